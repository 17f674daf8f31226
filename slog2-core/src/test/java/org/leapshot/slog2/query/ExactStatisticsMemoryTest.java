package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * Exact statistics stream in a small part of the heap that keeping every drawable needs; kept (a
 * file that cannot be streamed), a range whose drawables would not fit in the Java heap is read in
 * passes over groups of timelines, with the same answer as one pass, and when even those would not
 * fit it is refused in one line before the range is read.
 */
class ExactStatisticsMemoryTest {
  private static final Path FILE = SharedData.testdata("reference-converted/gen-r64_2M_21.slog2");

  @Property(tries = 12)
  void inPassesTheSameAnswerAsInOne(@ForAll @IntRange(min = 2, max = 10) int share) throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      long drawables = s.forEachDrawable(d -> { });
      long heap = drawables * ExactStatisticsMemory.BYTES_PER_ITEM / share; // a share of what one pass needs
      assertThat(ExactStatisticsMemory.passes(drawables, 64, heap, RangeReader.MAX_PASSES)).isGreaterThan(1);
      double a = run.earliest() + run.duration() * (share % 3) / 10;
      assertThat(s.sessionStatistics().kept(a, run.latest(), heap)).isEqualTo(s.statistics(a, run.latest(), true));
    }
  }

  /** A pass keeps its timelines only, each with the figures one pass over all gives it. */
  @Test
  void aPassKeepsOnlyItsTimelines() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      RangeStatistics all = s.statistics(run.earliest(), run.latest(), true);
      StatisticsBuilder b = new StatisticsBuilder(run.earliest(), run.latest(), s.categories(),
          new MessageSizes(s.categories())).onlyLines(line -> StatisticsPasses.inPass(line, 1, 3));
      s.forEachDrawable(b::addDrawable);
      RangeStatistics part = b.build();
      assertThat(part.byTimeline().keySet()).isNotEmpty().allMatch(line -> Math.floorMod(line, 3) == 1);
      part.byTimeline().forEach((line, cells) -> assertThat(cells).isEqualTo(all.byTimeline().get(line)));
      assertThat(part.messages().keySet()).allMatch(pair -> Math.floorMod(pair.from(), 3) == 1);
    }
  }

  @Test
  void aRangeTooBigEvenInPassesIsRefusedWithTheFiguresAndWhatToDo() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      long drawables = s.forEachDrawable(d -> { });
      long tooLittle = drawables * ExactStatisticsMemory.BYTES_PER_ITEM / 40; // 54 passes of 16 at most
      assertThatThrownBy(() -> s.sessionStatistics().kept(run.earliest(), run.latest(), tooLittle))
          .isInstanceOf(IOException.class)
          .hasMessageContaining("exact statistics of")
          .hasMessageContaining("more than the " + (tooLittle >> 20) + " MB free even in 16 passes")
          .hasMessageContaining("-Xmx")
          .hasMessageNotContaining("\n");
    }
  }

  /** Streamed in an eighth of what keeping every drawable needs in one pass, with the same answer. */
  @Test
  void streamedInAFractionOfTheHeapKeepingNeeds() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      long drawables = s.forEachDrawable(d -> { });
      long little = drawables * ExactStatisticsMemory.BYTES_PER_ITEM / 8;
      assertThat(s.sessionStatistics().exact(run.earliest(), run.latest(), little))
          .isEqualTo(s.sessionStatistics().kept(run.earliest(), run.latest(), Long.MAX_VALUE));
      // and refused streaming too, when even the states it holds would not fit
      assertThatThrownBy(() -> s.sessionStatistics().exact(run.earliest(), run.latest(), 1000))
          .isInstanceOf(IOException.class).hasMessageContaining("-Xmx");
    }
  }

  /**
   * The free heap counts garbage not yet collected as used (a long-running viewer holds the last
   * answers'): a read it would cut short or refuse asks once for the heap after a collection.
   */
  @Test
  void aReadShortOfHeapAsksOnceForTheHeapAfterACollection() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      RangeStatistics whole = s.sessionStatistics().kept(run.earliest(), run.latest(), Long.MAX_VALUE);
      AtomicInteger asked = new AtomicInteger();
      LongSupplier plenty = () -> {
        asked.incrementAndGet();
        return Long.MAX_VALUE / 4;
      };
      assertThat(s.sessionStatistics().exact(run.earliest(), run.latest(), Long.MAX_VALUE / 4, plenty))
          .isEqualTo(whole);
      assertThat(asked).as("room enough: no collection").hasValue(0);

      assertThat(s.sessionStatistics().exact(run.earliest(), run.latest(), 1000, plenty)).isEqualTo(whole);
      assertThat(asked).as("streaming held too much in 1000 bytes: asked once").hasValue(1);

      LongSupplier stillLittle = () -> {
        asked.incrementAndGet();
        return 1000;
      };
      assertThatThrownBy(() -> s.sessionStatistics().exact(run.earliest(), run.latest(), 1000, stillLittle))
          .isInstanceOf(IOException.class).hasMessageContaining("-Xmx");
      assertThat(asked).as("nothing freed: refused after asking once").hasValue(2);
    }
  }

  @Test
  void passesAreOneWhenAllFitAndNoneBeyondTheMostOrTheTimelines() {
    long heap = 1000 * ExactStatisticsMemory.BYTES_PER_ITEM;
    assertThat(ExactStatisticsMemory.passes(1000, 5, heap, 16)).isEqualTo(1);
    assertThat(ExactStatisticsMemory.passes(1001, 5, heap, 16)).isEqualTo(2); // 750 a pass
    assertThat(ExactStatisticsMemory.passes(12_000, 64, heap, 16)).isEqualTo(16);
    assertThat(ExactStatisticsMemory.passes(12_001, 64, heap, 16)).isZero();
    assertThat(ExactStatisticsMemory.passes(3_000, 3, heap, 16)).as("more passes than timelines").isZero();
    assertThat(ExactStatisticsMemory.surelyFits(heap / ExactStatisticsMemory.BYTES_PER_ITEM
        * ExactStatisticsMemory.MIN_FILE_BYTES_PER_ITEM, heap)).isTrue();
    assertThat(ExactStatisticsMemory.surelyFits(2 * heap, heap)).isFalse();
  }
}
