package org.leapshot.slog2.tree;

import org.leapshot.slog2.model.DrawingOrder;

/**
 * The drawing-order keys of spec §8.6 (start up, end down, category, first and last line ID) of
 * up to {@code n} items, held in reused primitive arrays, and their stable order: equal keys keep
 * the order the items were set in, as the reference's stable sort does. Both the drawables of a
 * node and the shadows of a buffer are sorted through this, so comparisons never follow pointers.
 */
final class DrawingOrderKeys extends IndexSort {
  private double[] starts = new double[0];
  private double[] ends = new double[0];
  private int[] categories = new int[0];
  private int[] firstIds = new int[0];
  private int[] lastIds = new int[0];
  private int[] positions = new int[0];

  /** Makes room for {@code n} items; returns true when the arrays grew (callers grow theirs too). */
  boolean ensure(int n) {
    if (starts.length >= n) {
      return false;
    }
    int c = Math.max(n, 2 * starts.length);
    starts = new double[c];
    ends = new double[c];
    categories = new int[c];
    firstIds = new int[c];
    lastIds = new int[c];
    positions = new int[c];
    ensurePrimary(c);
    return true;
  }

  /** Current capacity, for callers that size their own arrays alike. */
  int capacity() {
    return starts.length;
  }

  void set(int i, double start, double end, int category, int firstId, int lastId) {
    starts[i] = start;
    primary[i] = sortKey(start);
    ends[i] = end;
    categories[i] = category;
    firstIds[i] = firstId;
    lastIds[i] = lastId;
    positions[i] = i;
  }

  /**
   * The first {@code n} positions in drawing order (valid until the next call); {@code mostlySorted}
   * as for {@link IndexSort#sort}.
   */
  int[] sorted(int n, boolean mostlySorted) {
    sort(positions, n, mostlySorted);
    return positions;
  }

  /** Drawing order, then the position, which keeps the sort stable. */
  @Override
  int compare(int a, int b) {
    int c = DrawingOrder.compareKeys(starts[a], ends[a], categories[a], firstIds[a], lastIds[a], starts[b], ends[b],
        categories[b], firstIds[b], lastIds[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }
}
