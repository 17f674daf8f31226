package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The bar chart's timeline labels (Ctrl+T on 16 ranks of a node / core trace, or wrf's 16
 * processes): each bar was labelled "node / core 3 / 0" and at 16 bars the labels printed over
 * each other. Now a bar says "3 / 0", the axis title "node / core", and labels that would touch
 * are left out, the first always kept.
 */
class BarAxisLabelsTest {
  @ParameterizedTest
  @ValueSource(ints = {4, 16, 24})
  void barLabelsAreShortAndNeverPrintOverEachOther(int timelines) {
    Map<Integer, Category> cats = Map.of(
        0, Category.of(0, "Compute", Topology.STATE, new Rgba(255, 200, 100, 255), 1, InfoLabel.NONE));
    Map<Integer, Map<Integer, DurationStats>> byLine = new TreeMap<>();
    int[] ids = new int[timelines];
    int[][] values = new int[timelines][];
    for (int t = 0; t < timelines; t++) {
      ids[t] = t;
      values[t] = new int[] {3, t};
      byLine.put(t, Map.of(0, new DurationStats(1, 0.5, 0.5)));
    }
    LineIdMap map = new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
    StatsRows rows = StatsRows.of(new RangeStatistics(0, 1, byLine, Map.of(0, new DurationStats(timelines,
        timelines / 2.0, timelines / 2.0)), Map.of(), false), cats, map);
    JFreeChart chart = ExclusiveTimeChart.create(ExclusiveTimeChart.data(rows, "node / core"));
    CategoryPlot plot = chart.getCategoryPlot();
    assertThat(plot.getDomainAxis().getLabel()).isEqualTo("node / core");

    // As the Statistics window shows it: about 830 × 250 pixels.
    BufferedImage img = new BufferedImage(830, 250, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    ChartRenderingInfo info = new ChartRenderingInfo();
    chart.draw(g, new Rectangle2D.Double(0, 0, 830, 250), info);
    Rectangle2D area = info.getPlotInfo().getDataArea();
    TimelineBarAxis axis = (TimelineBarAxis) plot.getDomainAxis();
    List<String> labels = axis.labelsDrawn(g, area, RectangleEdge.LEFT);
    FontMetrics fm = g.getFontMetrics(axis.getTickLabelFont());
    List<double[]> spans = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      if (!labels.get(i).isEmpty()) {
        assertThat(labels.get(i)).isEqualTo("3 / " + i);
        double y = axis.getCategoryMiddle(i, labels.size(), area, RectangleEdge.LEFT);
        spans.add(new double[] {y - fm.getHeight() / 2.0, y + fm.getHeight() / 2.0});
      }
    }
    g.dispose();
    assertThat(labels.get(0)).isEqualTo("3 / 0");
    assertThat(spans).as("labels drawn").hasSizeGreaterThanOrEqualTo(Math.min(timelines, 4));
    for (int i = 1; i < spans.size(); i++) {
      assertThat(spans.get(i)[0]).as("label %d starts below label %d", i, i - 1).isGreaterThanOrEqualTo(
          spans.get(i - 1)[1] - 0.5);
    }
  }
}
