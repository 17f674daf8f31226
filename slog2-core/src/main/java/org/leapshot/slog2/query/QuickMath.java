package org.leapshot.slog2.query;

/**
 * The column a time falls in as the raster's per-state loops compute it, bit for bit, in a
 * comparison or two. A conversion and the stored overview written after it run with the quick
 * compiler, which calls Math.floor through StrictMath's bit arithmetic and Math.min/max(double) as
 * a dozen instructions each ({@link org.leapshot.slog2.tree.QuickMinMax} stands for those):
 * together 14 % of the overview pass's CPU on r64_1g.
 */
final class QuickMath {
  private QuickMath() {}

  /** {@code (int) Math.min(last, Math.floor(x))}: the column {@code x} columns in, at most {@code last}. */
  static int floorAtMost(double x, int last) {
    if (x >= last) {
      return last;
    }
    // Toward zero, saturating as (int) of the floor does (NaN: 0, as there); one less below zero
    // unless whole. Short enough (under 35 bytes) for the quick compiler to inline.
    int i = (int) x;
    return x < i && i != Integer.MIN_VALUE ? i - 1 : i;
  }
}
