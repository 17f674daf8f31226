package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.StateItem;

/**
 * The states of the exact drawing wide enough to be boxes of their own, gathered slab by slab: each
 * slab's wide states (every one overlapping it, so every wide state containing one of them too) are
 * nested per picture row as {@link RenderModelBuilder} nests the whole window's, and the boxes of
 * the states that belong to the slab are kept. A row holds at most about one box per two columns and
 * nesting level, so what is kept is bounded by the picture.
 *
 * <p>Only wide states are nested: a narrow state never changes a wide one's depth. In the builder's
 * order (start up, end down) a state is still on the nesting stack at a later state {@code i} when it
 * contains every state between them; a narrow state {@code k} between a wide container {@code j} and
 * {@code i} that {@code j} did not contain would end after {@code j}, so after {@code i}, while
 * starting no later: it would contain {@code i} and be at least as long, so not narrow.
 */
final class SlabBoxes {
  private final double boxSeconds;
  /** Rows 0 .. rowCount - 1 (more when a state names a later row: the builder keeps its box too). */
  private int rowCount;
  private final StableIndexSort.IndexOrder inRow = this::inRow;
  private final List<StateItem> kept = new ArrayList<>();
  private final StableIndexSort sort = new StableIndexSort();
  private double[] starts = new double[64];
  private double[] ends = new double[64];
  private int[] rows = new int[64];
  private int[] cats = new int[64];
  private boolean[] owned = new boolean[64];
  private int[] order = new int[64];
  private int[] rowStart = new int[1];
  private int[] stack = new int[16];
  private int size;

  SlabBoxes(double boxSeconds, int rowCount) {
    this.boxSeconds = boxSeconds;
    this.rowCount = rowCount;
  }

  void startSlab() {
    size = 0;
  }

  /** A state of the slab in drawing order; {@code own} when it belongs to the slab. Narrow ones are not needed. */
  void add(double s, double e, int row, int cat, boolean own) {
    if (!(e - s >= boxSeconds) || row < 0) {
      return;
    }
    rowCount = Math.max(rowCount, row + 1);
    if (size == starts.length) {
      int n = size * 2;
      starts = Arrays.copyOf(starts, n);
      ends = Arrays.copyOf(ends, n);
      rows = Arrays.copyOf(rows, n);
      cats = Arrays.copyOf(cats, n);
      owned = Arrays.copyOf(owned, n);
    }
    starts[size] = s;
    ends[size] = e;
    rows[size] = row;
    cats[size] = cat;
    owned[size] = own;
    size++;
  }

  /** Nests the slab's states in the builder's order (row, start, longer first, category) and keeps its boxes. */
  void finishSlab() {
    byRow();
    for (int r = 0; r < rowCount; r++) {
      int from = rowStart[r];
      int to = rowStart[r + 1];
      if (from == to) {
        continue;
      }
      sort.sort(order, from, to, inRow);
      int top = 0;
      for (int k = from; k < to; k++) {
        int i = order[k];
        while (top > 0 && !(starts[stack[top - 1]] <= starts[i] && ends[i] <= ends[stack[top - 1]])) {
          top--;
        }
        if (owned[i]) {
          kept.add(new StateItem(starts[i], ends[i], r, top, cats[i], null, null, 1));
        }
        if (top == stack.length) {
          stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = i;
      }
    }
    size = 0;
  }

  /** {@link #order} grouped by row, each row's states in the order added (a stable counting sort). */
  private void byRow() {
    if (rowStart.length < rowCount + 1) {
      rowStart = new int[rowCount + 1];
    }
    if (order.length < size) {
      order = new int[starts.length];
    }
    Arrays.fill(rowStart, 0, rowCount + 1, 0);
    for (int i = 0; i < size; i++) {
      rowStart[rows[i] + 1]++;
    }
    for (int r = 0; r < rowCount; r++) {
      rowStart[r + 1] += rowStart[r];
    }
    for (int i = 0; i < size; i++) {
      order[rowStart[rows[i]]++] = i;
    }
    for (int r = rowCount; r > 0; r--) { // back from each row's end to its start
      rowStart[r] = rowStart[r - 1];
    }
    rowStart[0] = 0;
  }

  /** Within a row: start up, end down, category up (the builder's order; ties keep drawing order). */
  private int inRow(int a, int b) {
    int c = Double.compare(starts[a], starts[b]);
    if (c == 0) {
      c = Double.compare(ends[b], ends[a]);
    }
    return c != 0 ? c : Integer.compare(cats[a], cats[b]);
  }

  /**
   * The boxes in paint order (stable: slabs come in time order), sorted on their keys in columns:
   * on 16 384 timelines a million boxes through the comparator chain took 8 % of the folding.
   */
  List<StateItem> sorted() {
    int n = kept.size();
    int[] depth = new int[n];
    double[] s = new double[n];
    double[] e = new double[n];
    int[] row = new int[n];
    int[] cat = new int[n];
    for (int i = 0; i < n; i++) {
      StateItem b = kept.get(i);
      depth[i] = b.depth();
      s[i] = b.start();
      e[i] = b.end();
      row[i] = b.row();
      cat[i] = b.categoryIndex();
    }
    int[] order = sort.sortedIndices(n, new int[n], (a, b) -> {
      int c = Integer.compare(depth[a], depth[b]);
      if (c == 0) {
        c = Double.compare(s[a], s[b]);
      }
      if (c == 0) {
        c = Integer.compare(row[a], row[b]);
      }
      if (c == 0) {
        c = Double.compare(e[b], e[a]);
      }
      return c != 0 ? c : Integer.compare(cat[a], cat[b]);
    });
    List<StateItem> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(kept.get(order[i]));
    }
    return out;
  }
}
