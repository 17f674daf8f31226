package org.leapshot.app.cli.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The report's numbers are written without java.util.Formatter, exactly as its %.Nf wrote them. */
class ConvertReportPrinterTest {

  @Property(tries = 3000)
  void fixedDecimalsAreFormattersForEveryDouble(@ForAll("doubles") double value, @ForAll @IntRange(min = 1, max = 2) int digits) {
    assertThat(ConvertReportPrinter.fixed(value, digits))
        .isEqualTo(String.format(Locale.ROOT, "%." + digits + "f", value));
  }

  @Test
  void halfwayCasesZeroesAndNonFiniteValues() {
    double[] values = {0.05, 0.15, 0.25, 0.125, 0.145, 1.005, 2.675, 9.95, 9.995, 99.95, -0.04, -0.0, 0.0, 1e-9, 1e21,
      123456789.125, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    for (double v : values) {
      for (int digits = 1; digits <= 2; digits++) {
        assertThat(ConvertReportPrinter.fixed(v, digits)).as(v + " to " + digits)
            .isEqualTo(String.format(Locale.ROOT, "%." + digits + "f", v));
      }
    }
  }

  @Provide
  Arbitrary<Double> doubles() {
    // Sizes, seconds and rates as the report has them, halfway cases (k/2000) and any double at all.
    return Arbitraries.oneOf(Arbitraries.doubles().between(0, 1e7).ofScale(4),
        Arbitraries.integers().between(0, 2_000_000).map(k -> k / 2000.0),
        Arbitraries.longs().map(Double::longBitsToDouble));
  }
}
