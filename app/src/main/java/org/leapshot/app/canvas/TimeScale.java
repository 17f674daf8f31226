package org.leapshot.app.canvas;

/**
 * Maps time in seconds to horizontal pixels and back for a window {@code [startSec, endSec]}
 * shown on {@code widthPx} pixels. Pixel x covers times {@code [time(x), time(x + 1))}. Immutable.
 */
public record TimeScale(double startSec, double endSec, int widthPx) {

  public TimeScale {
    if (!(endSec > startSec) || !Double.isFinite(startSec) || !Double.isFinite(endSec)) {
      throw new IllegalArgumentException("window must be finite with end > start, was [" + startSec + ", " + endSec + "]");
    }
    if (widthPx <= 0) {
      throw new IllegalArgumentException("widthPx must be positive, was " + widthPx);
    }
  }

  public double durationSec() {
    return endSec - startSec;
  }

  public double secPerPx() {
    return durationSec() / widthPx;
  }

  /** The x coordinate (fractional) of a time; may lie outside {@code [0, widthPx]}. */
  public double x(double timeSec) {
    return (timeSec - startSec) / durationSec() * widthPx;
  }

  /** The time at an x coordinate (fractional pixels allowed). */
  public double time(double x) {
    return startSec + x / widthPx * durationSec();
  }

  /** The pixel column a time falls in, clamped to a range that stays safe for int arithmetic. */
  public int column(double timeSec) {
    double x = Math.floor(x(timeSec));
    return (int) Math.max(-1_000_000, Math.min(1_000_000, x));
  }
}
