package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.data.category.DefaultCategoryDataset;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.junit.jupiter.api.Test;

/** The stacked bar chart's data and colours, built from the statistics of fpilog.slog2. */
class StatsChartTest extends FpilogStatistics {
  @Test
  void oneBarPerTimelineStackedByStateCategoryLargestFirst() throws IOException {
    StatsRows rows = whole();
    ExclusiveTimeChart.Data data = ExclusiveTimeChart.data(rows, "LineID");
    DefaultCategoryDataset ds = data.dataset();
    assertThat(ds.getColumnKeys().toArray()).containsExactly("0", "1", "2", "3");
    assertThat(data.series().get(0).name()).isEqualTo("User_Compute");
    assertThat(data.series()).allSatisfy(c -> assertThat(c.topology()).isEqualTo(Topology.STATE));
    assertThat(data.unit().symbol()).isEqualTo("ms");
    for (CategoryRow c : rows.categories()) {
      if (c.category().topology() != Topology.STATE || c.exclusive() == 0) {
        assertThat(ds.getRowKeys().toArray()).doesNotContain(c.category().name());
        continue;
      }
      double sum = 0;
      for (int col = 0; col < ds.getColumnCount(); col++) {
        Number v = ds.getValue(c.category().name(), (String) ds.getColumnKey(col));
        sum += v == null ? 0 : v.doubleValue();
      }
      assertThat(sum * data.unit().seconds()).isCloseTo(c.exclusive(), within(1e-12));
    }
  }

  @Test
  void seriesArePaintedInTheirCategoryColours() throws IOException {
    ExclusiveTimeChart.Data data = ExclusiveTimeChart.data(whole(), "LineID");
    JFreeChart chart = ExclusiveTimeChart.create(data);
    CategoryPlot plot = chart.getCategoryPlot();
    for (int i = 0; i < data.series().size(); i++) {
      Color expected = PaintContext.toColor(data.series().get(i).color());
      Color painted = (Color) plot.getRenderer().getSeriesPaint(i);
      assertThat(painted.getRGB() & 0xFFFFFF).isEqualTo(expected.getRGB() & 0xFFFFFF);
    }
    assertThat(((Color) plot.getRenderer().getSeriesPaint(0)).getRGB() & 0xFFFFFF).isEqualTo(0xFFA500);
    assertThat(plot.getRangeAxis().getLabel()).isEqualTo("Exclusive time (ms)");
    assertThat(plot.getDomainAxis().getLabel()).as("the map's columns, once").isEqualTo("LineID");
  }

  @Test
  void aTranslucentCategoryIsPaintedAsTheCanvasShowsIt() {
    Rgba lilac = new Rgba(160, 32, 240, 128);
    Category state = Category.of(1, "MPI_Allreduce", Topology.STATE, lilac, 1, InfoLabel.NONE);
    RangeStatistics s = new RangeStatistics(0, 1, Map.of(0, Map.of(1, new DurationStats(1, 0.5, 0.5))),
        Map.of(1, new DurationStats(1, 0.5, 0.5)), Map.of(), false);
    ExclusiveTimeChart.Data data = ExclusiveTimeChart.data(StatsRows.of(s, Map.of(1, state), LineIdMap.identity(new int[] {0})),
        "LineID");
    Color painted = (Color) ExclusiveTimeChart.create(data).getCategoryPlot().getRenderer().getSeriesPaint(0);
    Color expected = PaintContext.opaque(lilac, ChartStyle.current().paper());
    assertThat(painted.getRGB()).isEqualTo(expected.getRGB());
    assertThat(painted.getRGB() & 0xFFFFFF).as("not the bare, saturated colour").isNotEqualTo(0xA020F0);
  }

  @Test
  void manyTimelinesAreCappedInTheChartButNotInTheRows() {
    Category state = Category.of(1, "Compute", Topology.STATE, new Rgba(255, 165, 0, 255), 1, InfoLabel.NONE);
    Map<Integer, Map<Integer, DurationStats>> byLine = new HashMap<>();
    int[] ids = new int[200];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = i;
      byLine.put(i, Map.of(1, new DurationStats(1, 0.5, 0.5)));
    }
    RangeStatistics s = new RangeStatistics(0, 1, byLine, Map.of(1, new DurationStats(200, 100, 100)), Map.of(),
        false);
    StatsRows rows = StatsRows.of(s, Map.of(1, state), LineIdMap.identity(ids));
    ExclusiveTimeChart.Data data = ExclusiveTimeChart.data(rows, "LineID");
    assertThat(rows.timelines()).hasSize(200);
    assertThat(data.dataset().getColumnCount()).isEqualTo(ExclusiveTimeChart.MAX_BARS);
    assertThat(data.timelinesShown()).isEqualTo(ExclusiveTimeChart.MAX_BARS);
    assertThat(data.timelinesInRange()).isEqualTo(200);
    assertThat((Object) data.dataset().getColumnKey(0)).isEqualTo("0");
    JFreeChart chart = ExclusiveTimeChart.create(data);
    assertThat(chart.getSubtitleCount()).isEqualTo(2);
  }
}
