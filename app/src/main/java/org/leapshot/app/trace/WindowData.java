package org.leapshot.app.trace;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.DrawableCursor;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * A window as the viewer asked for it — {@code [startSec, endSec]} on {@code widthPx} pixels — with
 * the engine's answer kept as it came ({@link WindowResult}: its drawables are read from the nodes'
 * packed columns, not copied) and what could not be read or understood there ({@link
 * WindowProblems}). Read the drawables with {@link #cursor()}: no object per drawable. Immutable.
 */
public record WindowData(double startSec, double endSec, int widthPx, WindowResult result, WindowProblems problems) {
  public WindowData {
    problems = problems == null ? WindowProblems.NONE : problems;
  }

  /** A window of drawables and shadows that are objects already (merged answers, tests). */
  public WindowData(double startSec, double endSec, int widthPx, List<Drawable> drawables, List<Shadow> shadows) {
    this(startSec, endSec, widthPx, drawables, shadows, WindowProblems.NONE);
  }

  public WindowData(double startSec, double endSec, int widthPx, List<Drawable> drawables, List<Shadow> shadows,
      WindowProblems problems) {
    this(startSec, endSec, widthPx, new WindowResult(placeholder(startSec, endSec, widthPx), drawables, shadows, 0, 0, 0),
        problems);
  }

  public static WindowData empty(double startSec, double endSec, int widthPx) {
    return new WindowData(startSec, endSec, widthPx, List.of(), List.of());
  }

  /** The drawables in drawing order, read without an object each; a new cursor each call. */
  public DrawableCursor cursor() {
    return result.cursor();
  }

  /**
   * The drawables as a list, for APIs that take one: the engine's lazy list, so each element read
   * is a new object (read each once, or better use {@link #cursor()}).
   */
  public List<Drawable> drawables() {
    return result.drawables();
  }

  public int drawableCount() {
    return result.drawables().size();
  }

  public List<Shadow> shadows() {
    return result.shadows();
  }

  /** A query describing the window for results not made by the engine (any window, even an empty one). */
  private static WindowQuery placeholder(double startSec, double endSec, int widthPx) {
    return startSec <= endSec && Double.isFinite(startSec) && Double.isFinite(endSec)
        ? WindowQuery.lod(startSec, endSec, Math.max(1, widthPx)) : WindowQuery.lod(0, 0, 1);
  }
}
