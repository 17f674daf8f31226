package org.leapshot.slog2.tree;

import java.util.List;

/**
 * Stores a buffer's shadows in drawing order (spec §8.6): nestless (arrow, event) shadows first,
 * then nestable (state) ones, each group sorted by start up, end down, preview category, first and
 * last line ID, and insertion order among equals (the reference's sort is stable).
 *
 * <p>The shadows are visited once, in insertion order, each stored into a work block while its sort
 * keys are taken; then the stored bytes are copied out in sorted order. Visiting them in drawing
 * order instead had meant two more passes over thousands of scattered shadow objects per buffer,
 * each a cache miss, where copying a few dozen bytes from one array is cheap.
 */
final class ShadowDrawingOrder {
  private final Group nestless = new Group();
  private final Group nestable = new Group();
  private final BlockOutput stored = new BlockOutput(1 << 16);

  /** One group's sort keys and where each of its shadows' bytes are in {@link #stored}. */
  private static final class Group {
    final DrawingOrderKeys keys = new DrawingOrderKeys();
    int[] from = new int[0];
    int[] to = new int[0];
    int size;

    void reset(int capacity) {
      keys.ensure(capacity);
      if (from.length < capacity) {
        from = new int[keys.capacity()];
        to = new int[keys.capacity()];
      }
      size = 0;
    }

    void add(ShadowAccumulator s, int start, int end) {
      keys.set(size, s.start(), s.end(), s.previewIndex(), s.firstLineId(), s.lastLineId());
      from[size] = start;
      to[size] = end;
      size++;
    }

    void copySorted(BlockOutput out, byte[] bytes) {
      out.writeInt(size);
      int[] positions = keys.sorted(size, false);
      for (int i = 0; i < size; i++) {
        int p = positions[i];
        out.writeBytes(bytes, from[p], to[p] - from[p]);
      }
    }
  }

  /** Writes both groups, each with its count, into {@code out}. */
  void encode(BlockOutput out, List<ShadowAccumulator> shadows) {
    int n = shadows.size();
    nestless.reset(n);
    nestable.reset(n);
    stored.reset();
    for (int i = 0; i < n; i++) {
      ShadowAccumulator s = shadows.get(i);
      int start = stored.size();
      s.encode(stored);
      (s.nestable() ? nestable : nestless).add(s, start, stored.size());
    }
    byte[] bytes = stored.array();
    nestless.copySorted(out, bytes);
    nestable.copySorted(out, bytes);
  }
}
