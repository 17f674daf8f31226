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
        return i + (Long.numberOfTrailingZeros(flags) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (b[i] == '\n') {
        return i;
      }
    }
    return -1;
  }
}
