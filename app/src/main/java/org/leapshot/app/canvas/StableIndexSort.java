package org.leapshot.app.canvas;

import java.util.Arrays;

/**
 * A stable sort of int indices by an order read from primitive columns, for the exact drawing's
 * nesting ({@link ExactCells}, {@link SlabBoxes}): equal keys keep their order, as {@code
 * Arrays.sort} of boxed indices did, without an {@code Integer} and a comparator call through
 * boxing per comparison. The states of a slab come in drawing order, so a run is usually sorted
 * already: that is checked first in one pass. The merge buffer is kept between calls.
 */
final class StableIndexSort {
  /** Below this a run is sorted by insertion (stable: an item only moves past greater ones). */
  private static final int INSERTION = 16;

  /** The order of two indices: negative, zero or positive as {@code a} goes before, with or after {@code b}. */
  @FunctionalInterface
  interface IndexOrder {
    int compare(int a, int b);
  }

  private int[] buffer = new int[16];

  /** Sorts {@code a[from, to)} by {@code order}, stably. */
  void sort(int[] a, int from, int to, IndexOrder order) {
    if (isSorted(a, from, to, order)) {
      return;
    }
    if (buffer.length < to - from) {
      buffer = new int[Math.max(to - from, buffer.length * 2)];
    }
    mergeSort(a, from, to, order, buffer);
  }

  /** {@code 0 .. n-1} in {@code order}, stably, in {@code into} (grown when short); returns the array used. */
  int[] sortedIndices(int n, int[] into, IndexOrder order) {
    int[] a = into.length >= n ? into : Arrays.copyOf(into, Math.max(n, into.length * 2));
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    sort(a, 0, n, order);
    return a;
  }

  private static boolean isSorted(int[] a, int from, int to, IndexOrder order) {
    for (int i = from + 1; i < to; i++) {
      if (order.compare(a[i - 1], a[i]) > 0) {
        return false;
      }
    }
    return true;
  }

  /** Top-down merge sort of {@code a[from, to)}; {@code tmp} holds at least {@code to - from}. */
  private static void mergeSort(int[] a, int from, int to, IndexOrder order, int[] tmp) {
    if (to - from <= INSERTION) {
      for (int i = from + 1; i < to; i++) {
        int v = a[i];
        int j = i - 1;
        while (j >= from && order.compare(a[j], v) > 0) {
          a[j + 1] = a[j];
          j--;
        }
        a[j + 1] = v;
      }
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, from, mid, order, tmp);
    mergeSort(a, mid, to, order, tmp);
    if (order.compare(a[mid - 1], a[mid]) <= 0) {
      return; // the halves are already in order
    }
    int n = mid - from;
    System.arraycopy(a, from, tmp, 0, n);
    int i = 0;
    int j = mid;
    int k = from;
    while (i < n && j < to) {
      // the left one on a tie: stable
      a[k++] = order.compare(tmp[i], a[j]) <= 0 ? tmp[i++] : a[j++];
    }
    while (i < n) {
      a[k++] = tmp[i++];
    }
  }
}
