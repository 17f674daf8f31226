package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.junit.jupiter.api.Test;
import org.leapshot.app.search.ViewerProbe;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * The Statistics window's chart on hundreds of categories and many timelines (as OTF traces of
 * big runs have them): the top categories plus "Other", full names on hover, and a heat map of
 * timelines × categories once the timelines could not all be labelled.
 */
class StatsChartScaleTest extends FpilogStatsWindowTest {

  private static final int CATEGORIES = 300;
  private static final String LONG = "MODULE_INTEGRATE::A_VERY_LONG_FUNCTION_NAME_THAT_IS_CUT_";

  /** {@code timelines} timelines each spending time in every one of {@value #CATEGORIES} categories. */
  private static RangeStatistics many(int timelines) {
    return many(timelines, CATEGORIES);
  }

  /**
   * {@code timelines} timelines each spending time in every one of {@code categories} categories:
   * category c has c + 1 drawables and less time the higher c.
   */
  static RangeStatistics many(int timelines, int categories) {
    Map<Integer, Map<Integer, DurationStats>> byLine = new TreeMap<>();
    Map<Integer, DurationStats> total = new TreeMap<>();
    for (int t = 0; t < timelines; t++) {
      Map<Integer, DurationStats> row = new HashMap<>();
      for (int c = 0; c < categories; c++) {
        // category c takes a share falling with c, more on later timelines: sums to under the range
        DurationStats d = new DurationStats(1 + c, 1.0 / (c + 2) / 4, (1.0 + t % 3) / (c + 2) / 24);
        row.put(c, d);
        total.merge(c, d, DurationStats::plus);
      }
      byLine.put(t, row);
    }
    return new RangeStatistics(0, 1, byLine, total, Map.of(), true, new StatisticsBound(0.0125, 0.5, 3));
  }

  private static Map<Integer, Category> categories() {
    return categories(CATEGORIES);
  }

  /** States named {@value #LONG} and their index. */
  static Map<Integer, Category> categories(int count) {
    Map<Integer, Category> m = new LinkedHashMap<>();
    for (int c = 0; c < count; c++) {
      m.put(c, Category.of(c, LONG + c, Topology.STATE, new Rgba((c * 37) % 256, (c * 91) % 256, (c * 53) % 256, 255),
          1, InfoLabel.NONE));
    }
    return m;
  }

  private StatisticsWindow windowOf(int timelines) {
    int[] ids = new int[timelines];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i;
    }
    StatisticsWindow w = GuiActionRunner.execute(() -> new StatisticsWindow(main, "many", session, categories(),
        LineIdMap.identity(ids), () -> new ViewState.Window(0, 1)));
    GuiActionRunner.execute(() -> {
      w.setVisible(true);
      w.show(many(timelines));
    });
    // the rows and chart are laid out off the EDT
    Pause.pause(OnEdt.condition("figures shown", () -> w.rows() != null && !w.isComputing()), Timeout.timeout(60_000));
    return w;
  }

  private static JFreeChart chart(StatisticsWindow w) {
    return GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsChart", ChartPanel.class).getChart());
  }

  @Test
  void hundredsOfCategoriesShowTheTopOnesAndOtherWithFullNamesOnHover() {
    StatisticsWindow w = windowOf(8);
    JFreeChart chart = chart(w);
    CategoryPlot plot = chart.getCategoryPlot();
    List<Object> series = List.copyOf(plot.getDataset().getRowKeys());
    assertThat(series).hasSize(ExclusiveTimeChart.MAX_SERIES + 1).endsWith((Object) "Other");
    assertThat((Object) series.get(0)).isEqualTo(LONG + 0);
    LegendItemCollection legend = GuiActionRunner.execute(() -> plot.getLegendItems());
    assertThat(legend.getItemCount()).isEqualTo(ExclusiveTimeChart.MAX_SERIES + 1);
    LegendItem first = legend.get(0);
    assertThat(first.getLabel()).hasSize(ExclusiveTimeChart.LEGEND_CHARS).contains("…").endsWith("CUT_0");
    assertThat(first.getToolTipText()).startsWith(LONG + "0: ").contains("drawables");
    assertThat(legend.get(legend.getItemCount() - 1).getToolTipText()).startsWith((CATEGORIES - 12) + " more");
    // "Other" holds the rest: every timeline's bar still adds up to its whole exclusive time
    double sum = 0;
    for (int r = 0; r < plot.getDataset().getRowCount(); r++) {
      sum += plot.getDataset().getValue(r, 0).doubleValue();
    }
    double expected = 0;
    for (int c = 0; c < CATEGORIES; c++) {
      expected += 1.0 / (c + 2) / 24;
    }
    assertThat(sum).as("seconds: the range is 1 s").isCloseTo(expected, within(1e-9));
    ViewerProbe.shot(w, "stats-many-categories");
    GuiActionRunner.execute(w::dispose);
  }

  @Test
  void manyTimelinesSwitchToAHeatMapOfTimelinesByCategories() {
    StatisticsWindow w = windowOf(64);
    JFreeChart chart = chart(w);
    assertThat(chart.getPlot()).isInstanceOf(XYPlot.class);
    XYPlot plot = chart.getXYPlot();
    assertThat(plot.getRenderer()).isInstanceOf(XYBlockRenderer.class);
    SymbolAxis columns = (SymbolAxis) plot.getRangeAxis();
    assertThat(columns.getSymbols()).hasSize(TimelineHeatMap.MAX_COLUMNS + 1).endsWith("Other");
    assertThat(columns.getSymbols()[0]).hasSize(TimelineHeatMap.LABEL_CHARS).contains("…").endsWith("CUT_0");
    assertThat(plot.getDomainAxis().getRange().getLength()).isEqualTo(64);
    String tip = plot.getRenderer().getDefaultToolTipGenerator().generateToolTip(plot.getDataset(), 0, 0);
    assertThat(tip).contains(" · " + LONG).contains("% of the range");
    // no hover area per cell (298 000 on r16384): the cell under the mouse is looked up on asking
    String hovered = GuiActionRunner.execute(() -> {
      ChartPanel panel = ViewerProbe.find(w, "statsChart", ChartPanel.class);
      panel.paintImmediately(panel.getBounds());
      java.awt.geom.Rectangle2D area = panel.getChartRenderingInfo().getPlotInfo().getDataArea();
      // the top-left cell: the first timeline's largest category
      int x = (int) (area.getMinX() * panel.getScaleX()) + 2;
      int y = (int) (area.getMinY() * panel.getScaleY()) + 2;
      return panel.getToolTipText(new java.awt.event.MouseEvent(panel, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
          x, y, 0, false));
    });
    assertThat(hovered).startsWith("0 · " + LONG + "0: ");
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsChart", ChartPanel.class)
        .getChartRenderingInfo().getEntityCollection())).as("no hover areas kept").isNull();
    assertThat(GuiActionRunner.execute(() -> ViewerProbe.find(w, "statsBannerText", javax.swing.JLabel.class)
        .getText())).contains("Approximate, ±12.50 ms per timeline");
    ViewerProbe.shot(w, "stats-many-timelines");
    GuiActionRunner.execute(w::dispose);
  }
}
