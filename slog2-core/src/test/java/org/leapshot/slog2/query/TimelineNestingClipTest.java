package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The clipped time of a state ({@link TimelineNesting#clip}, written without {@code Math.min} and
 * {@code max}) against the form it replaced, bit for bit: over times that are equal, zeros of
 * both signs and infinities as well as any other (never NaN: only drawables overlapping the range
 * are clipped).
 */
class TimelineNestingClipTest {
  private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 2.5, Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE};

  @Property(tries = 5000)
  void clipAsMinusOfMinAndMax(@ForAll @IntRange(min = 0, max = 15) int a, @ForAll @IntRange(min = 0, max = 15) int b,
      @ForAll @IntRange(min = 0, max = 15) int c, @ForAll @IntRange(min = 0, max = 15) int d, @ForAll double x,
      @ForAll double y) {
    Assume.that(!Double.isNaN(x) && !Double.isNaN(y));
    double s = pick(a, x, y);
    double e = pick(b, x, y);
    double start = pick(c, x, y);
    double end = pick(d, x, y);
    assertThat(Double.doubleToRawLongBits(TimelineNesting.clip(s, e, start, end)))
        .as("clip(%s, %s, %s, %s)", s, e, start, end)
        .isEqualTo(Double.doubleToRawLongBits(reference(s, e, start, end)));
  }

  /** A special value, or one of two drawn (so that times are often equal). */
  private static double pick(int k, double x, double y) {
    return k < SPECIAL.length ? SPECIAL[k] : k % 2 == 0 ? x : y;
  }

  private static double reference(double s, double e, double start, double end) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }
}
