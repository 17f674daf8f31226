package org.leapshot.slog2.tree;

import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * One of a node's two lists of drawables (spec §8.1), stored as each drawable is added, with its
 * drawing-order keys, and copied out in drawing order when the node is written. A drawable is
 * visited once, right after the trunk has read it for its shadow: keeping the objects until the
 * node was written and visiting them twice then (once for their keys, once in drawing order to
 * store them) cost a cache miss per visit where a leaf's drawables outgrow the cache (a 1 MiB leaf
 * of 1 024 timelines holds some 30 000), a tenth of the building thread's time.
 */
final class NodeDrawables {
  private final DrawingOrderKeys keys = new DrawingOrderKeys();
  private final BlockOutput stored;
  /** Where each drawable's stored bytes end in {@link #stored}. */
  private int[] ends;
  private int count;

  /** Room for about {@code capacity} drawables of {@code bytes} stored bytes, grown as needed. */
  NodeDrawables(int capacity, int bytes) {
    ends = new int[Math.max(8, capacity)];
    keys.keep(ends.length);
    stored = new BlockOutput(bytes);
  }

  int count() {
    return count;
  }

  /** Stores a drawable that spans {@code start} to {@code end}, after those added before it. */
  void add(Drawable d, double start, double end) {
    int i = count;
    if (i == ends.length) {
      ends = java.util.Arrays.copyOf(ends, 2 * i);
      keys.keep(ends.length);
    }
    // A primitive's keys by direct calls: through the interface, each is a table look-up for the
    // quick compiler, which cannot tell the two kinds of drawable apart.
    if (d instanceof Primitive p) {
      keys.set(i, start, end, p.categoryIndex(), p.firstLineId(), p.lastLineId());
    } else {
      keys.set(i, start, end, d.categoryIndex(), d.firstLineId(), d.lastLineId());
    }
    DrawableEncoder.encodeTagged(stored, d);
    ends[i] = stored.size();
    count = i + 1;
  }

  /**
   * Writes the count, then the drawables in drawing order (a stable sort by {@link
   * org.leapshot.slog2.model.DrawingOrder#DRAWABLES}), each run of them already in order in one copy.
   */
  void encode(BlockOutput out) {
    int n = count;
    out.writeInt(n);
    if (n == 0) {
      return;
    }
    byte[] b = stored.array();
    if (n == 1) {
      out.writeBytes(b, 0, ends[0]);
      return;
    }
    int[] positions = keys.sorted(n, true);
    for (int i = 0; i < n; ) {
      int first = positions[i];
      int last = first;
      for (i++; i < n && positions[i] == last + 1; i++) {
        last++;
      }
      int from = first == 0 ? 0 : ends[first - 1];
      out.writeBytes(b, from, ends[last] - from);
    }
  }

  /** Forgets the drawables but keeps the room, for the node's next sibling. */
  void clear() {
    count = 0;
    stored.reset();
  }
}
