package org.leapshot.slog2.tree;

import java.util.ArrayList;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * The order of a node's drawables as a stable sort by {@link DrawingOrder#DRAWABLES} gives it
 * (spec §8.6), with the keys copied into reused primitive arrays first so that comparisons do not
 * visit the drawables. The list itself is left as it is: callers visit it through the positions.
 */
final class DrawableDrawingOrder {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private int[] identity = new int[0];

  /** The positions of the list's drawables in drawing order (valid until the next call). */
  int[] positions(ArrayList<Drawable> list) {
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
      // A primitive's keys by direct calls: through the interface, each is a table look-up for the
      // quick compiler, which cannot tell the two kinds of drawable apart.
      if (d instanceof Primitive p) {
        keys.set(i, p.start(), p.end(), p.categoryIndex(), p.firstLineId(), p.lastLineId());
      } else {
        keys.set(i, d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
      }
    }
    return keys.sorted(n, true);
  }
}
