package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a freshly converted trace gets its {@link StoredOverview} written at once. Only big files
 * do: below {@link #FROM_BYTES} the whole-run answer from the tree takes a few milliseconds, and
 * computing the overview would add a quarter to a 100 MB conversion; above it, the first picture of
 * the trace's first opening would otherwise wait a second for the upper tree (16 384 timelines),
 * where the overview costs a few percent of the conversion.
 */
public final class OverviewAfterConversion {
  /** Converted files from this size on get their overview written with them. */
  public static final long FROM_BYTES = 1L << 30;

  private OverviewAfterConversion() {}

  /**
   * Writes the overview beside {@code slog2} when the file is at least {@link #FROM_BYTES} long.
   *
   * @return the overview written, or empty when the file is smaller
   */
  public static Optional<StoredOverview> writeIfBig(Path slog2) throws IOException {
    return writeIfBig(slog2, FROM_BYTES);
  }

  static Optional<StoredOverview> writeIfBig(Path slog2, long fromBytes) throws IOException {
    if (Files.size(slog2) < fromBytes) {
      return Optional.empty();
    }
    try (TraceSession session = TraceSession.open(slog2, SessionOptions.DEFAULT.withReadAhead(false))) {
      return Optional.of(session.writeStoredOverview());
    }
  }
}
