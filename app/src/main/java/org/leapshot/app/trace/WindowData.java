package org.leapshot.app.trace;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Shadow;

/**
 * The answer to a window query: real drawables and shadows (previews) overlapping
 * {@code [startSec, endSec]}, chosen for {@code widthPx} pixels of screen, and what could not be
 * read or understood there ({@link WindowProblems}). Immutable.
 */
public record WindowData(double startSec, double endSec, int widthPx, List<Drawable> drawables, List<Shadow> shadows,
    WindowProblems problems) {
  public WindowData {
    drawables = List.copyOf(drawables);
    shadows = List.copyOf(shadows);
    problems = problems == null ? WindowProblems.NONE : problems;
  }

  /** A window read without problems. */
  public WindowData(double startSec, double endSec, int widthPx, List<Drawable> drawables, List<Shadow> shadows) {
    this(startSec, endSec, widthPx, drawables, shadows, WindowProblems.NONE);
  }

  public static WindowData empty(double startSec, double endSec, int widthPx) {
    return new WindowData(startSec, endSec, widthPx, List.of(), List.of());
  }
}
