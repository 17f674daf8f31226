package org.leapshot.app.cli.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The fields of {@code stats}' text rows, appended as {@link java.util.Formatter} would write them
 * with {@code %Nd}, {@code %-Ns} and {@code %N.9f} in {@link java.util.Locale#ROOT}, without a
 * formatter per row: on the 16 384-timeline whole run (364 000 rows) {@code String.format} took
 * more time than working out the statistics. {@code %.9f} rounds the shortest decimal that names
 * the double ({@link Double#toString}) half up, which is what {@link #appendSeconds} does with
 * {@link BigDecimal}.
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
      row.append(new BigDecimal(Double.toString(Math.abs(seconds))).setScale(9, RoundingMode.HALF_UP)
          .toPlainString());
    }
    pad(row, at, width);
  }

  /** Right-aligns what was appended from {@code at} in {@code width} characters. */
  private static void pad(StringBuilder row, int at, int width) {
    int missing = width - (row.length() - at);
    if (missing > 0) {
      row.insert(at, " ".repeat(missing));
    }
  }
}
