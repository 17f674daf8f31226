package org.leapshot.app.stats;

import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.labels.XYToolTipGenerator;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;

/**
 * The panel of the Statistics window's chart. A heat map keeps no hover area per cell: on r16384
 * it has 298 000 cells, and making an area and tooltip text for each held the EDT for seconds at
 * every paint; the cell under the mouse is looked up when a tooltip is asked for instead.
 */
final class StatsChartPanel extends ChartPanel {
  private static final long serialVersionUID = 1L;

  private StatsChartPanel(JFreeChart chart) {
    super(chart);
    setName("statsChart");
    setInitialDelay(200);
    setDismissDelay(30_000);
    setMouseWheelEnabled(false);
    setMinimumDrawWidth(200);
    setMinimumDrawHeight(150);
    setMaximumDrawWidth(4000);
    setMaximumDrawHeight(3000);
    if (chart.getPlot() instanceof XYPlot) {
      getChartRenderingInfo().setEntityCollection(null);
    }
  }

  static ChartPanel of(JFreeChart chart) {
    return new StatsChartPanel(chart);
  }

  @Override
  public String getToolTipText(MouseEvent e) {
    if (!(getChart().getPlot() instanceof XYPlot plot)) {
      return super.getToolTipText(e);
    }
    PlotRenderingInfo info = getChartRenderingInfo().getPlotInfo();
    Rectangle2D area = info.getDataArea();
    double scaleX = getScaleX();
    double scaleY = getScaleY();
    double x = (e.getX() - getInsets().left) / scaleX;
    double y = (e.getY() - getInsets().top) / scaleY;
    if (area == null || !area.contains(x, y)) {
      return null;
    }
    long column = Math.round(plot.getDomainAxis().java2DToValue(x, area, plot.getDomainAxisEdge()));
    long row = Math.round(plot.getRangeAxis().java2DToValue(y, area, plot.getRangeAxisEdge()));
    XYDataset ds = plot.getDataset();
    XYToolTipGenerator tips = plot.getRenderer().getDefaultToolTipGenerator();
    if (ds == null || tips == null || ds.getSeriesCount() == 0) {
      return null;
    }
    for (int i = 0; i < ds.getItemCount(0); i++) {
      if (Math.round(ds.getXValue(0, i)) == column && Math.round(ds.getYValue(0, i)) == row) {
        return tips.generateToolTip(ds, 0, i);
      }
    }
    return null;
  }
}
