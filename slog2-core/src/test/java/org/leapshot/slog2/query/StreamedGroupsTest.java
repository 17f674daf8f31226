package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Streamed exact statistics ({@link StreamedRead}) worked out in one group of timelines or in
 * several, each on a thread of its own: the same answer bit for bit, as a session gives one group
 * on two threads and more on larger machines.
 */
class StreamedGroupsTest {

  @Property(tries = 40)
  void anyNumberOfGroupsGivesTheAnswerOfOne(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec,
      @ForAll @DoubleRange(min = -0.1, max = 1.0) double from, @ForAll @DoubleRange(min = 0, max = 1.2) double width,
      @ForAll @IntRange(min = 2, max = 4) int groups) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      StreamedNodeDecodeTest.withRange(spec, from, width, (session, start, end) -> {
        var categories = session.nodes().reader().categories();
        DrawableScan scan = new DrawableScan(session.nodes(), pool, 2);
        RangeStatistics one = StreamedRead.run(session.directory(), start, end, categories,
            new MessageSizes(categories), scan, () -> false, Long.MAX_VALUE, 1);
        RangeStatistics many = StreamedRead.run(session.directory(), start, end, categories,
            new MessageSizes(categories), scan, () -> false, Long.MAX_VALUE, groups);
        assertThat(many).isEqualTo(one);
        assertThat(one).isEqualTo(session.statistics(start, end, true));
      });
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * What the groups hold is counted together against one budget: a read of one timeline (all in
   * one group, the others idle) within a budget of its drawables, its figures and its message pairs
   * streams in any number of groups, as it does in one. Split evenly, each group had a share, and the
   * read was refused on machines with more cores.
   */
  @Property(tries = 30)
  void theGroupsShareOneBudget(@ForAll("oneTimeline") GeneratedFilePropertiesTest.Spec spec,
      @ForAll @IntRange(min = 2, max = 4) int groups) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      StreamedNodeDecodeTest.withRange(spec, -0.1, 1.2, (session, start, end) -> {
        var categories = session.nodes().reader().categories();
        DrawableScan scan = new DrawableScan(session.nodes(), pool, 2);
        long drawables = session.forEachDrawable(d -> {});
        // and its figures, and its message pairs as each of the two decoding threads may sum them
        long pairs = 2 * HeldBudget.HELD_PER_MESSAGE_PAIR * session.statistics(start, end, true).messages().size();
        long budget = drawables + ExactStatisticsMemory.heldPerTimeline(categories.size()) + pairs;
        RangeStatistics many = StreamedRead.run(session.directory(), start, end, categories,
            new MessageSizes(categories), scan, () -> false, budget, groups);
        assertThat(many).isEqualTo(session.statistics(start, end, true));
      });
    } finally {
      pool.shutdownNow();
    }
  }

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> oneTimeline() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(20, 60), Arbitraries.of(300, 1500),
        Arbitraries.integers().between(2, 4)).as((seed, items, leaf, children) ->
            new GeneratedFilePropertiesTest.Spec(seed, 1, items, leaf, children));
  }

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }
}
