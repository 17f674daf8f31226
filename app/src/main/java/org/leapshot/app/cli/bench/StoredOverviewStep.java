package org.leapshot.app.cli.bench;

import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/**
 * The whole-run view as the viewer first shows it when the file has a stored overview: read beside
 * the file, resampled to the canvas width, one row per stored timeline.
 */
final class StoredOverviewStep {
  private StoredOverviewStep() {}

  static ActivityRaster wholeRun(TraceSession s, int widthPx) throws IOException {
    Optional<StoredOverview> stored = s.storedOverview();
    if (stored.isEmpty()) {
      String problem = s.storedOverviewProblem();
      throw new IOException("no usable stored overview beside " + s.path() + (problem == null ? "" : ": " + problem));
    }
    StoredOverview o = stored.get();
    int[] lines = o.lineIds();
    return o.raster(widthPx, lines.length, line -> Arrays.binarySearch(lines, line));
  }
}
