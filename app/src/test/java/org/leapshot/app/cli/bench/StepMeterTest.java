package org.leapshot.app.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/** The bench's accounting, against a fake session whose answers and costs are known (no timing asserted). */
class StepMeterTest {
  private static final int MIB = 1 << 20;
  private static final WindowQuery WINDOW = new WindowQuery(0, 1, 1600, true);
  private final ExecutorService aheadThread = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, TraceSession.READ_AHEAD_THREAD + "-fake");
    t.setDaemon(true);
    return t;
  });

  @AfterEach
  void stop() {
    aheadThread.shutdownNow();
  }

  /**
   * Answers every query with {@code states} two-vertex states and one three-vertex shadow; the query
   * allocates 4 MiB on the calling thread and, read-ahead on, starts 8 MiB of allocation on a
   * read-ahead thread.
   */
  private final class FakeSession implements BenchSession {
    final int states;
    final boolean readAhead;
    int queries;
    int awaits;
    volatile byte[] kept;
    volatile byte[] keptAhead;
    Future<?> ahead;

    FakeSession(int states, boolean readAhead) {
      this.states = states;
      this.readAhead = readAhead;
    }

    @Override
    public TimeBox timeRange() {
      return new TimeBox(0, 10);
    }

    @Override
    public WindowResult query(WindowQuery q) {
      queries++;
      kept = new byte[4 * MIB];
      if (readAhead) {
        ahead = aheadThread.submit(() -> {
          keptAhead = new byte[8 * MIB];
        });
      }
      List<Drawable> ds = new ArrayList<>();
      for (int i = 0; i < states; i++) {
        ds.add(Primitive.state(1, i * 0.1, i * 0.1 + 0.05, i % 4, new byte[0]));
      }
      Shadow shadow = new Shadow(Topology.ARROW, 2, new double[] {0.1, 0.2, 0.3}, new int[] {0, 1, 2},
          new TimeBox(0.1, 0.3), 5, List.of());
      return new WindowResult(q, ds, List.of(shadow), 1, 0, 0);
    }

    @Override
    public void awaitReadAhead() throws InterruptedException {
      awaits++;
      if (ahead != null) {
        try {
          ahead.get();
        } catch (java.util.concurrent.ExecutionException e) {
          throw new AssertionError(e);
        }
      }
    }
  }

  @Test
  void stepCountsEveryDrawableReadAndItsOwnAllocationButNotTheReadAhead() throws Exception {
    FakeSession s = new FakeSession(1000, true);
    StepCost c = new StepMeter(true).measure(s, WINDOW);
    assertThat(c.drawables()).isEqualTo(1000);
    assertThat(c.shadows()).isEqualTo(1);
    assertThat(c.vertices()).isEqualTo(2 * 1000 + 3);
    assertThat(s.queries).isEqualTo(1);
    assertThat(s.awaits).isEqualTo(1);
    assertThat(c.allocBytes()).isBetween(4L * MIB, 8L * MIB - 1);
    assertThat(c.aheadAllocBytes()).isGreaterThanOrEqualTo(8L * MIB);
    assertThat(c.nanos()).isPositive();
    assertThat(c.cpuNanos()).isNotNegative();
    assertThat(c.aheadNanos()).isNotNegative();
    assertThat(c.nodesRead()).isEqualTo(1); // as the fake answers: one node read, none from the cache
    assertThat(c.nodesFromCache()).isZero();
  }

  @Test
  void readAheadOffNeverWaitsAndReportsNoReadAheadWait() throws Exception {
    FakeSession s = new FakeSession(10, false);
    StepMeter meter = new StepMeter(false);
    OperationTimes times = new OperationTimes();
    for (int i = 0; i < 3; i++) {
      meter.measure(s, WINDOW, times);
    }
    assertThat(s.awaits).isZero();
    assertThat(times.runs()).isEqualTo(3);
    assertThat(times.medianReadAheadMs()).isZero();
    assertThat(times.totalDrawables()).isEqualTo(30);
    assertThat(times.medianDrawables()).isEqualTo(10);
    assertThat(times.medianAllocBytes()).isGreaterThanOrEqualTo(4.0 * MIB);
    assertThat(times.medianNodesRead()).isEqualTo(1);
    assertThat(times.medianNodesFromCache()).isZero();
  }

  @Test
  void readerReadsEachElementOnceAndEveryVertexOfCompositesAndShadows() {
    List<Drawable> ds = List.of(Primitive.event(3, 0.5, 1, new byte[0]),
        new Composite(4, List.of(Primitive.state(1, 0, 1, 0, new byte[0]), Primitive.arrow(2, 0, 0, 1, 1, new byte[0])),
            new byte[0]));
    CountingList<Drawable> counted = new CountingList<>(ds);
    Shadow shadow = new Shadow(Topology.STATE, 1, new double[] {0, 1}, new int[] {0, 0}, new TimeBox(0, 1), 2, List.of());
    CountingList<Shadow> shadows = new CountingList<>(List.of(shadow, shadow));
    DrawableReader reader = new DrawableReader();
    DrawableReader.Read read = reader.read(counted, shadows);
    assertThat(read).isEqualTo(new DrawableReader.Read(2, 2, 1 + 2 + 2 + 2 * 2));
    assertThat(counted.gets).isEqualTo(2);
    assertThat(shadows.gets).isEqualTo(2);
    assertThat(reader.vertices()).isEqualTo(9);
  }

  @Test
  void readingAResultThroughItsCursorSeesWhatReadingItsListsSees() {
    List<Drawable> ds = List.of(Primitive.event(3, 0.5, 1, new byte[0]), Primitive.state(1, 0.6, 2, 4, new byte[0]),
        new Composite(4, List.of(Primitive.state(1, 0, 1, 0, new byte[0]), Primitive.arrow(2, 0, 0, 1, 1, new byte[0])),
            new byte[0]),
        Primitive.arrow(2, 3, 1, 7, 5, new byte[0]));
    Shadow shadow = new Shadow(Topology.STATE, 1, new double[] {0, 1}, new int[] {0, 0}, new TimeBox(0, 1), 2, List.of());
    DrawableReader byCursor = new DrawableReader();
    DrawableReader byList = new DrawableReader();
    DrawableReader.Read read = byCursor.read(new WindowResult(WINDOW, ds, List.of(shadow), 1, 0, 0));
    assertThat(read).isEqualTo(byList.read(ds, List.of(shadow))).isEqualTo(new DrawableReader.Read(4, 1, 1 + 2 + 4 + 2 + 2));
    assertThat(byCursor.checksum()).isEqualTo(byList.checksum()).isNotZero();
  }

  /** A list that counts the elements read from it. */
  private static final class CountingList<T> extends AbstractList<T> {
    final List<T> items;
    int gets;

    CountingList(List<T> items) {
      this.items = items;
    }

    @Override
    public T get(int index) {
      gets++;
      return items.get(index);
    }

    @Override
    public int size() {
      return items.size();
    }
  }

  @Test
  void aStoredPictureCountsItsRunsAsDrawablesAndItsWorkAsTheStepsOwn() throws Exception {
    List<Drawable> states = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      states.add(Primitive.state(i % 3, i, i + 0.5, i % 2, new byte[0]));
    }
    org.leapshot.slog2.query.ActivityRaster raster = org.leapshot.slog2.query.ActivityRaster.build(0, 10, 100, 2,
        line -> line, java.util.Map.of(), states, List.of());
    int runs = raster.runCount(0) + raster.runCount(1);
    StepMeter meter = new StepMeter(true);
    byte[][] kept = new byte[1][];
    StepCost c = meter.measure(() -> {
      kept[0] = new byte[4 * MIB];
      return raster;
    });
    assertThat(kept[0]).hasSize(4 * MIB);
    assertThat(c.drawables()).isEqualTo(runs).isGreaterThan(2);
    assertThat(c.shadows()).isZero();
    assertThat(c.allocBytes()).isGreaterThanOrEqualTo(4L * MIB);
    assertThat(c.aheadNanos()).isZero(); // no query, no read-ahead to wait for
    assertThat(c.nanos()).isPositive();
  }
}
