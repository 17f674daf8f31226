package org.leapshot.slog2.tree;

/**
 * Sorts shadows into drawing order for storage (spec §8.6): start up, end down, preview category,
 * first and last line ID, and insertion order among equals (the reference's sort is stable). The
 * keys live in reused primitive arrays, so the many comparisons a buffer of thousands of shadows
 * needs do not follow pointers.
 */
final class ShadowDrawingOrder {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private ShadowAccumulator[] copy = new ShadowAccumulator[0];

  /** Reorders the first {@code n} shadows in place. */
  void sort(ShadowAccumulator[] shadows, int n) {
    if (n < 2) {
      return;
    }
    if (keys.ensure(n)) {
      copy = new ShadowAccumulator[keys.capacity()];
    }
    for (int i = 0; i < n; i++) {
      ShadowAccumulator s = shadows[i];
      keys.set(i, s.start(), s.end(), s.previewIndex(), s.firstLineId(), s.lastLineId());
    }
    int[] positions = keys.sorted(n, false);
    System.arraycopy(shadows, 0, copy, 0, n);
    for (int i = 0; i < n; i++) {
      shadows[i] = copy[positions[i]];
      copy[positions[i]] = null;
    }
  }
}
