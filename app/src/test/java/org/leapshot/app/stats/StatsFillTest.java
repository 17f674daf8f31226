package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;

import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The Statistics window fills with r16384-sized figures (hundreds of thousands of rows "by
 * timeline") without holding the EDT: before, the rows were sorted on it and the viewer froze for
 * 15 s. A probe posts a no-op to the EDT every few milliseconds and records how long it waited.
 */
class StatsFillTest extends FpilogStatsWindowTest {
  private static final int TIMELINES = 30_000;
  private static final int CATEGORIES = 10;
  /** Generous for a loaded 2-core machine; sorting the rows on the EDT took seconds here. */
  private static final long MAX_BLOCK_MS = 1500;

  @Test
  void manyRowsFillTheWindowWithoutHoldingTheEdt() throws Exception {
    StatisticsWindow w = window();
    try (EdtProbe probe = new EdtProbe()) {
      RangeStatistics figures = many();
      assertThat(GuiActionRunner.execute(() -> {
        w.show(figures);
        return w.rows() == null && w.isComputing();
      })).as("rows, tables and chart are made off the EDT, after show returns").isTrue();
      awaitShown(w);
      GuiActionRunner.execute(() -> w.getRootPane().paintImmediately(w.getRootPane().getBounds()));
      System.out.println("EDT longest wait filling: " + probe.longestMs() + " ms");
      assertThat(probe.longestMs()).as("longest wait of the EDT (ms)").isLessThan(MAX_BLOCK_MS);
    }
    JTable byTimeline = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsByTimeline", JTable.class));
    assertThat(GuiActionRunner.execute(() -> byTimeline.getRowCount())).isEqualTo(TIMELINES * CATEGORIES);
    // the first order: timelines in natural order ("2" before "10"), the most exclusive time first
    assertThat(GuiActionRunner.execute(() -> byTimeline.getValueAt(CATEGORIES * 10, 0))).isEqualTo("10");
    assertThat(GuiActionRunner.execute(() -> ((org.leapshot.slog2.model.Category) byTimeline.getValueAt(0, 1)).name()))
        .endsWith("CUT_0");
  }

  @Test
  void aHeaderClickSortsAllRowsWithoutHoldingTheEdt() throws Exception {
    StatisticsWindow w = window();
    GuiActionRunner.execute(() -> w.show(many()));
    awaitShown(w);
    JTable byTimeline = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsByTimeline", JTable.class));
    try (EdtProbe probe = new EdtProbe()) {
      // Count, ascending: category 0 has the fewest drawables
      GuiActionRunner.execute(() -> byTimeline.getRowSorter().toggleSortOrder(2));
      pause(OnEdt.condition("sorted by count", () -> !((PresortedRowSorter<?>) byTimeline.getRowSorter()).isSorting()),
          Timeout.timeout(60_000));
      System.out.println("EDT longest wait sorting: " + probe.longestMs() + " ms");
      assertThat(probe.longestMs()).as("longest wait of the EDT (ms)").isLessThan(MAX_BLOCK_MS);
    }
    assertThat(GuiActionRunner.execute(() -> byTimeline.getValueAt(0, 2))).isEqualTo(1L);
    assertThat(GuiActionRunner.execute(() -> byTimeline.getValueAt(TIMELINES * CATEGORIES - 1, 2)))
        .isEqualTo((long) CATEGORIES);
    assertThat(GuiActionRunner.execute(() -> byTimeline.getValueAt(TIMELINES - 1, 0))).as("ties in timeline order")
        .isEqualTo(Integer.toString(TIMELINES - 1));
  }

  private StatisticsWindow window() {
    int[] ids = new int[TIMELINES];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i;
    }
    StatisticsWindow w = GuiActionRunner.execute(() -> new StatisticsWindow(main, "many", session,
        StatsChartScaleTest.categories(CATEGORIES),
        LineIdMap.identity(ids), () -> new ViewState.Window(0, 1)));
    GuiActionRunner.execute(() -> w.setVisible(true));
    return w;
  }

  private static void awaitShown(StatisticsWindow w) {
    pause(OnEdt.condition("figures shown", () -> w.rows() != null && !w.isComputing()), Timeout.timeout(120_000));
  }

  private static RangeStatistics many() {
    return StatsChartScaleTest.many(TIMELINES, CATEGORIES);
  }

  /** Posts a no-op to the EDT every 5 ms from another thread and keeps the longest wait for it to run. */
  private static final class EdtProbe implements AutoCloseable {
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicLong longestNanos = new AtomicLong();
    private final Thread thread = new Thread(this::run, "edt-probe");

    EdtProbe() {
      thread.setDaemon(true);
      thread.start();
    }

    private void run() {
      while (running.get()) {
        long t0 = System.nanoTime();
        try {
          SwingUtilities.invokeAndWait(() -> {});
          Thread.sleep(5);
        } catch (InterruptedException | InvocationTargetException e) {
          return;
        }
        longestNanos.accumulateAndGet(System.nanoTime() - t0 - 5_000_000, Math::max);
      }
    }

    long longestMs() {
      return longestNanos.get() / 1_000_000;
    }

    @Override
    public void close() throws InterruptedException {
      running.set(false);
      thread.join(10_000);
    }
  }
}
