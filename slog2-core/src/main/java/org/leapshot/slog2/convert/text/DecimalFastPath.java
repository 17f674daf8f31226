package org.leapshot.slog2.convert.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The usual number of a text trace, {@code 0.022190665} or {@code 1.3993e+00}, to the double that
 * {@link Double#parseDouble} gives, in one pass over the bytes: when the digits without the point
 * make an integer below 2^53 and the power of ten that scales it is at most 22, both are exact
 * doubles and one IEEE multiplication or division rounds their product or quotient correctly
 * (Clinger's fast path). Anything else (more digits, a larger exponent, hexadecimal, a type
 * suffix, a word) is left to the full parser: {@link #parse} then answers NaN. An instance
 * belongs to one reading thread ({@link #parsePrefix} keeps where it stopped).
 *
 * <p>Why not the library parser every time: the converter runs with the quick compiler only, which
 * keeps the library's layers of calls, and times are most of a trace's bytes.
 */
final class DecimalFastPath {
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long EXACT = 1L << 53;
  /** Most digits whose value a long holds whatever they are. */
  private static final int MAX_DIGITS = 18;
  private static final double[] POWERS = new double[23];

  static {
    double p = 1;
    for (int i = 0; i < POWERS.length; i++) {
      POWERS[i] = p;
      p *= 10;
    }
  }

  /** Where the last {@link #parsePrefix} stopped reading. */
  private int stop;
  /**
   * Whether the last NaN of {@link #parsePrefix} was only for a power of ten beyond 10^±22, with
   * the value then {@link #mantissa} times ten to the {@link #power}. Set in the NaN branches only,
   * so that the usual number costs no store more.
   */
  private boolean beyondPowers;
  private long mantissa;
  private int power;

  /** The value of {@code b[from, to)} if it is a plain decimal this path can round exactly, else NaN. */
  static double parse(byte[] b, int from, int to) {
    DecimalFastPath p = new DecimalFastPath();
    double v = p.parsePrefix(b, from, to);
    return p.stop == to ? v : Double.NaN;
  }

  /**
   * Reads the plain decimal that starts at {@code from} as far as it goes (not past {@code to}):
   * its value if this path can round it exactly, else NaN; {@link #stop()} is where reading
   * stopped. A caller that knows which bytes end a token thus parses it in one pass instead of
   * finding its end first: if the byte at the stop ends the token, the value is {@link #parse}'s
   * for the token.
   */
  double parsePrefix(byte[] b, int from, int to) {
    int i = from;
    boolean negative = false;
    if (i < to && (b[i] == '-' || b[i] == '+')) {
      negative = b[i] == '-';
      i++;
    }
    // The integer digits, then the fraction's: no test of a point per digit, and no overflow test
    // (at most 18 digits fit a long; more are left to the full parser, as are mantissas from 2^53).
    long m = 0;
    int first = i;
    for (; i < to; i++) {
      int d = b[i] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      m = m * 10 + d;
    }
    int digits = i - first;
    int scale = 0;
    if (i < to && b[i] == '.') {
      first = ++i;
      // Eight fraction digits at a time while they last (a trace's times have nine): one read and a
      // few multiplications instead of eight turns of the loop below.
      for (long w; i + Long.BYTES <= to && eightDigits(w = (long) LONG.get(b, i)); i += Long.BYTES) {
        m = m * 100_000_000L + eightDigitsValue(w);
      }
      for (; i < to; i++) {
        int d = b[i] - '0';
        if (d < 0 || d > 9) {
          break;
        }
        m = m * 10 + d;
      }
      scale = first - i;
      digits -= scale;
    }
    if (digits == 0 || digits > MAX_DIGITS || m >= EXACT) {
      stop = i;
      beyondPowers = false;
      return Double.NaN;
    }
    if (i < to && (b[i] == 'e' || b[i] == 'E')) {
      int e = exponent(b, i + 1, to);
      if (e == Integer.MIN_VALUE) {
        beyondPowers = false;
        return Double.NaN;
      }
      scale += e;
      i = stop;
    }
    stop = i;
    double v;
    if (m == 0) {
      v = 0;
    } else if (scale >= 0 && scale < POWERS.length) {
      v = m * POWERS[scale];
    } else if (scale < 0 && -scale < POWERS.length) {
      v = m / POWERS[-scale];
    } else {
      beyondPowers = true;
      mantissa = negative ? -m : m;
      power = scale;
      return Double.NaN;
    }
    return negative ? -v : v;
  }

  /**
   * After a {@link #parsePrefix} that answered NaN: whether only the power of ten was beyond this
   * path (a mantissa below 2^53 times ten to a power outside ±22), the number being then {@link
   * #mantissa()} × 10^{@link #power()}, exactly: the key under which {@link LibraryDecimals}
   * remembers the library's answer.
   */
  boolean beyondPowers() {
    return beyondPowers;
  }

  /** The mantissa of the last number {@link #beyondPowers()}, negative for a negative number (never 0). */
  long mantissa() {
    return mantissa;
  }

  /** The power of ten of the last number {@link #beyondPowers()}. */
  int power() {
    return power;
  }

  /**
   * The float that {@link Float#parseFloat} gives for {@code b[from, to)} if it is a plain decimal
   * whose value is an integer of at most 7 digits times 10^-10 to 10^10, else NaN. Such a value is
   * one multiplication or division of two exact floats (an integer below 2^24, a power of ten up
   * to 10^10); {@link #parsePrefix} rounds it to a double, and narrowing that rounds as the float
   * operation would, since a double has more than twice a float's digits plus two (no double
   * rounding). A label's {@code %e} values are such, as printed with C's default six decimals.
   */
  float parseFloat(byte[] b, int from, int to) {
    double v = parsePrefix(b, from, to);
    if (v != v || stop != to) {
      return Float.NaN;
    }
    int i = from;
    if (b[i] == '-' || b[i] == '+') {
      i++;
    }
    int digits = 0; // from the first nonzero one
    int trailingZeros = 0;
    int fraction = 0;
    boolean inFraction = false;
    for (; i < to && b[i] != 'e' && b[i] != 'E'; i++) {
      if (b[i] == '.') {
        inFraction = true;
        continue;
      }
      if (b[i] != '0') {
        trailingZeros = 0;
        digits++;
      } else if (digits > 0) {
        trailingZeros++;
        digits++;
      }
      if (inFraction) {
        fraction++;
      }
    }
    // The integer without its trailing zeros, and the power of ten they add to.
    int scale = (i < to ? exponent(b, i + 1, to) : 0) - fraction + trailingZeros;
    digits -= trailingZeros;
    if (scale > 10) {
      digits += scale - 10; // the integer takes the excess as zeros
      scale = 10;
    }
    return digits <= 7 && scale >= -10 ? (float) v : Float.NaN;
  }

  /** Whether the eight bytes of {@code w} (read little-endian) are all ASCII digits. */
  private static boolean eightDigits(long w) {
    // High nibble 3, and still 3 after adding 6 (no byte above '9'); a byte from 0xFA, whose +6
    // would carry into the next, already fails the first test.
    return ((w & 0xF0F0F0F0F0F0F0F0L) | (((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) >>> 4))
        == 0x3333333333333333L;
  }

  /** The value of eight ASCII digits read little-endian (the first digit in the lowest byte). */
  private static long eightDigitsValue(long w) {
    long v = w - 0x3030303030303030L;
    v = v * 10 + (v >>> 8); // each byte: ten times its digit plus the next one's
    return (((v & 0x000000FF000000FFL) * (100 + (1_000_000L << 32)))
        + (((v >>> 16) & 0x000000FF000000FFL) * (1 + (10_000L << 32)))) >>> 32;
  }

  /** Where the last {@link #parsePrefix} stopped reading. */
  int stop() {
    return stop;
  }

  /**
   * A signed decimal exponent of one to three digits from {@code from}, ending where the digits
   * end ({@link #stop} set there), else MIN_VALUE.
   */
  private int exponent(byte[] b, int from, int to) {
    int i = from;
    boolean negative = false;
    if (i < to && (b[i] == '-' || b[i] == '+')) {
      negative = b[i] == '-';
      i++;
    }
    int first = i;
    int e = 0;
    for (; i < to && i - first <= 3; i++) {
      int d = b[i] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      e = e * 10 + d;
    }
    stop = i;
    if (i == first || i - first > 3) {
      return Integer.MIN_VALUE;
    }
    return negative ? -e : e;
  }
}
