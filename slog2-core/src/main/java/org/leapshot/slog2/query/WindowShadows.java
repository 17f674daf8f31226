package org.leapshot.slog2.query;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;

/**
 * A window's shadows in drawing order, as references into the cached nodes' shadow columns: a
 * whole-run view of a file with many timelines holds 10^5 shadows, and neither collecting nor
 * sorting them makes an object per shadow. As a list it makes a {@link Shadow} on each
 * {@link #get}; the engine's own readers use {@link #columns} and {@link #index}. Immutable.
 */
final class WindowShadows extends AbstractList<Shadow> implements RandomAccess {
  static final WindowShadows EMPTY = new Collector().sorted();
  private final ShadowColumns[] columns;
  private final int[] index;

  private WindowShadows(ShadowColumns[] columns, int[] index) {
    this.columns = columns;
    this.index = index;
  }

  @Override
  public int size() {
    return index.length;
  }

  @Override
  public Shadow get(int k) {
    return columns[k].get(index[k]);
  }

  /** The columns holding shadow {@code k}. */
  ShadowColumns columns(int k) {
    return columns[k];
  }

  /** Shadow {@code k}'s position in {@link #columns}. */
  int index(int k) {
    return index[k];
  }

  /** Gathers references, then sorts them into drawing order. */
  static final class Collector {
    private ShadowColumns[] columns = new ShadowColumns[16];
    private int[] index = new int[16];
    private double[] start = new double[16];
    private int size;
    /** References the arrays have room for (kept arrays may be longer, each by its own). */
    private int room = 16;

    void add(ShadowColumns c, int i) {
      if (size == room) {
        grow(2 * size);
      }
      columns[size] = c;
      index[size] = i;
      start[size] = c.start(i);
      size++;
    }

    /** The working arrays' room grown to {@code n} references, from {@link ScratchArrays}. */
    private void grow(int n) {
      ShadowColumns[] c = ScratchArrays.columns(n);
      System.arraycopy(columns, 0, c, 0, size);
      ScratchArrays.give(columns, size);
      columns = c;
      index = ScratchArrays.grown(index, size, n);
      start = ScratchArrays.grown(start, size, n);
      room = n;
    }

    private void giveBack() {
      ScratchArrays.give(columns, size);
      ScratchArrays.give(index);
      ScratchArrays.give(start);
    }

    /**
     * The references in drawing order ({@link DrawingOrder#SHADOWS}; ties keep the order added).
     * The collector is then empty: its working arrays go back to {@link ScratchArrays}.
     */
    WindowShadows sorted() {
      int[] order = ScratchArrays.ints(size);
      for (int k = 0; k < size; k++) {
        order[k] = k;
      }
      int[] tmp = ScratchArrays.ints(size);
      sort(order, tmp, 0, size);
      ShadowColumns[] c = new ShadowColumns[size];
      int[] idx = new int[size];
      for (int k = 0; k < size; k++) {
        c[k] = columns[order[k]];
        idx[k] = index[order[k]];
      }
      ScratchArrays.give(order);
      ScratchArrays.give(tmp);
      giveBack();
      columns = new ShadowColumns[16];
      index = new int[16];
      start = new double[16];
      room = 16;
      size = 0;
      return new WindowShadows(c, idx);
    }

    /**
     * A stable natural merge sort of {@code a[from, to)}: the walk adds each child's list in
     * drawing order and the children of a level in time order, so the references come in a few
     * long ascending runs, which are found and merged pairwise.
     */
    private void sort(int[] a, int[] tmp, int from, int to) {
      int[] runEnds = new int[8];
      int runs = 0;
      for (int i = from; i < to; ) {
        int j = i + 1;
        while (j < to && compare(a[j - 1], a[j]) <= 0) {
          j++;
        }
        if (runs == runEnds.length) {
          runEnds = Arrays.copyOf(runEnds, 2 * runs);
        }
        runEnds[runs++] = j;
        i = j;
      }
      int[] src = a;
      int[] dst = tmp;
      while (runs > 1) {
        int merged = 0;
        int lo = from;
        for (int r = 0; r < runs; r += 2) {
          int mid = runEnds[r];
          int hi = r + 1 < runs ? runEnds[r + 1] : mid;
          merge(src, dst, lo, mid, hi);
          runEnds[merged++] = hi;
          lo = hi;
        }
        runs = merged;
        int[] t = src;
        src = dst;
        dst = t;
      }
      if (src != a) {
        System.arraycopy(src, from, a, from, to - from);
      }
    }

    /** Merges the ascending runs {@code src[lo, mid)} and {@code src[mid, hi)} into {@code dst[lo, hi)}, stably. */
    private void merge(int[] src, int[] dst, int lo, int mid, int hi) {
      int i = lo;
      int j = mid;
      int k = lo;
      while (i < mid && j < hi) {
        dst[k++] = compare(src[j], src[i]) < 0 ? src[j++] : src[i++];
      }
      System.arraycopy(src, i, dst, k, mid - i);
      System.arraycopy(src, j, dst, k + mid - i, hi - j);
    }

    private int compare(int x, int y) {
      int c = Double.compare(start[x], start[y]);
      if (c != 0) {
        return c;
      }
      ShadowColumns cx = columns[x];
      ShadowColumns cy = columns[y];
      int ix = index[x];
      int iy = index[y];
      return DrawingOrder.compareKeys(start[x], cx.end(ix), cx.categoryIndex(ix), cx.firstLineId(ix),
          cx.lastLineId(ix), start[y], cy.end(iy), cy.categoryIndex(iy), cy.firstLineId(iy), cy.lastLineId(iy));
    }
  }
}
