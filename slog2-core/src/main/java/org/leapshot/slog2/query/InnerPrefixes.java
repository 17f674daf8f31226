package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicLongArray;
import org.leapshot.slog2.format.DirectoryEntry;

/**
 * How much of an inner node's block a read of its drawables takes ({@link StreamedNodeReader}),
 * learned per depth from the nodes read so far: a fixed prefix too short for them costs a decode
 * that fails and a read of the whole block, shadows and all. That was 1.8 GB of the 2 GB
 * 16 384-timeline run, whose inner nodes keep 17 KB to 2 MB of drawables before 0.1 to 20 MB of
 * shadows. Twice the depth's mean is read first; a node that turns out to hold more drawables than
 * that (its count comes before them) is read again with room for them at its depth's bytes per
 * drawable. Any prefix gives the same drawables (one too short just costs the whole block), so
 * threads share the figures without order.
 */
final class InnerPrefixes {
  /** Depths learned; deeper ones (trees are far shallower) keep the scan's prefix. */
  private static final int DEPTHS = 64;
  /** Least prefix read once a depth is learned: a few pages. */
  private static final int MIN_BYTES = 4 << 10;
  /** Node header (box, ID, self pointer) and the two drawable counts. */
  private static final int HEAD_BYTES = 16 + 6 + 12 + 4 + 4;
  /** Least bytes of a drawable (tag, category, info length, vertex count). */
  private static final int MIN_DRAWABLE_BYTES = 1 + 4 + 2 + 2;
  /** Per depth: nodes read, their drawables, the bytes these took. */
  private final AtomicLongArray nodes = new AtomicLongArray(DEPTHS);
  private final AtomicLongArray drawables = new AtomicLongArray(DEPTHS);
  private final AtomicLongArray bytes = new AtomicLongArray(DEPTHS);

  /**
   * The prefix to read of node {@code e} first, where the scan would read {@code scanPrefix} (0:
   * the whole block, as for leaves).
   */
  int prefixBytes(DirectoryEntry e, int scanPrefix) {
    int depth = e.id().depth();
    if (scanPrefix <= 0 || depth < 0 || depth >= DEPTHS || nodes.get(depth) == 0) {
      return scanPrefix;
    }
    return clamp(2 * bytes.get(depth) / nodes.get(depth) + 512);
  }

  /**
   * The prefix node {@code e}, of {@code count} drawables, needs by the bytes per drawable of its
   * depth so far (a quarter more), or by the least a drawable takes while none is known.
   */
  int bytesFor(DirectoryEntry e, int count) {
    int depth = e.id().depth();
    long known = depth >= 0 && depth < DEPTHS ? drawables.get(depth) : 0;
    double each = known > 0 ? 1.25 * bytes.get(depth) / known : MIN_DRAWABLE_BYTES;
    return clamp((long) (HEAD_BYTES + count * each) + 512);
  }

  /** Node {@code e}'s {@code count} drawables took its block's first {@code drawableBytes}. */
  void learn(DirectoryEntry e, int count, int drawableBytes) {
    int depth = e.id().depth();
    if (depth >= 0 && depth < DEPTHS && drawableBytes > 0) {
      nodes.incrementAndGet(depth);
      drawables.addAndGet(depth, count);
      bytes.addAndGet(depth, drawableBytes);
    }
  }

  private static int clamp(long prefix) {
    return (int) Math.min(Integer.MAX_VALUE, Math.max(MIN_BYTES, prefix));
  }
}
