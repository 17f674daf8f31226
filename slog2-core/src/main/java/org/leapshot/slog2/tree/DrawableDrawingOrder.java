package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * The order of a node's drawables as a stable sort by {@link DrawingOrder#DRAWABLES} gives it
 * (spec §8.6), with the keys copied into reused primitive arrays first so that comparisons do not
 * visit the drawables. The list itself is left as it is: callers visit it through the positions.
 */
final class DrawableDrawingOrder {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private int[] identity = new int[0];

  /** The positions of the list's drawables in drawing order (valid until the next call). */
  int[] positions(List<Drawable> list) {
    int n = list.size();
    if (n < 2) {
      if (identity.length < 1) {
        identity = new int[] {0};
      }
      return identity;
    }
    keys.ensure(n);
    for (int i = 0; i < n; i++) {
      Drawable d = list.get(i);
      keys.set(i, d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
    }
    return keys.sorted(n, true);
  }
}
