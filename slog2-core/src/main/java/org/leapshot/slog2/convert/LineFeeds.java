package org.leapshot.slog2.convert;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Finding the end of a line in raw bytes, for the line readers of the text formats. Eight bytes
 * at a time: trace lines are short, and a byte-by-byte search was the largest single cost of the
 * OTF reading thread.
 */
public final class LineFeeds {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long NEWLINES = 0x0a0a0a0a0a0a0a0aL;
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  /** Byte k (from the top) holds k: the top byte of its product with 1 << 8k (see {@link #byteIndex}). */
  private static final long BYTE_INDICES = 0x0001020304050607L;

  private LineFeeds() {}

  /**
   * The first LF in {@code b[from, to)}, or -1. The bit trick flags the bytes equal to LF; only
   * flags above the first true one can be false, and only the lowest flag is used.
   */
  public static int indexOf(byte[] b, int from, int to) {
    int i = from;
    for (; i + Long.BYTES <= to; i += Long.BYTES) {
      long w = (long) LONG.get(b, i) ^ NEWLINES;
      long flags = (w - ONES) & ~w & HIGH_BITS;
      if (flags != 0) {
        return i + byteIndex(flags);
      }
    }
    for (; i < to; i++) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  /**
   * Which byte holds the lowest flag of {@code flags} (flags only in bytes' high bits): the lowest
   * flag alone, moved to its byte's low bit, picks that byte's index out of {@link #BYTE_INDICES}.
   * Not {@code Long.numberOfTrailingZeros}, which the quick compiler the converter runs with calls
   * (a dozen branches) instead of using the processor's instruction; this is an and, a negation, a
   * shift and a multiplication, once per line.
   */
  static int byteIndex(long flags) {
    return (int) ((((flags & -flags) >>> 7) * BYTE_INDICES) >>> 56);
  }
}
