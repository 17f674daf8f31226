package org.leapshot.slog2.convert.text;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import java.util.Arrays;

/**
 * The library parser's doubles for the decimals {@link DecimalFastPath} leaves to it because their
 * power of ten is beyond its range, remembered by their mantissa and power of ten: a value that
 * comes again is not parsed again. Such values repeat, as the same residual appears on every
 * timeline: 100 MB of a generated 64-rank trace holds 36 352 of them with 567 different texts, and
 * 192 are numbers the library's own fast algorithm cannot round, for which it builds a string and
 * calls {@link Double#parseDouble}; that made the quick compiler compile the JDK's big-number
 * parsing (a 9.6 kB method among them) for those 192 calls.
 *
 * <p>A number is m × 10^p with m below 2^53, exactly; the correctly rounded double of that is the
 * library's answer for any text of it, so a remembered answer is the one the library would give.
 * One slot per key hash (the newer answer wins): the repeats come close together. An instance
 * belongs to one reading thread.
 */
final class LibraryDecimals {
  private static final int SLOT_BITS = 10;
  /** A power no slot holds: the decimal path's powers are those of at most 18 digits and 3 exponent digits. */
  private static final int EMPTY = Integer.MIN_VALUE;

  private long[] mantissas;
  private int[] powers;
  private double[] values;

  /**
   * The double of {@code b[from, to)}, a decimal {@code decimals} has just read whole and left to the
   * library for its power of ten alone ({@link DecimalFastPath#beyondPowers()}).
   */
  double parse(DecimalFastPath decimals, byte[] b, int from, int to) {
    long m = decimals.mantissa();
    int p = decimals.power();
    if (powers == null) {
      mantissas = new long[1 << SLOT_BITS];
      powers = new int[1 << SLOT_BITS];
      values = new double[1 << SLOT_BITS];
      Arrays.fill(powers, EMPTY);
    }
    int slot = (int) ((m * 0x9E3779B97F4A7C15L + p) >>> (Long.SIZE - SLOT_BITS));
    if (powers[slot] == p && mantissas[slot] == m) {
      return values[slot];
    }
    double v = JavaDoubleParser.parseDouble(b, from, to - from);
    mantissas[slot] = m;
    powers[slot] = p;
    values[slot] = v;
    return v;
  }
}
