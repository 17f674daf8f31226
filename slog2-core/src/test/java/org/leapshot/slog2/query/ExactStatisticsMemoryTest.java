package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.testing.SharedData;

/**
 * Exact statistics that would not fit in the Java heap are refused in one line before the range is
 * read, judged from the range's drawables counted by its approximate statistics; those that fit are
 * answered as before.
 */
class ExactStatisticsMemoryTest {
  private static final Path FILE = SharedData.testdata("reference-converted/gen-r64_2M_21.slog2");

  @Test
  void aRangeTooBigForTheHeapIsRefusedWithTheFiguresAndWhatToDo() throws IOException {
    try (TraceSession s = TraceSession.open(FILE)) {
      TimeBox run = s.timeRange();
      long drawables = s.forEachDrawable(d -> { });
      long tooLittle = drawables * ExactStatisticsMemory.BYTES_PER_ITEM / 2;
      assertThatThrownBy(() -> s.exactStatistics(run.earliest(), run.latest(), tooLittle))
          .isInstanceOf(IOException.class)
          .hasMessageContaining("exact statistics of")
          .hasMessageContaining("more than the " + (tooLittle >> 20) + " MB free")
          .hasMessageContaining("-Xmx")
          .hasMessageNotContaining("\n");
      // with room for them, the same answer as the public call
      RangeStatistics fits = s.exactStatistics(run.earliest(), run.latest(), drawables * ExactStatisticsMemory.BYTES_PER_ITEM * 2);
      assertThat(fits).isEqualTo(s.statistics(run.earliest(), run.latest(), true));
      assertThat(fits.approximate()).isFalse();
    }
  }

  @Test
  void nodesThatCannotHoldTooManyDrawablesNeedNoCount() {
    long heap = 1L << 30;
    assertThat(ExactStatisticsMemory.surelyFits(heap / ExactStatisticsMemory.BYTES_PER_ITEM
        * ExactStatisticsMemory.MIN_FILE_BYTES_PER_ITEM, heap)).isTrue();
    assertThat(ExactStatisticsMemory.surelyFits(2 * heap, heap)).isFalse();
  }
}
