package org.leapshot.app.cli.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The fields of {@code stats}' text rows, appended as {@link java.util.Formatter} would write them
 * with {@code %Nd}, {@code %-Ns} and {@code %N.9f} in {@link java.util.Locale#ROOT}, without a
 * formatter per row: on the 16 384-timeline whole run (364 000 rows) {@code String.format} took
 * more time than working out the statistics. {@code %.9f} rounds the shortest decimal that names
 * the double ({@link Double#toString}) half up, which is what {@link #appendSeconds} does: in whole
 * nanoseconds as a long below 10^9 s, with {@link BigDecimal} above.
 */
final class FixedColumns {
  private FixedColumns() {}

  /** {@code %<width>d}: right-aligned. */
  static void appendRight(StringBuilder row, long value, int width) {
    int at = row.length();
    row.append(value);
    pad(row, at, width);
  }

  /** {@code %-<width>s}: left-aligned, never cut. */
  static void appendLeft(StringBuilder row, String text, int width) {
    row.append(text);
    for (int k = text.length(); k < width; k++) {
      row.append(' ');
    }
  }

  /** {@code %<width>.9f}: right-aligned, nine decimals, "NaN" and "Infinity" as words. */
  static void appendSeconds(StringBuilder row, double seconds, int width) {
    int at = row.length();
    if (Double.isNaN(seconds)) {
      row.append("NaN");
    } else if (Double.isInfinite(seconds)) {
      row.append(seconds > 0 ? "Infinity" : "-Infinity");
    } else {
      if (Double.doubleToRawLongBits(seconds) < 0) {
        row.append('-'); // -0.0 and what rounds to zero keep their sign, as the formatter's
      }
      double magnitude = Math.abs(seconds);
      if (magnitude < 1e9) {
        long nanos = roundedNanos(Double.toString(magnitude));
        String fraction = Long.toString(nanos % 1_000_000_000L);
        row.append(nanos / 1_000_000_000L).append('.').append("00000000", 0, 9 - fraction.length()).append(fraction);
      } else {
        row.append(new BigDecimal(Double.toString(magnitude)).setScale(9, RoundingMode.HALF_UP).toPlainString());
      }
    }
    pad(row, at, width);
  }

  /**
   * {@code decimal} (as {@link Double#toString} writes a number below 10^9: digits, a point, maybe an
   * exponent) in nanoseconds, its tenth decimal rounding half up.
   */
  private static long roundedNanos(String decimal) {
    int e = decimal.indexOf('E');
    int end = e < 0 ? decimal.length() : e;
    int exponent = e < 0 ? 0 : Integer.parseInt(decimal, e + 1, decimal.length(), 10);
    int wholeDigits = decimal.indexOf('.') + exponent + 9; // digits before the point once times 10^9
    if (wholeDigits < 0) {
      return 0; // below a tenth of a nanosecond
    }
    long nanos = 0;
    int digits = 0;
    for (int i = 0; i < end; i++) {
      char c = decimal.charAt(i);
      if (c == '.') {
        continue;
      }
      if (digits == wholeDigits) {
        return c >= '5' ? nanos + 1 : nanos;
      }
      nanos = 10 * nanos + (c - '0');
      digits++;
    }
    for (; digits < wholeDigits; digits++) {
      nanos *= 10;
    }
    return nanos;
  }

  /** Right-aligns what was appended from {@code at} in {@code width} characters. */
  private static void pad(StringBuilder row, int at, int width) {
    int missing = width - (row.length() - at);
    if (missing > 0) {
      row.insert(at, " ".repeat(missing));
    }
  }
}
