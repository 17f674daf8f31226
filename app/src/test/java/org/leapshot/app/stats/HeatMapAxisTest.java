package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The heat map's timeline axis on thousands of timelines (Ctrl+T on the 16 384-rank trace): the
 * labels it draws must not print over each other, as "0 500 1000 1500 …" ran together into one
 * smear when the axis measured only the first label.
 */
class HeatMapAxisTest {

  @ParameterizedTest
  @ValueSource(ints = {64, 1000, 16_384})
  void timelineLabelsNeverOverlap(int timelines) {
    StatsRows rows = HeatMapColumnsTest.rows(timelines, "Compute", t -> 0.5, 0.25);
    JFreeChart chart = TimelineHeatMap.create(TimelineHeatMap.data(rows), "LineID");

    // As the Statistics window shows it: about 960 × 300 pixels.
    BufferedImage img = new BufferedImage(960, 300, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    ChartRenderingInfo info = new ChartRenderingInfo();
    chart.draw(g, new Rectangle2D.Double(0, 0, 960, 300), info);
    Rectangle2D area = info.getPlotInfo().getDataArea();
    ValueAxis axis = chart.getXYPlot().getDomainAxis();
    @SuppressWarnings("unchecked")
    List<NumberTick> ticks = (List<NumberTick>) axis.refreshTicks(g, new AxisState(), area, RectangleEdge.BOTTOM);
    FontMetrics fm = g.getFontMetrics(axis.getTickLabelFont());
    List<double[]> spans = new ArrayList<>();
    for (NumberTick t : ticks) {
      if (t.getText() == null || t.getText().isEmpty()) {
        continue;
      }
      double x = axis.valueToJava2D(t.getValue(), area, RectangleEdge.BOTTOM);
      double w = fm.stringWidth(t.getText());
      spans.add(new double[] {x - w / 2, x + w / 2});
    }
    g.dispose();
    assertThat(spans).as("some timelines are labelled").hasSizeGreaterThan(2);
    for (int i = 1; i < spans.size(); i++) {
      assertThat(spans.get(i)[0]).as("label %d starts after label %d ends", i, i - 1)
          .isGreaterThan(spans.get(i - 1)[1]);
    }
  }
}
