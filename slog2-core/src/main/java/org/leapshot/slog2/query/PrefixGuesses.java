package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * How many of a node block's first bytes to read for its drawables alone (they come before its
 * child shadow buffers), guessed per size class of blocks (powers of two): the largest drawables
 * part seen in a block of that class, plus a quarter (at least {@link #INITIAL_BYTES}). One guess
 * for every block was the largest of all: on 4 096 timelines the root's 0.8 MB of drawables made
 * every inner node read 1 MB, where most need a few kB (a zoom read 13.5 MB for 3.4 MB of
 * drawables). Blocks of one class are of one level or a few neighbouring ones, whose largest
 * drawables parts are alike.
 */
final class PrefixGuesses {
  /** The guess for a class of blocks under {@link #FRACTION_FROM_BYTES} no block of which was read yet. */
  static final int INITIAL_BYTES = 16 << 10;
  /**
   * For a class of larger blocks no block of which was read yet, the guess is the block's size over
   * {@link #FIRST_FRACTION}: inner nodes' drawables took 0.3 to 16 % of their blocks in traces of 64
   * and 4 096 timelines, and a fresh session's first zoom reads its largest nodes first, before any
   * guess (from 16 kB on, a 6.2 MB root with 0.8 MB of drawables took reads of 64, 256 and 1 024 kB
   * too). Smaller blocks, as those of 64 timelines (65 to 450 kB with 6 to 14 kB of drawables),
   * start at {@link #INITIAL_BYTES}.
   */
  static final int FRACTION_FROM_BYTES = 512 << 10;
  static final int FIRST_FRACTION = 4;
  /** Per class ({@code 31 - numberOfLeadingZeros(size)}): the guess, 0 while none. */
  private final AtomicIntegerArray guesses = new AtomicIntegerArray(Integer.SIZE);

  /** Bytes to read first of a block of {@code blockBytes}. */
  int guess(int blockBytes) {
    int g = guesses.get(sizeClass(blockBytes));
    // never under the first guess: the nodes of a class differ (none to 70 kB of drawables in blocks of
    // 256 to 512 KiB on 4 096 timelines), and each prefix too short is a decode in vain and an exception
    return g > 0 ? Math.max(g, INITIAL_BYTES) : blockBytes >= FRACTION_FROM_BYTES ? blockBytes / FIRST_FRACTION
        : INITIAL_BYTES;
  }

  /** Notes that a block of {@code blockBytes} held its header and drawables in its first {@code drawableBytes}. */
  void seen(int blockBytes, int drawableBytes) {
    int wanted = (int) Math.min(Integer.MAX_VALUE, drawableBytes + (long) drawableBytes / 4);
    int c = sizeClass(blockBytes);
    if (wanted > guesses.get(c)) {
      guesses.accumulateAndGet(c, wanted, Math::max);
    }
  }

  private static int sizeClass(int blockBytes) {
    return 31 - Integer.numberOfLeadingZeros(Math.max(1, blockBytes));
  }
}
