package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * Sorts a node's drawables like a stable sort by {@link DrawingOrder#DRAWABLES} (spec §8.6), with
 * the keys copied into reused primitive arrays first so that comparisons do not visit the drawables.
 */
final class DrawableDrawingOrder extends IndexSort {
  private double[] starts = new double[0];
  private double[] ends = new double[0];
  private int[] categories = new int[0];
  private int[] firstIds = new int[0];
  private int[] lastIds = new int[0];
  private int[] positions = new int[0];
  private Drawable[] copy = new Drawable[0];

  /** Sorts the list in place. */
  void sort(List<Drawable> list) {
    int n = list.size();
    if (n < 2) {
      return;
    }
    if (starts.length < n) {
      int c = Math.max(n, 2 * starts.length);
      starts = new double[c];
      ends = new double[c];
      categories = new int[c];
      firstIds = new int[c];
      lastIds = new int[c];
      positions = new int[c];
      copy = new Drawable[c];
      ensurePrimary(c);
    }
    for (int i = 0; i < n; i++) {
      Drawable d = list.get(i);
      copy[i] = d;
      starts[i] = d.start();
      primary[i] = sortKey(starts[i]);
      ends[i] = d.end();
      categories[i] = d.categoryIndex();
      firstIds[i] = d.firstLineId();
      lastIds[i] = d.lastLineId();
      positions[i] = i;
    }
    sort(positions, n);
    for (int i = 0; i < n; i++) {
      list.set(i, copy[positions[i]]);
    }
    java.util.Arrays.fill(copy, 0, n, null);
  }

  /** {@link DrawingOrder#compare}, then the list position, which keeps the sort stable. */
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
    c = Integer.compare(categories[a], categories[b]);
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
