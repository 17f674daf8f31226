package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;

/**
 * Statistics worked out timeline by timeline from columns equal, bit for bit, those of the builder
 * before (approximate exclusive times apart, which are now held to what a timeline's states can
 * cover, within both answers' bounds) ({@link OldStatisticsBuilder}, which added objects to a table keyed by timeline and
 * category): approximate answers of windows at several resolutions and exact ones, on generated
 * files with up to hundreds of timelines, nesting four deep, composites and arrows, and whatever
 * the number of threads the timelines are shared among.
 */
class StatisticsBuilderEquivalenceTest {
  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 300),
        Arbitraries.integers().between(2, 40), Arbitraries.of(300, 600, 1500, 4000), Arbitraries.integers().between(2, 4))
        .as(Spec::new);
  }

  @Property(tries = 40)
  void sameAnswersAsTheBuilderBefore(@ForAll("specs") Spec spec) throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession s = TraceSession.open(file)) {
        Random random = new Random(spec.seed());
        TimeBox run = s.timeRange();
        checkApproximate(s, run.earliest(), run.latest(), TraceSession.APPROXIMATE_STATISTICS_PIXELS);
        for (int i = 0; i < 5; i++) {
          double a = run.earliest() + (random.nextDouble() * 1.3 - 0.2) * run.duration(); // some past the run
          double b = a + random.nextDouble() * run.duration();
          checkApproximate(s, a, b, ApproximateStatisticsTest.WIDTHS[random.nextInt(ApproximateStatisticsTest.WIDTHS.length)]);
        }
        OldStatisticsBuilder old = new OldStatisticsBuilder(run.earliest(), run.latest(), s.categories(),
            new MessageSizes(s.categories()));
        s.forEachDrawable(old::addDrawable); // the order the exact answer reads them in
        assertThat(s.statistics(run.earliest(), run.latest(), true)).isEqualTo(old.build());
        // timelines shared among more threads (chunks of 64) give the same answer
        try (TraceSession five = TraceSession.open(file, SessionOptions.DEFAULT.withThreads(5))) {
          assertThat(five.approximateStatistics(run.earliest(), run.latest()))
              .isEqualTo(s.approximateStatistics(run.earliest(), run.latest()));
        }
      }
    });
  }

  private static void checkApproximate(TraceSession s, double t0, double t1, int widthPx) throws IOException {
    if (s.sessionStatistics().streamed(t0, t1, widthPx)) { // a window of real drawables alone: the exact figures
      RangeStatistics exact = s.statistics(t0, t1, true);
      RangeStatistics actual = s.sessionStatistics().approximate(t0, t1, widthPx);
      assertThat(actual).as("[%s, %s] at %d px, streamed", t0, t1, widthPx).isEqualTo(exact);
      assertThat(actual.approximate()).isFalse();
      return;
    }
    WindowResult r = s.query(WindowQuery.lod(t0, t1, widthPx));
    OldStatisticsBuilder old = new OldStatisticsBuilder(t0, t1, s.categories(), new MessageSizes(s.categories()));
    r.drawables().forEach(old::addDrawable);
    r.shadows().forEach(old::addShadow);
    RangeStatistics expected = old.build();
    RangeStatistics actual = s.sessionStatistics().approximate(t0, t1, widthPx);
    String where = String.format("[%s, %s] at %d px", t0, t1, widthPx);
    // exclusive times now held to what a timeline's states can cover (StateTimeBudget): the rest is as before
    assertThat(withoutExclusive(actual.byTimeline())).as(where).isEqualTo(withoutExclusive(expected.byTimeline()));
    assertThat(actual.messages()).as(where).isEqualTo(expected.messages());
    assertThat(actual.bound().count()).isEqualTo(expected.bound().count());
    assertThat(actual.byTimeline().keySet()).containsExactlyElementsOf(expected.byTimeline().keySet());
    // both within their bounds of the exact figure, so within the two bounds of each other
    double apart = actual.bound().timelineSeconds() + expected.bound().timelineSeconds() + 1e-9 * (1 + Math.abs(t1));
    actual.byTimeline().forEach((line, cells) -> cells.forEach((cat, d) -> assertThat(d.exclusive())
        .as("%s line %d category %d", where, line, cat)
        .isCloseTo(expected.byTimeline().get(line).get(cat).exclusive(), within(apart))));
    // and within its own bound of the exact figure (the budget can move an estimate to one end of its
    // interval, so the stated bound is not always narrower than the old one: it is always sound)
    RangeStatistics exact = s.statistics(t0, t1, true);
    double slack = actual.bound().timelineSeconds() + 1e-9 * (1 + Math.abs(t1));
    actual.byTimeline().forEach((line, cells) -> cells.forEach((cat, d) -> assertThat(d.exclusive())
        .as("%s line %d category %d against exact", where, line, cat)
        .isCloseTo(exactExclusive(exact, line, cat), within(slack))));
  }

  /** A category the exact answer has no figure of on a timeline has none of its time there. */
  private static double exactExclusive(RangeStatistics exact, int line, int category) {
    DurationStats d = exact.byTimeline().getOrDefault(line, Map.of()).get(category);
    return d == null ? 0 : d.exclusive();
  }

  private static Map<Integer, Map<Integer, DurationStats>> withoutExclusive(Map<Integer, Map<Integer, DurationStats>> m) {
    Map<Integer, Map<Integer, DurationStats>> out = new TreeMap<>();
    m.forEach((line, cells) -> {
      Map<Integer, DurationStats> row = new TreeMap<>();
      cells.forEach((cat, d) -> row.put(cat, new DurationStats(d.count(), d.inclusive(), 0)));
      out.put(line, row);
    });
    return out;
  }
}
