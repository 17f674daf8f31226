package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;

/**
 * Approximate statistics whose level-of-detail window is answered from real drawables alone (so
 * exact), even within a heap too small to hold every drawable of the window: worked out streaming, never
 * through a window result (which loads its nodes into the session's cache and holds every drawable
 * at once: the 4 096-timeline trace's whole run ran out of memory at -Xmx64m), and the same figures
 * as the exact answer, bit for bit, for the file's states.
 */
class ApproximateStatisticsHeapTest {
  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 40),
        Arbitraries.integers().between(5, 80), Arbitraries.of(300, 1500, 4000), Arbitraries.integers().between(2, 4))
        .as(Spec::new);
  }

  @Property(tries = 40)
  void aWindowOfDrawablesAloneIsStreamedWithinASmallHeap(@ForAll("specs") Spec spec) throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession s = TraceSession.open(file)) {
        TimeBox run = s.timeRange();
        double a = run.earliest();
        double b = run.latest();
        RangeStatistics window = s.sessionStatistics().approximate(a, b, TraceSession.APPROXIMATE_STATISTICS_PIXELS);
        long cached = s.cachedBytes();
        boolean drawablesAlone = s.sessionStatistics().streamed(a, b, TraceSession.APPROXIMATE_STATISTICS_PIXELS);
        assertThat(cached > 0).as("a window's nodes are cached, a stream's are not").isEqualTo(!drawablesAlone);
        // just less heap than the window's nodes could need (and more than streaming holds)
        long small = s.bytesOverlapping(a, b) / ExactStatisticsMemory.MIN_FILE_BYTES_PER_ITEM
            * ExactStatisticsMemory.BYTES_PER_ITEM - 1;
        try (TraceSession fresh = TraceSession.open(file)) {
          RangeStatistics got = null;
          try {
            got = fresh.sessionStatistics().approximateWithin(a, b, small);
          } catch (ExactStatisticsMemory.TooBig e) {
            // a heap of a few kilobytes may not even hold the timelines' running figures (about a
            // kilobyte each): refused in one line, never loaded into the cache
            Statistics.label("outcome").collect("refused");
            assertThat(e.getMessage()).startsWith("exact statistics of ").doesNotContain("\n");
            assertThat(fresh.cachedBytes()).isZero();
          }
          boolean streamed = fresh.cachedBytes() == 0;
          if (got == null) {
            assertThat(window.approximate()).as("only a window of drawables alone is streamed").isFalse();
          } else if (streamed) {
            Statistics.label("outcome").collect("streamed");
            assertThat(window.approximate()).as("a window of drawables alone").isFalse();
            RangeStatistics exact = fresh.statistics(a, b, true);
            assertThat(got.approximate()).isFalse();
            assertThat(got.byTimeline()).isEqualTo(exact.byTimeline());
            assertThat(got.messages()).isEqualTo(exact.messages());
          } else {
            Statistics.label("outcome").collect("window");
            assertThat(window.approximate()).as("a window with shadows").isTrue();
            assertThat(got.byTimeline()).isEqualTo(window.byTimeline());
          }
        }
        // with room for every drawable, drawables alone are still streamed (a window result would
        // hold them twice and cost more); a window with shadows is the window's, as before
        try (TraceSession fresh = TraceSession.open(file)) {
          RangeStatistics roomy = fresh.sessionStatistics().approximateWithin(a, b, Long.MAX_VALUE / 4);
          assertThat(fresh.cachedBytes() > 0).as("cached").isEqualTo(!drawablesAlone);
          assertThat(roomy.byTimeline()).isEqualTo(window.byTimeline());
          assertThat(roomy.messages()).isEqualTo(window.messages());
          if (drawablesAlone) {
            assertThat(roomy).isEqualTo(fresh.statistics(a, b, true));
          }
        }
      }
    });
    Statistics.label("outcome").coverage(c -> c.check("streamed").percentage(p -> p >= 25));
  }
}
