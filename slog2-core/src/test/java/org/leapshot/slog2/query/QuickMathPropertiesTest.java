package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The raster's quick column is what Math.floor and Math.min give, zeros of two signs, NaN and infinities included. */
class QuickMathPropertiesTest {
  @Property(tries = 5000)
  void floorAtMostIsTheIntOfMathsFloorAndMin(@ForAll("columns") double x, @ForAll("lasts") int last) {
    assertThat(QuickMath.floorAtMost(x, last)).as(x + ", " + last)
        .isEqualTo((int) Math.min(last, Math.floor(x)));
  }

  /** Column positions: whole and fractional, near the int range's ends, and the special values. */
  @Provide
  Arbitrary<Double> columns() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE), Arbitraries.doubles().between(-5000, 5000),
        Arbitraries.integers().between(-5000, 5000).map(Integer::doubleValue),
        Arbitraries.of(-1.0, -0.5, -1e-300, 4095.0, 4095.999, 4096.0, (double) Integer.MIN_VALUE,
            Integer.MIN_VALUE - 0.5, Integer.MIN_VALUE - 1.0, Integer.MIN_VALUE + 0.5, (double) Integer.MAX_VALUE,
            Integer.MAX_VALUE + 0.5, -1e300, 1e300, Math.nextDown(0.0), Math.nextUp(-1.0)),
        Arbitraries.doubles().between(-3e9, 3e9));
  }

  @Provide
  Arbitrary<Integer> lasts() {
    return Arbitraries.oneOf(Arbitraries.of(-1, 0, 1, 4095, Integer.MAX_VALUE - 1, Integer.MAX_VALUE),
        Arbitraries.integers().between(-10, 10_000));
  }
}
