package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.format.Slog2FormatException;

/**
 * Checks that what a block is about to be decoded into fits in the heap, before allocating it: a
 * valid file can still be too large for the heap Java was given (a million categories, a block of
 * 2 GiB), and that must be a clear refusal naming the file and block, not an OutOfMemoryError.
 */
public final class HeapBudget {
  /** Java cannot allocate an array quite this long ("Requested array size exceeds VM limit"). */
  public static final int MAX_ARRAY_BYTES = Integer.MAX_VALUE - 16;
  /** Below this nothing is checked: it would cost more than it saves on every node read. */
  private static final long UNCHECKED_BYTES = 1 << 20;

  private HeapBudget() {}

  /**
   * Throws when about {@code bytes} of heap are not free for {@code what}, found at {@code offset}
   * of {@code block} in {@code file}.
   */
  public static void require(long bytes, String file, String block, long offset, String what) throws Slog2FormatException {
    if (bytes <= UNCHECKED_BYTES || bytes <= freeHeap()) {
      return;
    }
    // Free heap counts garbage as used: collect once before refusing (rare: only near the limit).
    System.gc();
    long free = freeHeap();
    if (bytes <= free) {
      return;
    }
    throw new Slog2FormatException(file, block, offset, what + " need about " + megabytes(bytes)
        + " of memory, but only " + megabytes(free) + " of the " + megabytes(Runtime.getRuntime().maxMemory())
        + " Java heap are free (run Java with a larger -Xmx)");
  }

  /** Refuses an array of {@code bytes} that Java cannot allocate at all, then checks the heap. */
  public static void requireArray(long bytes, String file, String block, long offset) throws Slog2FormatException {
    if (bytes > MAX_ARRAY_BYTES) {
      throw new Slog2FormatException(file, block, offset, "a block of " + bytes
          + " bytes is larger than Java can hold in one array (" + MAX_ARRAY_BYTES + ")");
    }
    require(bytes, file, block, offset, "the block's " + bytes + " bytes");
  }

  private static long freeHeap() {
    Runtime rt = Runtime.getRuntime();
    return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
  }

  private static String megabytes(long bytes) {
    return (bytes + (1 << 20) - 1 >> 20) + " MB";
  }
}
