package org.leapshot.slog2.convert.paraver;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Decimal digits eight at a time in a little-endian word of text (SWAR): how many bytes from the
 * first are digits, and their value. A Paraver record is a dozen decimal fields, so parsing them
 * byte by byte was half the reading thread's time.
 */
final class DecimalDigits {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_NIBBLES = 0xF0F0F0F0F0F0F0F0L;
  private static final long SIXES = 0x0606060606060606L;
  private static final long ALL_DIGITS = 0x3333333333333333L;
  private static final long ZEROS = 0x3030303030303030L;

  static final long[] POWERS_OF_TEN = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
      100_000_000L};

  private DecimalDigits() {}

  /** Eight bytes of {@code b} from {@code at}, the first in the lowest byte. */
  static long word(byte[] b, int at) {
    return (long) LONG.get(b, at);
  }

  /**
   * How many bytes from the lowest are '0'..'9' (0 to 8). A digit byte has high nibble 3 and stays
   * so when 6 is added; any other byte differs in one of the two. Carries and borrows run only
   * from a lower byte to a higher one, so they can spoil bytes after the first non-digit only.
   */
  static int leadingDigits(long w) {
    long t = (w & HIGH_NIBBLES) | (((w + SIXES) & HIGH_NIBBLES) >>> 4);
    long other = t ^ ALL_DIGITS;
    return other == 0 ? Long.BYTES : Long.numberOfTrailingZeros(other) >>> 3;
  }

  /**
   * The value of the first {@code n} (1 to 8) bytes of {@code w}, all digits: moved to the top
   * bytes (leading zeros below), then pairs, quads and octets combined by three multiplications.
   */
  static long value(long w, int n) {
    long d = (w - ZEROS) << (Long.SIZE - 8 * n);
    d = ((d & 0x0F0F0F0F0F0F0F0FL) * 2561) >>> 8;
    d = ((d & 0x00FF00FF00FF00FFL) * 6553601) >>> 16;
    return ((d & 0x0000FFFF0000FFFFL) * 42949672960001L) >>> 32;
  }
}
