package org.leapshot.app.cli.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The text rows' fields are what {@code String.format} writes for the same specifiers, in Locale.ROOT. */
class FixedColumnsTest {
  @Property(tries = 3000)
  void secondsAsFormatted(@ForAll("seconds") double seconds, @ForAll @IntRange(min = 0, max = 30) int width) {
    StringBuilder row = new StringBuilder("x");
    FixedColumns.appendSeconds(row, seconds, width);
    String format = width == 0 ? "x%.9f" : "x%" + width + ".9f";
    assertThat(row).hasToString(String.format(Locale.ROOT, format, seconds));
  }

  @Property(tries = 500)
  void integersAndNamesAsFormatted(@ForAll long value, @ForAll String name,
      @ForAll @IntRange(min = 1, max = 30) int width) {
    StringBuilder row = new StringBuilder();
    FixedColumns.appendRight(row, value, width);
    FixedColumns.appendLeft(row, name, width);
    assertThat(row).hasToString(String.format(Locale.ROOT, "%" + width + "d%-" + width + "s", value, name));
  }

  /** Any double, times of a run (nanoseconds to hours), halves of the ninth decimal and the special values. */
  @Provide
  Arbitrary<Double> seconds() {
    return Arbitraries.oneOf(
        Arbitraries.doubles(),
        Arbitraries.longs().map(Double::longBitsToDouble),
        Arbitraries.doubles().between(-1e5, 1e5),
        Arbitraries.longs().between(-1_000_000_000_000L, 1_000_000_000_000L).map(n -> (n + 0.5) / 1e9),
        Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, 5e-10, -5e-10, 4.9999999999e-10, 0.9999999995, 1.0000000005));
  }
}
