package org.leapshot.slog2.tree;

import java.util.ArrayList;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * Stores a node's list of drawables in the order a stable sort by {@link DrawingOrder#DRAWABLES}
 * gives it (spec §8.6), with the keys copied into reused primitive arrays so that comparisons do
 * not visit the drawables. The list itself is left as it is.
 */
final class DrawableDrawingOrder {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private final BlockOutput stored = new BlockOutput(1 << 16);
  private int[] from = new int[0];

  /**
   * Stores the list's drawables, tagged (spec §8.2), in drawing order after their count. Each is
   * visited once, in the order it was added, stored into a work block while its keys are taken;
   * then the stored bytes are copied out in sorted order. Visiting them in drawing order had meant
   * a second pass over the drawables, out of the order they lie in memory (a leaf's have left the
   * cache by the time it is written).
   */
  void encode(BlockOutput out, ArrayList<Drawable> list) {
    int n = list.size();
    out.writeInt(n);
    if (n < 2) {
      if (n == 1) {
        DrawableEncoder.encodeTagged(out, list.get(0));
      }
      return;
    }
    keys.ensure(n);
    if (from.length <= n) {
      from = new int[Math.max(n + 1, 2 * from.length)];
    }
    BlockOutput b = stored;
    b.reset();
    for (int i = 0; i < n; i++) {
      Drawable d = list.get(i);
      from[i] = b.size();
      if (d instanceof Primitive p) {
        keys.set(i, p.start(), p.end(), p.categoryIndex(), p.firstLineId(), p.lastLineId());
        b.writeTaggedPrimitive(DrawableEncoder.PRIMITIVE_TAG, p);
      } else {
        keys.set(i, d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
        DrawableEncoder.encodeTagged(b, d);
      }
    }
    from[n] = b.size();
    int[] positions = keys.sorted(n, true);
    byte[] bytes = b.array();
    int[] f = from;
    int at = out.reserve(f[n]);
    byte[] to = out.array();
    for (int i = 0; i < n; i++) {
      int p = positions[i];
      int length = f[p + 1] - f[p];
      System.arraycopy(bytes, f[p], to, at, length);
      at += length;
    }
  }
}
