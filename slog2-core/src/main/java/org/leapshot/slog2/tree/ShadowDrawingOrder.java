package org.leapshot.slog2.tree;

/**
 * Sorts shadows into drawing order for storage (spec §8.6): start up, end down, preview category,
 * first and last line ID, and insertion order among equals (the reference's sort is stable). The
 * sort keys are copied into primitive arrays first, so that the many comparisons a buffer of
 * thousands of shadows needs do not follow pointers to the shadows and their keys.
 */
final class ShadowDrawingOrder {
  private static final int INSERTION_SORT_MAX = 16;

  private final double[] starts;
  private final double[] ends;
  private final int[] previews;
  private final int[] firstIds;
  private final int[] lastIds;

  private ShadowDrawingOrder(ShadowAccumulator[] shadows, int n) {
    starts = new double[n];
    ends = new double[n];
    previews = new int[n];
    firstIds = new int[n];
    lastIds = new int[n];
    for (int i = 0; i < n; i++) {
      ShadowAccumulator s = shadows[i];
      starts[i] = s.start();
      ends[i] = s.end();
      previews[i] = s.previewIndex();
      firstIds[i] = s.firstLineId();
      lastIds[i] = s.lastLineId();
    }
  }

  /** Reorders the first {@code n} shadows in place. */
  static void sort(ShadowAccumulator[] shadows, int n) {
    if (n < 2) {
      return;
    }
    ShadowDrawingOrder order = new ShadowDrawingOrder(shadows, n);
    int[] idx = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i;
    }
    order.mergeSort(idx, new int[n], 0, n);
    ShadowAccumulator[] copy = new ShadowAccumulator[n];
    System.arraycopy(shadows, 0, copy, 0, n);
    for (int i = 0; i < n; i++) {
      shadows[i] = copy[idx[i]];
    }
  }

  private void mergeSort(int[] a, int[] tmp, int from, int to) {
    if (to - from <= INSERTION_SORT_MAX) {
      for (int i = from + 1; i < to; i++) {
        int x = a[i];
        int j = i - 1;
        while (j >= from && compare(a[j], x) > 0) {
          a[j + 1] = a[j];
          j--;
        }
        a[j + 1] = x;
      }
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, tmp, from, mid);
    mergeSort(a, tmp, mid, to);
    if (compare(a[mid - 1], a[mid]) <= 0) {
      return;
    }
    System.arraycopy(a, from, tmp, from, to - from);
    int i = from;
    int j = mid;
    for (int k = from; k < to; k++) {
      if (j >= to || (i < mid && compare(tmp[i], tmp[j]) <= 0)) {
        a[k] = tmp[i++];
      } else {
        a[k] = tmp[j++];
      }
    }
  }

  /** A total order: equal keys fall back to insertion order, which keeps the sort stable. */
  private int compare(int a, int b) {
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
