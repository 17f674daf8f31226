package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * Sorts a node's drawables like a stable sort by {@link DrawingOrder#DRAWABLES} (spec §8.6), with
 * the keys copied into reused primitive arrays first so that comparisons do not visit the drawables.
 */
final class DrawableDrawingOrder {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private Drawable[] copy = new Drawable[0];

  /** Sorts the list in place. */
  void sort(List<Drawable> list) {
    int n = list.size();
    if (n < 2) {
      return;
    }
    if (keys.ensure(n)) {
      copy = new Drawable[keys.capacity()];
    }
    for (int i = 0; i < n; i++) {
      Drawable d = list.get(i);
      copy[i] = d;
      keys.set(i, d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
    }
    int[] positions = keys.sorted(n);
    for (int i = 0; i < n; i++) {
      list.set(i, copy[positions[i]]);
    }
    java.util.Arrays.fill(copy, 0, n, null);
  }
}
