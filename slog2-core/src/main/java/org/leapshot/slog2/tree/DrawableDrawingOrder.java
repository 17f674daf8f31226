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
   * Lists up to this many stored bytes go through the work block: the upper nodes of a trace with
   * thousands of timelines hold lists of megabytes, and a block grown for them had raised the peak
   * memory of a 4 096-timeline conversion by 15-30 MB.
   */
  static final int STORED_AHEAD_MAX_BYTES = 1 << 20;

  /**
   * Stores the list's drawables, tagged (spec §8.2), in drawing order after their count. Each is
   * visited once, in the order it was added, stored into a work block while its keys are taken;
   * then the stored bytes are copied out in sorted order. Visiting them in drawing order had meant
   * a second pass over the drawables, out of the order they lie in memory (a leaf's have left the
   * cache by the time it is written). {@code listBytes}: at least the list's stored size (its
   * node's own bytes); a list bigger than {@link #STORED_AHEAD_MAX_BYTES} is stored in two passes,
   * as before, so that the work block stays the size of a leaf's list.
   */
  void encode(BlockOutput out, ArrayList<Drawable> list, int listBytes) {
    int n = list.size();
    out.writeInt(n);
    if (n < 2) {
      if (n == 1) {
        DrawableEncoder.encodeTagged(out, list.get(0));
      }
      return;
    }
    if (listBytes > STORED_AHEAD_MAX_BYTES) {
      encodeInTwoPasses(out, list);
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

  /** Keys in one pass, then each drawable stored in drawing order. */
  private void encodeInTwoPasses(BlockOutput out, ArrayList<Drawable> list) {
    int n = list.size();
    keys.ensure(n);
    for (int i = 0; i < n; i++) {
      Drawable d = list.get(i);
      if (d instanceof Primitive p) {
        keys.set(i, p.start(), p.end(), p.categoryIndex(), p.firstLineId(), p.lastLineId());
      } else {
        keys.set(i, d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
      }
    }
    int[] positions = keys.sorted(n, true);
    for (int i = 0; i < n; i++) {
      DrawableEncoder.encodeTagged(out, list.get(positions[i]));
    }
  }
}
