package org.leapshot.app.frame;

import java.io.IOException;
import java.nio.file.Path;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.TimeBox;

/**
 * Refuses, while a file is opened in the background, a trace whose run no time scale can draw: a
 * root box from -1e308 to 1e308 s (each end finite, their distance not) or with an end that is not
 * a number. The ruler divided by that width and the window showed 300-digit fields and a blank
 * ruler; {@code render} refuses the same file with a message naming it, and so does the viewer now,
 * in the open-error dialog, leaving the trace shown before in place.
 */
final class DrawableRun {
  private DrawableRun() {}

  /**
   * Throws, naming {@code shownAs}, when {@code trace}'s run is wider than a double holds; closes
   * the trace first, as nothing will be shown from it. Off the EDT (closing waits for its threads).
   */
  static void check(TraceView trace, Path shownAs) throws IOException {
    String problem = problem(trace.range());
    if (problem == null) {
      return;
    }
    trace.close();
    throw new IOException(shownAs.getFileName() + ": " + problem);
  }

  /** What is wrong with {@code run} for drawing it, or null when a time scale can span it. */
  static String problem(TimeBox run) {
    if (Double.isFinite(run.latest() - run.earliest())) {
      return null;
    }
    return "the trace's time range " + run.earliest() + " .. " + run.latest() + " s is wider than a double holds;"
        + " no time axis can show it (render draws a window of it given --from and --to)";
  }
}
