package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JLabel;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * Approximate figures of a large range are on screen before their exact ones are computed, however
 * slow those are: on wrf under load the window stayed empty for 8 s, because the exact computation
 * started beside the estimate's layout and took the cores until it was done. Here the exact
 * computation (of fpilog.slog2) waits until the test lets it go, and notes what the window showed
 * when it started.
 */
class StatsRefineTest extends FpilogStatsWindowTest {
  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicReference<StatsRows> shownAtExactStart = new AtomicReference<>();
  private final AtomicInteger exactStarts = new AtomicInteger();
  private StatisticsWindow w;

  /** Approximate: the exact figures flagged approximate; exact: those, once released. */
  private RangeStatistics figures(double start, double end, boolean exact, TimelineScope scope)
      throws IOException {
    RangeStatistics s = session.statistics(start, end, true);
    if (!exact) {
      return new RangeStatistics(s.start(), s.end(), s.byTimeline(), s.byCategory(), s.messages(), true,
          new StatisticsBound(0.001, 0.004, 2));
    }
    shownAtExactStart.set(GuiActionRunner.execute(() -> w.rows()));
    exactStarts.incrementAndGet(); // after the note: the test reads it once this counts
    try {
      if (!release.await(60, TimeUnit.SECONDS)) {
        throw new IllegalStateException("never released");
      }
    } catch (InterruptedException e) {
      throw new InterruptedIOException("cancelled");
    }
    return s;
  }

  private StatisticsWindow open() {
    LineIdMap map = session.lineIdMaps().get(0);
    double t0 = session.timeRange().earliest();
    double t1 = session.timeRange().latest();
    w = GuiActionRunner.execute(() -> new StatisticsWindow(main, "slow exact", this::figures, session.categories(),
        map, () -> new ViewState.Window(t0, t1), () -> TimelineScope.all(map)));
    GuiActionRunner.execute(() -> {
      w.setVisible(true);
      w.showRange(t0, t1);
    });
    return w;
  }

  @Test
  void theEstimateIsShownBeforeTheExactFiguresAreComputed() {
    open();
    pause(OnEdt.condition("estimate shown", () -> w.rows() != null), Timeout.timeout(30_000));
    pause(OnEdt.condition("exact computation started", () -> exactStarts.get() == 1), Timeout.timeout(30_000));
    StatsRows atStart = shownAtExactStart.get();
    assertThat(atStart).as("the estimate was on screen when the exact computation started").isNotNull();
    assertThat(atStart.stats().approximate()).isTrue();
    JTable byCategory = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsByCategory", JTable.class));
    assertThat(GuiActionRunner.execute(() -> byCategory.getRowCount())).isEqualTo(11);
    assertThat(GuiActionRunner.execute(() -> w.isComputing())).as("exact figures still due").isTrue();
    JLabel banner = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsBannerText", JLabel.class));
    assertThat(GuiActionRunner.execute(() -> banner.getText())).startsWith("Approximate, ±")
        .contains("computing exact");
    assertThat(GuiActionRunner.execute(() -> ((JLabel) ViewerProbe.find(w, "statsSummary", JLabel.class)).getText()))
        .endsWith("approximate");

    release.countDown();
    pause(OnEdt.condition("exact figures shown", () -> !w.isComputing() && !w.rows().stats().approximate()),
        Timeout.timeout(30_000));
    JTable exactByCategory = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsByCategory", JTable.class));
    assertThat(GuiActionRunner.execute(() -> exactByCategory.getRowCount())).isEqualTo(11);
    assertThat(exactStarts.get()).isEqualTo(1);
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsBanner", ApproximateBanner.class).isVisible()))
        .as("no banner over exact figures").isFalse();
  }

  @Test
  void cancellingWhileTheExactFiguresAreDueKeepsTheEstimate() {
    open();
    pause(OnEdt.condition("exact computation started", () -> exactStarts.get() == 1), Timeout.timeout(30_000));
    GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsCancel", javax.swing.JButton.class).doClick());
    pause(OnEdt.condition("nothing computing", () -> !w.isComputing()), Timeout.timeout(30_000));
    assertThat(GuiActionRunner.execute(() -> w.rows().stats().approximate())).isTrue();
    JLabel banner = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsBannerText", JLabel.class));
    assertThat(GuiActionRunner.execute(() -> banner.getText())).contains("cancelled").contains("approximate");
    release.countDown();
  }
}
