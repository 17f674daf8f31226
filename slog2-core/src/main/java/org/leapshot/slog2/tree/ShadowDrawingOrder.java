package org.leapshot.slog2.tree;

/**
 * Sorts shadows into drawing order for storage (spec §8.6): start up, end down, preview category,
 * first and last line ID, and insertion order among equals (the reference's sort is stable). The
 * sort keys are copied into primitive arrays first, so that the many comparisons a buffer of
 * thousands of shadows needs do not follow pointers; the arrays are reused from buffer to buffer.
 */
final class ShadowDrawingOrder extends IndexSort {
  private double[] starts = new double[0];
  private double[] ends = new double[0];
  private int[] previews = new int[0];
  private int[] firstIds = new int[0];
  private int[] lastIds = new int[0];
  private int[] positions = new int[0];
  private ShadowAccumulator[] copy = new ShadowAccumulator[0];

  /** Reorders the first {@code n} shadows in place. */
  void sort(ShadowAccumulator[] shadows, int n) {
    if (n < 2) {
      return;
    }
    if (starts.length < n) {
      int c = Math.max(n, 2 * starts.length);
      starts = new double[c];
      ends = new double[c];
      previews = new int[c];
      firstIds = new int[c];
      lastIds = new int[c];
      positions = new int[c];
      copy = new ShadowAccumulator[c];
      ensurePrimary(c);
    }
    for (int i = 0; i < n; i++) {
      ShadowAccumulator s = shadows[i];
      starts[i] = s.start();
      primary[i] = sortKey(starts[i]);
      ends[i] = s.end();
      previews[i] = s.previewIndex();
      firstIds[i] = s.firstLineId();
      lastIds[i] = s.lastLineId();
      positions[i] = i;
    }
    sort(positions, n);
    System.arraycopy(shadows, 0, copy, 0, n);
    for (int i = 0; i < n; i++) {
      shadows[i] = copy[positions[i]];
      copy[positions[i]] = null;
    }
  }

  /** A total order: equal keys fall back to insertion order, which keeps the sort stable. */
  @Override
  int compare(int a, int b) {
    int c = Double.compare(starts[a], starts[b]);
    if (c != 0) {
      return c;
    }
    c = Double.compare(ends[b], ends[a]);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(previews[a], previews[b]);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(firstIds[a], firstIds[b]);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(lastIds[a], lastIds[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }
}
