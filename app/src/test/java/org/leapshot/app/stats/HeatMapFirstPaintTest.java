package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;

import java.awt.geom.Rectangle2D;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Timeout;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The Statistics window's heat map is made for the width its panel has: its first paint keeps the
 * columns it came with. It was made with 800 columns before its panel's width was known, and the
 * first paint then sent it back to be made again for the real width.
 */
class HeatMapFirstPaintTest extends FpilogStatsWindowTest {
  private static final int TIMELINES = 16_384;
  private static final int CATEGORIES = 5;

  @Test
  void theFirstPaintKeepsTheColumnsTheHeatMapCameWith() {
    int[] ids = new int[TIMELINES];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i;
    }
    StatisticsWindow w = GuiActionRunner.execute(() -> new StatisticsWindow(main, "many", session,
        StatsChartScaleTest.categories(CATEGORIES), LineIdMap.identity(ids), () -> new ViewState.Window(0, 1)));
    try {
      GuiActionRunner.execute(() -> {
        w.setVisible(true);
        w.show(StatsChartScaleTest.many(TIMELINES, CATEGORIES));
      });
      pause(OnEdt.condition("figures shown", () -> w.rows() != null && !w.isComputing()), Timeout.timeout(120_000));
      StatsChartPanel panel = GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsChart", StatsChartPanel.class));
      HeatMapDataset made = GuiActionRunner.execute(() -> (HeatMapDataset) panel.getChart().getXYPlot().getDataset());
      GuiActionRunner.execute(() -> panel.paintImmediately(panel.getBounds()));
      Rectangle2D area = GuiActionRunner.execute(() -> panel.getChartRenderingInfo().getPlotInfo().getDataArea());
      assertThat(area.getWidth()).isGreaterThan(100);
      assertThat(made.buckets().width()).as("timelines a column, plot %s px wide", area.getWidth())
          .isEqualTo(TimelineBuckets.widthFor(TIMELINES, (int) area.getWidth()));
      assertThat(GuiActionRunner.execute(panel::isFitting)).as("no second set of columns asked for").isFalse();
      XYPlot plot = GuiActionRunner.execute(() -> panel.getChart().getXYPlot());
      assertThat(GuiActionRunner.execute(() -> plot.getDataset())).isSameAs(made);
    } finally {
      GuiActionRunner.execute(w::dispose);
    }
  }
}
