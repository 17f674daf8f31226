package org.leapshot.slog2.query;

/**
 * A request for what a timeline canvas of {@code widthPx} pixels shows of the closed time window
 * [{@code start}, {@code end}] (seconds).
 *
 * <p>With {@code exact} false (level of detail) the engine reads only as deep as the resolution
 * needs and answers crowded subtrees with their shadows; with {@code exact} true it always reads
 * down to real drawables and returns no shadows.
 */
public record WindowQuery(double start, double end, int widthPx, boolean exact) {

  public WindowQuery {
    if (!(start <= end) || Double.isNaN(start) || Double.isInfinite(start) || Double.isInfinite(end)) {
      throw new IllegalArgumentException("window must be finite with start <= end, got [" + start + ", " + end + "]");
    }
    if (widthPx < 1) {
      throw new IllegalArgumentException("width must be at least 1 pixel, got " + widthPx);
    }
  }

  /** A level-of-detail query. */
  public static WindowQuery lod(double start, double end, int widthPx) {
    return new WindowQuery(start, end, widthPx, false);
  }

  /** An exact query: every real drawable intersecting the window, no shadows. */
  public static WindowQuery exact(double start, double end) {
    return new WindowQuery(start, end, 1, true);
  }

  public double duration() {
    return end - start;
  }

  /** Seconds one pixel covers (0 for a zero-width window). */
  public double secondsPerPixel() {
    return duration() / widthPx;
  }

  /** The same query moved by {@code seconds}. */
  public WindowQuery shifted(double seconds) {
    return new WindowQuery(start + seconds, end + seconds, widthPx, exact);
  }
}
