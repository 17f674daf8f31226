package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntToDoubleFunction;
import javax.swing.JFrame;
import javax.swing.WindowConstants;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.PaintScaleLegend;
import org.junit.jupiter.api.Test;
import org.leapshot.app.testing.OnEdt;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The heat map on r16384-sized figures: at most one column of timelines per pixel of the plot, a
 * column shaded by the largest share among its timelines (one busy timeline among 16 384 stays
 * visible, where one block per timeline let its neighbours paint over it), hovers and titles that
 * say a column is the max of a range of timelines, and new columns when the panel is resized.
 */
class HeatMapColumnsTest {
  private static final int TIMELINES = 16_384;
  private static final int OUTLIER = 5_017;
  /** The deepest shade of the map, given to its largest cell. */
  private static final int DEEP = 0x08306B;

  @Test
  void oneBusyTimelineAmongThousandsKeepsItsPixelColumnDeep() {
    TimelineHeatMap.Data data = TimelineHeatMap.data(rows());
    JFreeChart chart = TimelineHeatMap.create(data, "LineID");
    BufferedImage img = new BufferedImage(960, 300, BufferedImage.TYPE_INT_RGB);
    Rectangle2D area = draw(chart, img);
    // as the panel does once it knows the plot's width
    TimelineHeatMap.show(chart, HeatMapDataset.of(data, "LineID", (int) area.getWidth()));
    area = draw(chart, img);
    XYPlot plot = chart.getXYPlot();
    HeatMapDataset cells = (HeatMapDataset) plot.getDataset();
    assertThat(cells.buckets().count()).as("columns of timelines").isLessThanOrEqualTo((int) area.getWidth());
    assertThat(cells.getItemCount(0)).as("blocks").isLessThanOrEqualTo((int) area.getWidth() * 2);
    int y = (int) plot.getRangeAxis().valueToJava2D(0, area, plot.getRangeAxisEdge());
    assertThat(shadesAround(img, plot, area, OUTLIER, y, cells)).as("the busy timeline's block").contains(DEEP);
    assertThat(shadesAround(img, plot, area, 1_000, y, cells)).as("a quiet timeline's block").doesNotContain(DEEP);
    assertThat(plot.getDomainAxis().getLabel()).contains("timelines a column").contains("largest share");
    assertThat(((PaintScaleLegend) chart.getSubtitle(0)).getAxis().getLabel()).contains("max share of");
  }

  @Test
  void aChartMadeForItsPanelsSizeHasTheColumnsOfThatPlotWidth() {
    TimelineHeatMap.Data data = TimelineHeatMap.data(rows());
    for (Dimension size : List.of(new Dimension(520, 280), new Dimension(1234, 410))) {
      JFreeChart chart = TimelineHeatMap.create(data, "LineID", size);
      HeatMapDataset made = (HeatMapDataset) chart.getXYPlot().getDataset();
      Rectangle2D area = draw(chart, new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB));
      assertThat(made.buckets().width()).as("timelines a column at %s", size)
          .isEqualTo(TimelineBuckets.widthFor(TIMELINES, (int) area.getWidth()))
          .isNotEqualTo(TimelineBuckets.widthFor(TIMELINES, TimelineHeatMap.FIRST_COLUMNS));
    }
    // not known yet: the columns of a 960-pixel window's plot
    JFreeChart unknown = TimelineHeatMap.create(data, "LineID", new Dimension(0, 0));
    assertThat(((HeatMapDataset) unknown.getXYPlot().getDataset()).buckets().width())
        .isEqualTo(TimelineBuckets.widthFor(TIMELINES, TimelineHeatMap.FIRST_COLUMNS));
  }

  @Test
  void aColumnsHoverNamesItsTimelinesTheBusiestAndTheMean() {
    HeatMapDataset cells = HeatMapDataset.of(TimelineHeatMap.data(rows()), "LineID", 400);
    assertThat(cells.buckets().width()).isEqualTo(41);
    String tip = cells.tipAt(OUTLIER, 0);
    assertThat(tip).startsWith("<html>max of LineID 5002–5042 (41 timelines)<br>Compute: ")
        .contains("(90.0 % of the range) on 5017<br>mean ").endsWith("(12.0 %)</html>");
    String quiet = cells.tipAt(0, 0);
    assertThat(quiet).startsWith("<html>max of LineID 0–40 (41 timelines)<br>Compute: ")
        .contains("(10.0 % of the range) on 0<br>");
    assertThat(cells.tipAt(-1, 0)).isNull();
    assertThat(cells.tipAt(TIMELINES, 0)).isNull();
    assertThat(cells.tipAt(0, 2)).isNull();
    boolean found = false;
    for (int i = 0; i < cells.getItemCount(0); i++) {
      found |= cells.tipOf(i).equals(tip);
    }
    assertThat(found).as("the block's own hover is the same").isTrue();
    // one timeline a column: as before, the timeline and its time
    HeatMapDataset each = HeatMapDataset.of(TimelineHeatMap.data(rows()), "LineID", TIMELINES);
    assertThat(each.tipAt(OUTLIER, 0)).startsWith("5017 · Compute: ").endsWith("(90.0 % of the range)");
    assertThat(each.axisTitle()).isEqualTo("LineID");
    // a hover of several lines is HTML: a name is written as it is, not read as markup
    assertThat(HeatMapDataset.of(TimelineHeatMap.data(rows("solve<T> & co")), "LineID", 400).tipAt(OUTLIER, 0))
        .contains("<br>solve&lt;T&gt; &amp; co: ");
  }

  @Test
  void resizingThePanelMakesColumnsForItsWidth() {
    TimelineHeatMap.Data data = TimelineHeatMap.data(rows());
    JFrame frame = GuiActionRunner.execute(() -> {
      JFrame f = new JFrame("heat map");
      f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
      f.add(StatsChartPanel.of(TimelineHeatMap.create(data, "LineID")));
      f.setSize(700, 360);
      f.setVisible(true);
      return f;
    });
    try {
      StatsChartPanel panel = GuiActionRunner.execute(() -> (StatsChartPanel) frame.getContentPane().getComponent(0));
      int narrow = awaitFitted(panel);
      GuiActionRunner.execute(() -> frame.setSize(1400, 360));
      int wide = awaitFitted(panel);
      assertThat(wide).as("timelines a column when wider").isLessThan(narrow);
    } finally {
      GuiActionRunner.execute(frame::dispose);
    }
  }

  /** Waits until the panel shows columns made for its plot's width; returns their timelines a column. */
  private static int awaitFitted(StatsChartPanel panel) {
    Pause.pause(OnEdt.condition("columns fit the plot", () -> {
      panel.paintImmediately(panel.getBounds());
      Rectangle2D area = panel.getChartRenderingInfo().getPlotInfo().getDataArea();
      HeatMapDataset cells = (HeatMapDataset) panel.getChart().getXYPlot().getDataset();
      return area != null && area.getWidth() > 100 && !panel.isFitting()
          && cells.buckets().width() == TimelineBuckets.widthFor(TIMELINES, (int) area.getWidth());
    }), Timeout.timeout(30_000));
    return GuiActionRunner.execute(() -> {
      HeatMapDataset cells = (HeatMapDataset) panel.getChart().getXYPlot().getDataset();
      assertThat(cells.buckets().count())
          .isLessThanOrEqualTo((int) panel.getChartRenderingInfo().getPlotInfo().getDataArea().getWidth());
      return cells.buckets().width();
    });
  }

  /** The shades of the pixels at the middle of the block holding {@code timeline} and on either side. */
  private static List<Integer> shadesAround(BufferedImage img, XYPlot plot, Rectangle2D area, int timeline, int y,
      HeatMapDataset cells) {
    TimelineBuckets b = cells.buckets();
    int bucket = b.bucketOf(timeline);
    double middle = b.first(bucket) + (b.width() - 1) / 2.0;
    int x = (int) plot.getDomainAxis().valueToJava2D(middle, area, plot.getDomainAxisEdge());
    return List.of(img.getRGB(x - 1, y) & 0xFFFFFF, img.getRGB(x, y) & 0xFFFFFF, img.getRGB(x + 1, y) & 0xFFFFFF);
  }

  private static Rectangle2D draw(JFreeChart chart, BufferedImage img) {
    Graphics2D g = img.createGraphics();
    ChartRenderingInfo info = new ChartRenderingInfo();
    info.setEntityCollection(null);
    chart.draw(g, new Rectangle2D.Double(0, 0, img.getWidth(), img.getHeight()), info);
    g.dispose();
    return info.getPlotInfo().getDataArea();
  }

  /**
   * {@value #TIMELINES} timelines in a 1 s range: 10 % in Compute and 5 % in MPI_Allreduce each,
   * but timeline {@value #OUTLIER}, 90 % in Compute.
   */
  private static StatsRows rows() {
    return rows("Compute");
  }

  private static StatsRows rows(String computeName) {
    return rows(TIMELINES, computeName, t -> t == OUTLIER ? 0.9 : 0.1, 0.05);
  }

  /**
   * {@code timelines} timelines in a 1 s range, each with {@code computeShare(t)} seconds in
   * {@code computeName} and {@code reduceShare} seconds in MPI_Allreduce.
   */
  static StatsRows rows(int timelines, String computeName, IntToDoubleFunction computeShare, double reduceShare) {
    Map<Integer, Category> cats = Map.of(
        0, Category.of(0, computeName, Topology.STATE, new Rgba(255, 200, 100, 255), 1, InfoLabel.NONE),
        1, Category.of(1, "MPI_Allreduce", Topology.STATE, new Rgba(200, 100, 255, 255), 1, InfoLabel.NONE));
    Map<Integer, Map<Integer, DurationStats>> byLine = new TreeMap<>();
    Map<Integer, DurationStats> total = new TreeMap<>();
    int[] ids = new int[timelines];
    for (int t = 0; t < timelines; t++) {
      ids[t] = t;
      double share = computeShare.applyAsDouble(t);
      DurationStats compute = new DurationStats(1, share, share);
      DurationStats reduce = new DurationStats(1, reduceShare, reduceShare);
      byLine.put(t, Map.of(0, compute, 1, reduce));
      total.merge(0, compute, DurationStats::plus);
      total.merge(1, reduce, DurationStats::plus);
    }
    return StatsRows.of(new RangeStatistics(0, 1, byLine, total, Map.of(), false), cats, LineIdMap.identity(ids));
  }
}
