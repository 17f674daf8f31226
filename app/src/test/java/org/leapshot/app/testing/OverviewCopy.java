package org.leapshot.app.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/** A copy of a shared trace in a test's folder, with its stored overview written beside it (the shared files stay as they are). */
public final class OverviewCopy {
  private OverviewCopy() {}

  /** Copies {@code testdata/relative} into {@code dir} and writes its overview beside the copy. */
  public static Path of(Path dir, String relative) throws IOException {
    Path file = dir.resolve(Path.of(relative).getFileName().toString());
    Files.copy(Shared.testdata(relative), file);
    try (TraceSession session = TraceSession.open(file)) {
      StoredOverview.compute(session, StoredOverview.COLUMNS).writeBeside(file);
    }
    return file;
  }
}
