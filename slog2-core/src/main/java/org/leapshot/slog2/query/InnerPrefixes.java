package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicLongArray;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;

/**
 * How much of an inner node's block a read of its drawables takes ({@link StreamedNodeReader}),
 * learned per depth from the nodes read so far: a prefix too short for them costs a read of more
 * (or, when the decode runs past it, of the whole block, shadows and all), one too long reads
 * shadows in vain. The inner nodes of the 2 GB 16 384-timeline run keep 0.5 KB to 4.6 MB of
 * drawables before 0.1 to 22 MB of shadows, and a depth's few large nodes (those on the root's
 * path to the first leaf) are read first. So a learned depth's nodes are first read for twice
 * the depth's geometric mean (which those few barely move: twice the plain mean read 415 MB of
 * shadows, this 270 MB, for 207 MB of drawables), an unlearned depth's for an eighth of the block; a node
 * that turns out to hold more drawables than that (its count comes before them) is read again with
 * room for them at the bytes per drawable learned so far. Any prefix gives the same drawables (one
 * too short just costs more reading), so threads share the figures without order.
 */
final class InnerPrefixes {
  /** Depths learned; deeper ones (trees are far shallower) keep the scan's prefix. */
  private static final int DEPTHS = 64;
  /** Least prefix read once a depth is learned: a few pages. */
  private static final int MIN_BYTES = 4 << 10;
  /** Node header (box, ID, self pointer) and the two drawable counts. */
  private static final int HEAD_BYTES = 16 + 6 + 12 + 4 + 4;
  /**
   * Bytes per drawable assumed while none is learned: a state of two vertices and no info takes 33,
   * and with a few info bytes about 45. Too few (9) made the leading nodes' second reads too short,
   * and each then read its whole block: 26 MB for the root of 16 384 timelines, more than a 64 MB
   * heap has room for beside the read's states. Too many make the reading thread's buffer larger
   * than needed (it keeps the largest it read). Where drawables are larger, a read that comes near
   * the prefix's end is read again, twice as long ({@link StreamedNodeReader}).
   */
  static final int GUESSED_DRAWABLE_BYTES = 48;
  /**
   * A node of a depth none of whose nodes was read yet is first read for its block's size over this,
   * at least the scan's prefix: enough for the list of nestless drawables (arrows, events) that the
   * decoder reads before it says how many drawables there are (on 16 384 timelines 1.47 MB of the
   * root's 26.6 MB, 5.5 %); a prefix that ends inside that list is read again whole.
   */
  static final int UNLEARNED_FRACTION = 8;
  /** Fixed-point scale of the stored base-2 logarithms. */
  private static final double LOG_SCALE = 1 << 16;
  /** Per depth: nodes read, their drawables, the bytes these took, the sum of the bytes' logarithms. */
  private final AtomicLongArray nodes = new AtomicLongArray(DEPTHS);
  private final AtomicLongArray drawables = new AtomicLongArray(DEPTHS);
  private final AtomicLongArray bytes = new AtomicLongArray(DEPTHS);
  private final AtomicLongArray logBytes = new AtomicLongArray(DEPTHS);

  /**
   * The prefix to read of node {@code e} first, where the scan would read {@code scanPrefix} (0:
   * the whole block, as for leaves).
   */
  int prefixBytes(DirectoryEntry e, int scanPrefix) {
    int depth = e.id().depth();
    if (scanPrefix <= 0 || depth < 0 || depth >= DEPTHS) {
      return scanPrefix;
    }
    long n = nodes.get(depth);
    if (n == 0) {
      return Math.max(scanPrefix, unlearned(e));
    }
    double geometricMean = Math.pow(2, logBytes.get(depth) / LOG_SCALE / n);
    // never more than an unlearned node's first read: the reading thread's buffer, which grows to
    // at least twice its size, stays within a quarter of the largest block ({@link #bufferBytes})
    return (int) Math.min(clamp((long) (2 * geometricMean) + 512), Math.max(scanPrefix, unlearned(e)));
  }

  private static int unlearned(DirectoryEntry e) {
    return e.pointer().size() / UNLEARNED_FRACTION;
  }

  /**
   * About the most a decoding thread's block buffer grows to in a read of nodes whose largest block
   * is {@code largestBlock} bytes: twice the largest first read ({@link #UNLEARNED_FRACTION}), as
   * the reader grows it at least twofold; a read again for the drawables' count stays below that
   * unless they take most of the block. Room the heap keeps for it beside the statistics' own.
   */
  static long bufferBytes(long largestBlock) {
    return 2 * largestBlock / UNLEARNED_FRACTION;
  }

  /** {@link #bufferBytes(long)} of a read of the inner nodes of {@code directory} overlapping [start, end]. */
  static long bufferBytes(TreeDirectory directory, double start, double end) {
    long most = 0;
    for (DirectoryEntry e : directory.entries()) {
      if (e.id().depth() > 0 && e.box().overlaps(start, end)) {
        most = Math.max(most, e.pointer().size());
      }
    }
    return bufferBytes(most);
  }

  /**
   * The prefix node {@code e}, of {@code count} drawables, needs by the bytes per drawable of its
   * depth so far (a quarter more), else of every depth, else {@link #GUESSED_DRAWABLE_BYTES}.
   */
  int bytesFor(DirectoryEntry e, int count) {
    int depth = e.id().depth();
    long known = depth >= 0 && depth < DEPTHS ? drawables.get(depth) : 0;
    double each = known > 0 ? 1.25 * bytes.get(depth) / known : 0;
    if (known == 0) {
      long all = 0;
      long allBytes = 0;
      for (int d = 0; d < DEPTHS; d++) {
        all += drawables.get(d);
        allBytes += bytes.get(d);
      }
      each = all > 0 ? 1.25 * allBytes / all : GUESSED_DRAWABLE_BYTES;
    }
    return clamp((long) (HEAD_BYTES + count * each) + 512);
  }

  /** Node {@code e}'s {@code count} drawables took its block's first {@code drawableBytes}. */
  void learn(DirectoryEntry e, int count, int drawableBytes) {
    int depth = e.id().depth();
    if (depth >= 0 && depth < DEPTHS && drawableBytes > 0) {
      nodes.incrementAndGet(depth);
      drawables.addAndGet(depth, count);
      bytes.addAndGet(depth, drawableBytes);
      logBytes.addAndGet(depth, Math.round(LOG_SCALE * Math.log(drawableBytes) / Math.log(2)));
    }
  }

  private static int clamp(long prefix) {
    return (int) Math.min(Integer.MAX_VALUE, Math.max(MIN_BYTES, prefix));
  }
}
