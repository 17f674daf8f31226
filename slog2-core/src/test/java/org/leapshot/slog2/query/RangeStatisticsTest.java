package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.leapshot.slog2.model.TimeBox;

/**
 * Range statistics on the real files: exact ones against a naive quadratic computation, approximate
 * ones within their stated bound of the exact ones.
 */
class RangeStatisticsTest {

  @AfterContainer
  static void closeAll() throws IOException {
    RealFileWindowPropertiesTest.closeAll();
  }

  @Provide
  Arbitrary<String> files() {
    return Arbitraries.of(RealFileWindowPropertiesTest.FILES);
  }

  @Provide
  Arbitrary<Double> fractions() {
    return Arbitraries.doubles().between(-0.1, 1.1);
  }

  @Property(tries = 200)
  void exactStatisticsMatchNaiveComputation(@ForAll("files") String file, @ForAll("fractions") double a,
      @ForAll("fractions") double b) throws IOException {
    TraceSession s = RealFileWindowPropertiesTest.session(file);
    TimeBox run = s.timeRange();
    double t0 = run.earliest() + Math.min(a, b) * run.duration();
    double t1 = run.earliest() + Math.max(a, b) * run.duration();
    RangeStatistics st = s.statistics(t0, t1, true);
    assertThat(st.approximate()).isFalse();
    RangeStatistics expected = NaiveStatistics.of(t0, t1, s.categories(), RealFileWindowPropertiesTest.all(file));
    GeneratedFilePropertiesTest.assertStatisticsEqual(st, expected, 1e-9 * Math.max(1, run.duration()));
  }

  @Provide
  Arbitrary<Integer> widths() {
    return Arbitraries.of(ApproximateStatisticsTest.WIDTHS);
  }

  @Property(tries = 60)
  void approximateStatisticsWithinTheirBound(@ForAll("files") String file, @ForAll("fractions") double a,
      @ForAll("fractions") double b, @ForAll("widths") int width) throws IOException {
    TraceSession s = RealFileWindowPropertiesTest.session(file);
    TimeBox run = s.timeRange();
    ApproximateStatisticsTest.checkWithinBound(s, run.earliest() + Math.min(a, b) * run.duration(),
        run.earliest() + Math.max(a, b) * run.duration(), width);
  }
}
