package org.leapshot.app.stats;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import javax.swing.Timer;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * The panel of the Statistics window's chart. A heat map keeps no hover area per cell (making an
 * area and tooltip text for each of r16384's blocks held the EDT for seconds at every paint): the
 * cell under the mouse is looked up when a tooltip is asked for instead. A heat map has at most
 * one column of timelines per pixel of its plot: when a paint finds the plot's width calls for
 * other columns (a resize), the columns are made again off the EDT and put in when ready.
 */
final class StatsChartPanel extends ChartPanel {
  private static final long serialVersionUID = 1L;
  /** A resize sends many paints: the columns are made again once it rests this long. */
  private static final int RESIZE_REST_MS = 150;
  /** The panel draws the chart at least this size (scaling it down in a smaller panel) and at most. */
  private static final int MIN_DRAW_WIDTH = 200;
  private static final int MIN_DRAW_HEIGHT = 150;
  private static final int MAX_DRAW_WIDTH = 4000;
  private static final int MAX_DRAW_HEIGHT = 3000;
  private final Timer refit = new Timer(RESIZE_REST_MS, e -> refit());
  /** The plot width the columns are being made for (or were made for), 0 for none. */
  private int fittingWidth;
  private transient StatsWorker<HeatMapDataset> fitting;

  private StatsChartPanel(JFreeChart chart) {
    super(chart);
    setName("statsChart");
    setInitialDelay(200);
    setDismissDelay(30_000);
    setMouseWheelEnabled(false);
    setMinimumDrawWidth(MIN_DRAW_WIDTH);
    setMinimumDrawHeight(MIN_DRAW_HEIGHT);
    setMaximumDrawWidth(MAX_DRAW_WIDTH);
    setMaximumDrawHeight(MAX_DRAW_HEIGHT);
    if (chart.getPlot() instanceof XYPlot) {
      getChartRenderingInfo().setEntityCollection(null);
    }
    refit.setRepeats(false);
  }

  static ChartPanel of(JFreeChart chart) {
    return new StatsChartPanel(chart);
  }

  /**
   * The width of {@code chart}'s plot in a panel of {@code size} pixels (0 when the size is not
   * known): the chart is drawn once, as the panel draws it, into a one-pixel image. Any thread.
   */
  static int plotWidth(JFreeChart chart, Dimension size) {
    if (size == null || size.width <= 0 || size.height <= 0) {
      return 0;
    }
    BufferedImage img = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
    Graphics2D g = img.createGraphics();
    ChartRenderingInfo info = new ChartRenderingInfo(null);
    try {
      chart.draw(g, new Rectangle2D.Double(0, 0, Math.min(MAX_DRAW_WIDTH, Math.max(MIN_DRAW_WIDTH, size.width)),
          Math.min(MAX_DRAW_HEIGHT, Math.max(MIN_DRAW_HEIGHT, size.height))), null, info);
    } finally {
      g.dispose();
    }
    return (int) info.getPlotInfo().getDataArea().getWidth();
  }

  @Override
  public void paintComponent(Graphics g) {
    super.paintComponent(g);
    HeatMapDataset cells = heatMap();
    Rectangle2D area = getChartRenderingInfo().getPlotInfo().getDataArea();
    if (cells == null || area == null || area.getWidth() < 1) {
      return;
    }
    int width = (int) area.getWidth();
    int wanted = TimelineBuckets.widthFor(cells.buckets().timelines(), width);
    if (wanted != cells.buckets().width() && width != fittingWidth) {
      fittingWidth = width;
      refit.restart();
    }
  }

  /** Makes the heat map's columns for {@link #fittingWidth} in the background and shows them. */
  private void refit() {
    HeatMapDataset cells = heatMap();
    if (cells == null) {
      return;
    }
    if (fitting != null) {
      fitting.cancel(false);
    }
    JFreeChart chart = getChart();
    int width = fittingWidth;
    fitting = new StatsWorker<>(made -> {
      fitting = null;
      if (getChart() == chart) {
        TimelineHeatMap.show(chart, made);
      }
    }, e -> fitting = null) {
      @Override
      protected HeatMapDataset doInBackground() {
        return HeatMapDataset.of(cells.data(), cells.timelineTitle(), width);
      }
    };
    fitting.execute();
  }

  /** Whether new heat-map columns are being made (for tests). */
  boolean isFitting() {
    return refit.isRunning() || fitting != null;
  }

  private HeatMapDataset heatMap() {
    return getChart() != null && getChart().getPlot() instanceof XYPlot plot
        && plot.getDataset() instanceof HeatMapDataset cells ? cells : null;
  }

  @Override
  public String getToolTipText(MouseEvent e) {
    if (!(getChart().getPlot() instanceof XYPlot plot)) {
      return super.getToolTipText(e);
    }
    PlotRenderingInfo info = getChartRenderingInfo().getPlotInfo();
    Rectangle2D area = info.getDataArea();
    double x = (e.getX() - getInsets().left) / getScaleX();
    double y = (e.getY() - getInsets().top) / getScaleY();
    HeatMapDataset cells = heatMap();
    if (cells == null || area == null || !area.contains(x, y)) {
      return null;
    }
    long timeline = Math.round(plot.getDomainAxis().java2DToValue(x, area, plot.getDomainAxisEdge()));
    long column = Math.round(plot.getRangeAxis().java2DToValue(y, area, plot.getRangeAxisEdge()));
    return cells.tipAt(timeline, column);
  }
}
