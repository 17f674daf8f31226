package org.leapshot.app.stats;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.stats.StatsRows.TimelineRow;
import org.leapshot.slog2.model.Category;

/**
 * Jumpshot's histogram, made readable: one horizontal bar per timeline, stacked by state category
 * in the category's colour, length = exclusive time in the range (so a bar's length is the time the
 * timeline spent in some state, and the rest of the range is unaccounted time). Categories are
 * stacked largest first so the dominant one starts every bar; beyond the {@value #MAX_SERIES}
 * largest they are summed as "Other"; the time unit follows the figures. With more timelines than
 * bars can be labelled the window shows a {@link TimelineHeatMap} instead.
 */
public final class ExclusiveTimeChart {
  /** More bars would overprint their labels at the window's usual height (and be slivers). */
  public static final int MAX_BARS = 24;
  /** Categories named in the chart and its legend; the rest are "Other". */
  public static final int MAX_SERIES = 12;
  /** Legend labels longer than this are cut; the hover shows the whole name. */
  static final int LEGEND_CHARS = 28;

  private ExclusiveTimeChart() {}

  /**
   * The chart's data: series = the top state categories (largest total first, then "Other"),
   * columns = timelines labelled by themselves ("3 / 0"; the axis's title names the map's columns,
   * "node / core", once rather than on every bar), values in {@code unit}.
   */
  public record Data(DefaultCategoryDataset dataset, List<Category> series, TimeUnits.Unit unit, double rangeSeconds,
      int timelinesShown, int timelinesInRange, ChartCategories categories, String timelineTitle) {}

  public static Data data(StatsRows rows, String timelineTitle) {
    ChartCategories cats = ChartCategories.of(rows, MAX_SERIES);
    double max = 0;
    Map<String, Double> perTimeline = new LinkedHashMap<>();
    for (TimelineRow r : rows.timelines()) {
      if (cats.seriesOf(r.category()) != null) {
        max = Math.max(max, perTimeline.merge(r.timeline(), r.exclusive(), Double::sum));
      }
    }
    double range = rows.stats().end() - rows.stats().start();
    TimeUnits.Unit unit = TimeUnits.Unit.forMagnitude(Math.max(max, range > 0 ? range : 1));
    DefaultCategoryDataset ds = new DefaultCategoryDataset();
    List<String> all = rows.timelines().stream().map(TimelineRow::timeline).distinct().toList();
    List<String> timelines = all.subList(0, Math.min(MAX_BARS, all.size()));
    Set<String> shown = new HashSet<>(timelines);
    for (Category c : cats.shown()) {
      for (String t : timelines) {
        // zeros first, so the bars keep the map's timeline order
        ds.addValue(0.0, c.name(), t);
      }
    }
    for (TimelineRow r : rows.timelines()) {
      Category series = cats.seriesOf(r.category());
      if (series != null && shown.contains(r.timeline())) {
        ds.incrementValue(r.exclusive() / unit.seconds(), series.name(), r.timeline());
      }
    }
    return new Data(ds, cats.shown(), unit, Math.max(0, range), timelines.size(), all.size(), cats,
        timelineTitle.isEmpty() ? "Timeline" : timelineTitle);
  }

  public static JFreeChart create(Data data) {
    ChartStyle style = ChartStyle.current();
    Font base = style.base();
    CategoryAxis timelines = new TimelineBarAxis(data.timelineTitle());
    style.axis(timelines, base);
    timelines.setLabelFont(style.smaller());
    timelines.setCategoryMargin(0.25);
    // room above the first bar for the range marker's label
    timelines.setLowerMargin(0.07);
    timelines.setUpperMargin(0.02);
    NumberAxis time = new NumberAxis("Exclusive time (" + data.unit().symbol() + ")");
    style.axis(time, style.smaller());
    StackedBarRenderer bars = new StackedBarRenderer();
    bars.setBarPainter(new StandardBarPainter());
    bars.setShadowVisible(false);
    bars.setDrawBarOutline(true);
    bars.setMaximumBarWidth(0.12);
    for (int i = 0; i < data.series().size(); i++) {
      // A translucent category (r16384's MPI_Allreduce) looks as on the canvas and in the legend,
      // mixed over the paper: its bare colour made a saturated purple beside the legend's lilac.
      Color c = PaintContext.opaque(data.series().get(i).color(), style.paper());
      bars.setSeriesPaint(i, c);
      bars.setSeriesOutlinePaint(i, c.darker());
      bars.setSeriesOutlineStroke(i, new BasicStroke(0.5f));
    }
    bars.setDefaultToolTipGenerator((ds, row, col) -> ds.getRowKey(row) + " on " + data.timelineTitle() + " "
        + ds.getColumnKey(col) + ": "
        + TimeUnits.duration(ds.getValue(row, col).doubleValue() * data.unit().seconds()));
    bars.setLegendItemLabelGenerator((ds, row) -> ChartCategories.shortName((String) ds.getRowKey(row), LEGEND_CHARS));
    bars.setLegendItemToolTipGenerator((ds, row) -> data.categories().describe(data.series().get(row)));
    CategoryPlot plot = new CategoryPlot(data.dataset(), timelines, time, bars);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setBackgroundPaint(style.paper());
    plot.setOutlineVisible(false);
    plot.setRangeGridlinePaint(style.grid());
    plot.setRangeGridlineStroke(new BasicStroke(1f));
    plot.setDomainGridlinesVisible(false);
    plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
    plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
    plot.setNoDataMessage("No state in this range");
    plot.setNoDataMessageFont(base.deriveFont(base.getSize2D() + 2f));
    plot.setNoDataMessagePaint(Color.GRAY);
    if (data.rangeSeconds() > 0) {
      // the whole range: what a bar falls short of it is time in no state at all
      Color markerInk = style.dark() ? new Color(0xAEB6C0) : new Color(0x55606E);
      ValueMarker whole = new ValueMarker(data.rangeSeconds() / data.unit().seconds(), markerInk,
          new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {4f, 3f}, 0f));
      whole.setLabel("range " + TimeUnits.duration(data.rangeSeconds()));
      whole.setLabelFont(style.smaller());
      whole.setLabelPaint(markerInk);
      whole.setLabelBackgroundColor(new Color(255, 255, 255, 0));
      whole.setLabelAnchor(RectangleAnchor.TOP_LEFT);
      whole.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
      plot.addRangeMarker(whole);
    }
    JFreeChart chart = new JFreeChart(null, base, plot, true);
    if (data.timelinesShown() < data.timelinesInRange()) {
      TextTitle note = new TextTitle("First " + data.timelinesShown() + " of " + data.timelinesInRange()
          + " timelines; the tables list all", style.smaller());
      note.setPaint(Color.GRAY);
      chart.addSubtitle(note);
    }
    style.chart(chart);
    LegendTitle legend = chart.getLegend();
    legend.setPosition(RectangleEdge.BOTTOM);
    legend.setItemFont(base);
    legend.setFrame(BlockBorder.NONE);
    legend.setBackgroundPaint(style.paper());
    legend.setItemPaint(style.fg());
    return chart;
  }
}
