package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * Streamed exact statistics in passes over groups of timelines ({@link RangeReader}, {@link
 * StatisticsLines#inPass}), for a heap too small for every timeline's figures at once (16 384
 * timelines at 64 MB): merged, the passes give the one read's answer bit for bit, of every timeline
 * or of those asked for; a heap too small even for the most passes is refused in one line.
 */
class StreamedPassesTest {

  @Property(tries = 40)
  void passesMergedGiveTheAnswerOfOneRead(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec,
      @ForAll @DoubleRange(min = -0.1, max = 1.0) double from, @ForAll @DoubleRange(min = 0, max = 1.2) double width,
      @ForAll @IntRange(min = 2, max = 16) int passes, @ForAll boolean some) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      StreamedNodeDecodeTest.withRange(spec, from, width, (session, start, end) -> {
        var categories = session.nodes().reader().categories();
        DrawableScan scan = new DrawableScan(session.nodes(), pool, 2);
        StatisticsLines lines = some ? StatisticsLines.of(new int[] {0, 2, 3, 5}) : null;
        List<RangeStatistics> parts = new ArrayList<>();
        for (int p = 0; p < passes; p++) {
          parts.add(StreamedRead.run(session.directory(), start, end, categories, new MessageSizes(categories), scan,
              () -> false, Long.MAX_VALUE, 1, StatisticsLines.inPass(lines, p, passes)));
        }
        RangeStatistics one = StreamedRead.run(session.directory(), start, end, categories,
            new MessageSizes(categories), scan, () -> false, Long.MAX_VALUE, 1, lines);
        assertThat(StatisticsPasses.merge(parts)).isEqualTo(one);
        assertThat(one).isEqualTo(some ? session.statistics(start, end, true, new int[] {0, 2, 3, 5})
            : session.statistics(start, end, true));
      });
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * A heap that holds about a quarter of the timelines' figures beside the reading buffers and the
   * answers, too
   * little for one read, is read in passes (after asking once for the heap after a collection)
   * with the one read's answer; one that holds nothing beside the buffers is refused in one line
   * that says what to do.
   */
  @Test
  void aHeapTooSmallForEveryTimelineIsReadInPassesOrRefused() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      RangeStatistics whole = s.statistics(run.earliest(), run.latest(), true);
      int timelines = whole.byTimeline().size();
      long perTimeline = ExactStatisticsMemory.heldPerTimeline(s.categories().size())
          * ExactStatisticsMemory.BYTES_PER_HELD;
      long largest = 0;
      for (var e : s.directory().entries()) {
        largest = e.id().depth() > 0 ? Math.max(largest, e.pointer().size()) : largest;
      }
      long buffers = SessionOptions.DEFAULT.threads() * InnerPrefixes.bufferBytes(largest);
      // a budget for about a quarter of the timelines, and room for the answers of the passes
      long quarter = buffers + timelines * (perTimeline / 2 + ExactStatisticsMemory.answerBytesPerTimeline(
          s.categories().size()));

      var categories = s.nodes().reader().categories();
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        DrawableScan scan = new DrawableScan(s.nodes(), pool, 2);
        assertThatThrownBy(() -> StreamedRead.run(s.directory(), run.earliest(), run.latest(), categories,
            new MessageSizes(categories), scan, () -> false, ExactStatisticsMemory.heldBudget(quarter - buffers), 1))
            .isInstanceOf(NotStreamable.class).hasMessageContaining("held");
      } finally {
        pool.shutdownNow();
      }
      int[] asked = {0};
      assertThat(s.sessionStatistics().exact(run.earliest(), run.latest(), quarter, () -> {
        asked[0]++;
        return quarter;
      })).isEqualTo(whole);
      assertThat(asked[0]).isEqualTo(1);

      assertThatThrownBy(() -> s.sessionStatistics().exact(run.earliest(), run.latest(), buffers, () -> buffers))
          .isInstanceOf(IOException.class).hasMessageContaining("16 passes over groups of timelines")
          .hasMessageContaining("-Xmx").hasMessageNotContaining("\n");
    }
  }

  /** 64 timelines of a generated run. */
  private static final Path FILE = SharedData.testdata("reference-converted/gen-r64_2M_21.slog2");

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }
}
