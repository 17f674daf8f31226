package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

class ReadAheadTest {

  /** A category, then {@code n} events at times 0, 1, 2, ...; then the end or, if {@code failAt >= 0}, a bad record. */
  static class CountingSource implements TraceSource {
    private final int n;
    private final int failAt;
    private final boolean failForever;
    private final ImportReport report = new ImportReport();
    private int next = -1;
    boolean closed;

    CountingSource(int n, int failAt, boolean failForever) {
      this.n = n;
      this.failAt = failAt;
      this.failForever = failForever;
    }

    @Override
    public TraceItem peek() {
      throw new UnsupportedOperationException();
    }

    @Override
    public TraceItem next() throws IOException {
      SourcePosition at = SourcePosition.line("c.txt", next + 2);
      if (next == -1) {
        next++;
        return new CategoryItem(Category.of(0, "e", Topology.EVENT, new Rgba(0, 0, 0, 255), 1, InfoLabel.NONE), at);
      }
      if (next == failAt) {
        if (!failForever) {
          next++;
        }
        throw new TraceInputException(at, "bad");
      }
      if (next >= n) {
        return null;
      }
      int i = next++;
      // Every 7th event uses an undefined category, which the checks reject.
      return new DrawableItem(Primitive.event(i % 7 == 6 ? 99 : 0, i, 0, null), at);
    }

    @Override
    public ImportReport report() {
      return report;
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  private static List<Double> drain(ReadAhead items) throws IOException {
    List<Double> times = new ArrayList<>();
    while (items.advance()) {
      if (items.drawable() != null) {
        times.add(items.drawable().end());
      }
    }
    return times;
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 512, TraceSource.DEFAULT_READ_AHEAD_ITEMS, 1 << 16})
  void itemsArriveInSourceOrderAcrossBatches(int queued) throws IOException {
    CountingSource source = new CountingSource(100_000, -1, false);
    try (ReadAhead items = new ReadAhead(new CheckedSource(source, true), queued)) {
      List<Double> times = drain(items);
      assertThat(times).hasSize(100_000 - 100_000 / 7).isSorted();
      assertThat(times).doesNotContain(6.0, 13.0).contains(0.0, 5.0, 7.0, 99_999.0);
    }
    assertThat(source.report().skipped()).containsEntry("bad drawable", (long) (100_000 / 7));
  }

  @Test
  void aFailureComesAfterTheItemsReadBeforeIt() throws IOException {
    CountingSource source = new CountingSource(10_000, 5000, false);
    try (ReadAhead items = new ReadAhead(new CheckedSource(source, false), TraceSource.DEFAULT_READ_AHEAD_ITEMS)) {
      List<Double> times = new ArrayList<>();
      assertThatThrownBy(() -> {
        while (items.advance()) {
          if (items.item() instanceof DrawableItem d) {
            times.add(d.drawable().end());
            assertThat(d.position()).isEqualTo(SourcePosition.line("c.txt", (long) d.drawable().end() + 2));
          }
        }
      }).hasMessage("c.txt:8: primitive uses category 99, which is not defined before it");
      assertThat(times).containsExactly(0.0, 1.0, 2.0, 3.0, 4.0, 5.0);
    }
  }

  @Test
  void keepGoingSkipsABadRecordButNotOneThatRepeatsForever() throws IOException {
    CountingSource once = new CountingSource(20, 3, false);
    try (ReadAhead items = new ReadAhead(new CheckedSource(once, true), TraceSource.DEFAULT_READ_AHEAD_ITEMS)) {
      assertThat(drain(items)).containsExactly(0.0, 1.0, 2.0, 4.0, 5.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 14.0, 15.0,
          16.0, 17.0, 18.0, 19.0);
    }
    assertThat(once.report().messages()).first().isEqualTo("c.txt:5: bad");

    CountingSource stuck = new CountingSource(20, 3, true);
    try (ReadAhead items = new ReadAhead(new CheckedSource(stuck, true), TraceSource.DEFAULT_READ_AHEAD_ITEMS)) {
      assertThatThrownBy(() -> drain(items)).isInstanceOf(TraceInputException.class).hasMessage("c.txt:5: bad");
    }
  }

  @Test
  void anErrorOnTheReadingThreadReachesTheCaller() throws IOException {
    TraceSource failing = new CountingSource(10, -1, false) {
      @Override
      public TraceItem next() {
        throw new OutOfMemoryError("simulated");
      }
    };
    try (ReadAhead items = new ReadAhead(new CheckedSource(failing, true), TraceSource.DEFAULT_READ_AHEAD_ITEMS)) {
      assertThatThrownBy(items::advance).isInstanceOf(OutOfMemoryError.class).hasMessage("simulated");
    }
  }

  @Test
  void closingEarlyStopsTheReader() throws IOException {
    CountingSource source = new CountingSource(Integer.MAX_VALUE - 1, -1, false);
    ReadAhead items = new ReadAhead(new CheckedSource(source, false), TraceSource.DEFAULT_READ_AHEAD_ITEMS);
    assertThat(items.advance()).isTrue();
    assertThat(items.item()).isInstanceOf(CategoryItem.class);
    items.close();
    assertThat(source.next).isLessThan(Integer.MAX_VALUE - 1);
  }

  /**
   * The place of the last drawable passed stays readable ({@link ReadAhead#batch()}) while later
   * batches, some with no drawable at all, are read and handed back to the reading thread: runs of
   * 0 to 700 other items (up to three batches of 256) between drawables.
   */
  @Test
  void theLastDrawablesPlaceOutlivesTheBatchesUsedAgainAfterIt() throws IOException {
    java.util.Random random = new java.util.Random(20);
    int[] gaps = new int[3000];
    for (int i = 0; i < gaps.length; i++) {
      gaps[i] = random.nextInt(4) == 0 ? random.nextInt(701) : random.nextInt(3);
    }
    Category category = Category.of(0, "e", Topology.EVENT, new Rgba(0, 0, 0, 255), 1, InfoLabel.NONE);
    TraceSource source = new CountingSource(0, -1, false) {
      private int drawable;
      private int gapLeft = 1; // the category first
      private long line;

      @Override
      public TraceItem next() {
        line++;
        if (gapLeft > 0) {
          gapLeft--;
          return new CategoryItem(category, SourcePosition.line("c.txt", line));
        }
        if (drawable == gaps.length) {
          return null;
        }
        int i = drawable++;
        gapLeft = i + 1 < gaps.length ? gaps[i + 1] : 0;
        return new DrawableItem(Primitive.event(0, i, 0, null), SourcePosition.line("d" + i + ".txt", line));
      }
    };
    try (ReadAhead items = new ReadAhead(new CheckedSource(source, false), 1024)) {
      Object previousBatch = null;
      int previousIndex = -1;
      SourcePosition previousPlace = null;
      int drawables = 0;
      while (items.advance()) {
        if (items.drawable() == null) {
          continue;
        }
        if (previousBatch != null) {
          assertThat(ReadAhead.positionAt(previousBatch, previousIndex)).isEqualTo(previousPlace);
        }
        assertThat(items.position().file()).isEqualTo("d" + drawables + ".txt");
        previousBatch = items.batch();
        previousIndex = items.index();
        previousPlace = items.position();
        drawables++;
      }
      assertThat(drawables).isEqualTo(gaps.length);
    }
  }
}
