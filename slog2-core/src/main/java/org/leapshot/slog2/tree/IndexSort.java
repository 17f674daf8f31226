package org.leapshot.slog2.tree;

/**
 * A merge sort of positions {@code 0..n-1} by a comparison over the subclass's primitive arrays.
 * Subclasses break ties by position, so the result is what a stable sort of the objects gives,
 * without boxing positions or following a pointer per comparison.
 */
abstract class IndexSort {
  private static final int INSERTION_SORT_MAX = 16;

  private int[] tmp = new int[0];

  /** Negative, zero or positive as position {@code a} sorts before, with or after {@code b}. */
  abstract int compare(int a, int b);

  /** Sorts the first {@code n} entries of {@code positions}. */
  final void sort(int[] positions, int n) {
    if (tmp.length < n) {
      tmp = new int[n];
    }
    mergeSort(positions, 0, n);
  }

  private void mergeSort(int[] a, int from, int to) {
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
    mergeSort(a, from, mid);
    mergeSort(a, mid, to);
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
}
