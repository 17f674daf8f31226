package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.StateItem;

/**
 * The states of the exact drawing wide enough to be boxes of their own, gathered slab by slab: each
 * slab's states (every one overlapping it, so every state containing one of them too) are nested per
 * picture row as {@link RenderModelBuilder} nests the whole window's, and the boxes of the states
 * that belong to the slab are kept. A row holds at most about one box per two columns and nesting
 * level, so what is kept is bounded by the picture.
 */
final class SlabBoxes {
  private final double boxSeconds;
  private final List<StateItem> kept = new ArrayList<>();
  private double[] starts = new double[64];
  private double[] ends = new double[64];
  private int[] rows = new int[64];
  private int[] cats = new int[64];
  private boolean[] owned = new boolean[64];
  private int size;
  private int mostHeld;

  SlabBoxes(double boxSeconds) {
    this.boxSeconds = boxSeconds;
  }

  void startSlab() {
    size = 0;
  }

  /** A state of the slab in drawing order; {@code own} when it belongs to the slab. */
  void add(double s, double e, int row, int cat, boolean own) {
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
    mostHeld = Math.max(mostHeld, size);
    Integer[] order = new Integer[size];
    for (int i = 0; i < size; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> {
      int c = Integer.compare(rows[a], rows[b]);
      if (c == 0) {
        c = Double.compare(starts[a], starts[b]);
      }
      if (c == 0) {
        c = Double.compare(ends[b], ends[a]);
      }
      return c != 0 ? c : Integer.compare(cats[a], cats[b]);
    });
    NestingLayout nesting = null;
    int row = -1;
    for (Integer i : order) {
      if (rows[i] != row) {
        nesting = new NestingLayout();
        row = rows[i];
      }
      int depth = nesting.next(starts[i], ends[i]);
      if (owned[i] && ends[i] - starts[i] >= boxSeconds) {
        kept.add(new StateItem(starts[i], ends[i], row, depth, cats[i], null, null, 1));
      }
    }
    size = 0;
  }

  /** The most states one slab held. */
  int mostHeld() {
    return mostHeld;
  }

  /** The boxes in paint order (stable: slabs come in time order). */
  List<StateItem> sorted() {
    kept.sort(ExactPicture.PAINT_ORDER);
    return kept;
  }
}
