package org.leapshot.slog2.query;

/**
 * The checks of a read of a node's drawables from a prefix of its block ({@link StreamedNodeReader}):
 * that stops, to be read again longer ({@link PrefixTooShort}), before the decoder runs past the
 * prefix, which makes it read the whole block instead (shadows and all: 26 MB for the root of
 * 16 384 timelines, more than a 64 MB heap has room for beside the read).
 */
final class PrefixWatch {
  /**
   * Bytes before a prefix's end from which a drawable is taken as near it: several times what most
   * drawables take (a state of two vertices 33 bytes and its info), so that the next one rarely runs
   * past, and less than the room a prefix sized by the count leaves (512 bytes and a quarter).
   */
  static final int NEAR_END_BYTES = 256;
  /** Bytes of the block read first (0: all). */
  final int prefix;
  /** Whether the read is of a prefix, and stops before the decoder runs past it. */
  private final boolean checked;
  /** Whether the prefix was sized for the node's drawable count: not judged by that count again. */
  private final boolean sized;
  /** A drawable ending past this block position is near the prefix's end; none is when all is read. */
  private int watchFrom;
  /** The node's drawables, and those passed so far. */
  private int count;
  private int taken;

  PrefixWatch(int prefix, int blockBytes, boolean sized) {
    this.prefix = prefix;
    this.sized = sized;
    this.checked = prefix > 0 && prefix < blockBytes;
    this.watchFrom = checked ? prefix - NEAR_END_BYTES : Integer.MAX_VALUE;
  }

  /**
   * The node holds {@code drawables}, which take about {@code needed} bytes of its block: a prefix
   * not sized for them and surely too short is read again at once, not past a failed decode.
   */
  void begin(int drawables, int needed) {
    if (checked && !sized && needed > prefix) {
      throw new PrefixTooShort(needed);
    }
    count = drawables;
  }

  /** Whether the count is to be judged ({@link #begin}): spares working out what a prefix needs. */
  boolean judgesCount() {
    return checked && !sized;
  }

  /** The prefix was too short after all: the decoder reads the whole block, unwatched. */
  void wholeBlock() {
    taken = 0;
    watchFrom = Integer.MAX_VALUE;
  }

  /** A drawable that ends at block position {@code after} was decoded (taken or left out). */
  void passed(int after) {
    taken++;
    if (after > watchFrom) {
      nearEnd(after);
    }
  }

  /**
   * A drawable ends at {@code after}, near the prefix's end, and {@link #taken} of {@link #count}
   * are passed: a read that goes on would likely run past the prefix. So it is read again, with room
   * for the rest at the bytes per drawable so far, at least twice as long. (When the rest are the
   * nestless ones, already inside, that costs a read in vain.)
   */
  private void nearEnd(int after) {
    if (checked && taken < count) {
      long rest = (long) (count - taken) * after / Math.max(1, taken);
      throw new PrefixTooShort((int) Math.min(Integer.MAX_VALUE, Math.max(2L * prefix, after + rest + rest / 4)));
    }
  }

  /** A node's drawables surely (or likely) need more than the prefix read: {@code bytes} of its block. */
  static final class PrefixTooShort extends RuntimeException {
    final int bytes;

    PrefixTooShort(int bytes) {
      super(null, null, false, false); // a signal, not an error
      this.bytes = bytes;
    }
  }
}
