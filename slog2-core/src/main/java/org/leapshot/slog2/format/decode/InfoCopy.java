package org.leapshot.slog2.format.decode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Copies a drawable's info bytes between arrays; 8 to 16 bytes (most drawables of MPI traces) as two
 * longs. Why not {@link System#arraycopy} for those: its call into the copy stub was a sixth of
 * decoding a 64-rank leaf. Other lengths still go to it. Never reads or writes outside the ranges named.
 */
final class InfoCopy {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());

  private InfoCopy() {}

  /** Copies {@code src[from, from + length)} to {@code dst[at, at + length)}; the ranges must not overlap. */
  static void copy(byte[] src, int from, byte[] dst, int at, int length) {
    if (length >= Long.BYTES && length <= 2 * Long.BYTES) {
      // two longs, the second ending at the range's end (overlapping the first when shorter)
      long head = (long) LONG.get(src, from);
      long tail = (long) LONG.get(src, from + length - Long.BYTES);
      LONG.set(dst, at, head);
      LONG.set(dst, at + length - Long.BYTES, tail);
    } else {
      System.arraycopy(src, from, dst, at, length);
    }
  }
}
