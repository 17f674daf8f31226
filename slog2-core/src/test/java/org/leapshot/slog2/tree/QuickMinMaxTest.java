package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The quick minimum and maximum are bit for bit Math.min and Math.max, zeros of two signs and NaN included. */
class QuickMinMaxTest {
  @Property(tries = 3000)
  void theyAreMathMinAndMax(@ForAll("values") double a, @ForAll("values") double b) {
    assertThat(Double.doubleToRawLongBits(QuickMinMax.min(a, b))).as(a + ", " + b)
        .isEqualTo(Double.doubleToRawLongBits(Math.min(a, b)));
    assertThat(Double.doubleToRawLongBits(QuickMinMax.max(a, b))).as(a + ", " + b)
        .isEqualTo(Double.doubleToRawLongBits(Math.max(a, b)));
  }

  @Provide
  Arbitrary<Double> values() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, 1.0), Arbitraries.doubles().between(-3, 3));
  }
}
