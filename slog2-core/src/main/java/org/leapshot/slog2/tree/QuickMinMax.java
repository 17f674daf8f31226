package org.leapshot.slog2.tree;

/**
 * Math.min and Math.max of doubles, bit for bit (zeros of two signs, NaN), answered by one
 * comparison when the two differ. The converter runs with the quick compiler, which makes
 * Math.min/max(double) calls of a dozen instructions each; these are inlined where the tree writer
 * widens a box for every primitive and shadow, and where the stored overview written after a
 * conversion spreads each state over its columns (query's raster).
 */
public final class QuickMinMax {
  private QuickMinMax() {}

  public static double min(double a, double b) {
    return a < b ? a : a > b ? b : Math.min(a, b);
  }

  public static double max(double a, double b) {
    return a > b ? a : a < b ? b : Math.max(a, b);
  }
}
