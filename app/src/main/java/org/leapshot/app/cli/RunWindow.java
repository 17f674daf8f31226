package org.leapshot.app.cli;

import java.nio.file.Path;
import org.leapshot.slog2.model.TimeBox;

/**
 * A window given with {@code --from}/{@code --to} that misses the whole run is a typing mistake
 * (milliseconds typed as seconds, another trace's times), not an empty answer: {@code render}
 * drew a blank picture and {@code stats} empty tables, with exit status 0.
 */
final class RunWindow {
  private RunWindow() {}

  /** The usage message when {@code [t0, t1]} does not meet the run {@code run} of {@code file}, else null. */
  static String missed(Path file, double t0, double t1, TimeBox run) {
    boolean sound = run.earliest() <= run.latest(); // a damaged root box says nothing about the run
    if (!sound || t1 >= run.earliest() && t0 <= run.latest()) {
      return null;
    }
    return "--from " + t0 + " --to " + t1 + " misses the run of " + file + ", which is " + run.earliest() + " .. "
        + run.latest() + " s";
  }
}
