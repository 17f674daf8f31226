package org.leapshot.slog2.convert.paraver;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Decimal digits eight at a time in a little-endian word of text (SWAR): how many bytes from the
 * first are digits, and their value. A Paraver record is a dozen decimal fields, so parsing them
 * byte by byte was half the reading thread's time.
 *
 * <p>Each method stays under 35 bytes of bytecode: {@code convert} runs with the quick compiler
 * only, which inlines no larger method, and {@link Long#numberOfTrailingZeros} is not one of its
 * intrinsics (two calls of a loop per field), hence the multiply-and-look-up for the first byte.
 */
final class DecimalDigits {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_NIBBLES = 0xF0F0F0F0F0F0F0F0L;
  private static final long SIXES = 0x0606060606060606L;
  private static final long ALL_DIGITS = 0x3333333333333333L;
  private static final long ZEROS = 0x3030303030303030L;
  /** A de Bruijn sequence: the top six bits of it times 2^k differ for k = 0..63. */
  private static final long DE_BRUIJN = 0x03f79d71b4ca8b09L;
  private static final byte[] BYTE_OF_BIT = new byte[64];

  static {
    for (int k = 0; k < 64; k++) {
      BYTE_OF_BIT[(int) ((DE_BRUIJN << k) >>> 58)] = (byte) (k >>> 3);
    }
  }

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
    long other = nonDigits(w);
    return other == 0 ? Long.BYTES : lowestByte(other);
  }

  /** Nonzero bits in the bytes of {@code w} that are not digits (and maybe in later ones). */
  private static long nonDigits(long w) {
    return ((w & HIGH_NIBBLES) | (((w + SIXES) & HIGH_NIBBLES) >>> 4)) ^ ALL_DIGITS;
  }

  /** The index of the lowest byte with a set bit in {@code x}, not 0. */
  private static int lowestByte(long x) {
    return BYTE_OF_BIT[(int) (((x & -x) * DE_BRUIJN) >>> 58)];
  }

  /**
   * The value of the first {@code n} (1 to 8) bytes of {@code w}, all digits: moved to the top
   * bytes (leading zeros below), then pairs, quads and octets combined by three multiplications.
   */
  static long value(long w, int n) {
    return octets(quads((w - ZEROS) << (Long.SIZE - 8 * n)));
  }

  private static long quads(long d) {
    d = ((d & 0x0F0F0F0F0F0F0F0FL) * 2561) >>> 8;
    return ((d & 0x00FF00FF00FF00FFL) * 6553601) >>> 16;
  }

  private static long octets(long d) {
    return ((d & 0x0000FFFF0000FFFFL) * 42949672960001L) >>> 32;
  }
}
