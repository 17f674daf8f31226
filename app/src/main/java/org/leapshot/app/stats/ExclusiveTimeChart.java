package org.leapshot.app.stats;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.UIManager;
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
import org.leapshot.slog2.model.Topology;

/**
 * Jumpshot's histogram, made readable: one horizontal bar per timeline, stacked by state category
 * in the category's colour, length = exclusive time in the range (so a bar's length is the time the
 * timeline spent in some state, and the rest of the range is unaccounted time). Categories are
 * stacked largest first so the dominant one starts every bar; the time unit follows the figures.
 */
public final class ExclusiveTimeChart {
  /** More bars would be unreadable slivers (and slow): the chart then shows the first ones, the tables all. */
  public static final int MAX_BARS = 64;

  private ExclusiveTimeChart() {}

  /** The chart's data: series = state categories (largest total first), columns = timelines, values in {@code unit}. */
  public record Data(DefaultCategoryDataset dataset, List<Category> series, TimeUnits.Unit unit, double rangeSeconds,
      int timelinesShown, int timelinesInRange) {}

  public static Data data(StatsRows rows, String timelineTitle) {
    Map<Category, Double> totals = new LinkedHashMap<>();
    double max = 0;
    Map<String, Double> perTimeline = new LinkedHashMap<>();
    for (TimelineRow r : rows.timelines()) {
      if (r.category().topology() == Topology.STATE && r.exclusive() > 0) {
        totals.merge(r.category(), r.exclusive(), Double::sum);
        max = Math.max(max, perTimeline.merge(r.timeline(), r.exclusive(), Double::sum));
      }
    }
    List<Category> series = new ArrayList<>(totals.keySet());
    series.sort(Comparator.comparing((Category c) -> -totals.get(c)).thenComparingInt(Category::index));
    double range = rows.stats().end() - rows.stats().start();
    TimeUnits.Unit unit = TimeUnits.Unit.forMagnitude(Math.max(max, range > 0 ? range : 1));
    DefaultCategoryDataset ds = new DefaultCategoryDataset();
    List<String> all = rows.timelines().stream().map(TimelineRow::timeline).distinct().toList();
    List<String> timelines = all.subList(0, Math.min(MAX_BARS, all.size()));
    Set<String> shown = new HashSet<>(timelines);
    for (Category c : series) {
      for (String t : timelines) {
        // zeros first, so the bars keep the map's timeline order
        ds.addValue(0.0, c.name(), columnKey(timelineTitle, t));
      }
    }
    for (TimelineRow r : rows.timelines()) {
      if (totals.containsKey(r.category()) && shown.contains(r.timeline())) {
        ds.addValue(r.exclusive() / unit.seconds(), r.category().name(), columnKey(timelineTitle, r.timeline()));
      }
    }
    return new Data(ds, List.copyOf(series), unit, Math.max(0, range), timelines.size(), all.size());
  }

  static String columnKey(String timelineTitle, String timeline) {
    return timelineTitle.isEmpty() ? timeline : timelineTitle + " " + timeline;
  }

  public static JFreeChart create(Data data) {
    Font font = UIManager.getFont("Label.font");
    Font base = font != null ? font : new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    CategoryAxis timelines = new CategoryAxis();
    // follow the light or dark theme: the chart sits among the window's own panels
    Color bg = uiColor("Panel.background", Color.WHITE);
    Color fg = uiColor("Label.foreground", Color.BLACK);
    boolean dark = PaintContext.luminance(bg) < 0.5;
    Color paper = dark ? bg : Color.WHITE;
    Color grid = dark ? new Color(0x4A4F55) : new Color(0xD8DCE0);
    timelines.setTickLabelFont(base);
    timelines.setTickLabelPaint(fg);
    timelines.setAxisLinePaint(grid);
    timelines.setCategoryMargin(0.25);
    // room above the first bar for the range marker's label
    timelines.setLowerMargin(0.07);
    timelines.setUpperMargin(0.02);
    NumberAxis time = new NumberAxis("Exclusive time (" + data.unit().symbol() + ")");
    time.setLabelFont(base);
    time.setTickLabelFont(base.deriveFont(base.getSize2D() - 1f));
    time.setLabelPaint(fg);
    time.setTickLabelPaint(fg);
    time.setAxisLinePaint(grid);
    time.setTickMarkPaint(grid);
    StackedBarRenderer bars = new StackedBarRenderer();
    bars.setBarPainter(new StandardBarPainter());
    bars.setShadowVisible(false);
    bars.setDrawBarOutline(true);
    bars.setMaximumBarWidth(0.12);
    for (int i = 0; i < data.series().size(); i++) {
      Color c = PaintContext.toColor(data.series().get(i).color());
      bars.setSeriesPaint(i, new Color(c.getRed(), c.getGreen(), c.getBlue()));
      bars.setSeriesOutlinePaint(i, c.darker());
      bars.setSeriesOutlineStroke(i, new BasicStroke(0.5f));
    }
    bars.setDefaultToolTipGenerator((ds, row, col) -> ds.getRowKey(row) + " on " + ds.getColumnKey(col) + ": "
        + TimeUnits.duration(ds.getValue(row, col).doubleValue() * data.unit().seconds()));
    CategoryPlot plot = new CategoryPlot(data.dataset(), timelines, time, bars);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setBackgroundPaint(paper);
    plot.setOutlineVisible(false);
    plot.setRangeGridlinePaint(grid);
    plot.setRangeGridlineStroke(new BasicStroke(1f));
    plot.setDomainGridlinesVisible(false);
    plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
    plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
    plot.setNoDataMessage("No state in this range");
    plot.setNoDataMessageFont(base.deriveFont(base.getSize2D() + 2f));
    plot.setNoDataMessagePaint(Color.GRAY);
    if (data.rangeSeconds() > 0) {
      // the whole range: what a bar falls short of it is time in no state at all
      Color markerInk = dark ? new Color(0xAEB6C0) : new Color(0x55606E);
      ValueMarker whole = new ValueMarker(data.rangeSeconds() / data.unit().seconds(), markerInk,
          new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {4f, 3f}, 0f));
      whole.setLabel("range " + TimeUnits.duration(data.rangeSeconds()));
      whole.setLabelFont(base.deriveFont(base.getSize2D() - 1f));
      whole.setLabelPaint(markerInk);
      whole.setLabelBackgroundColor(new Color(255, 255, 255, 0));
      whole.setLabelAnchor(RectangleAnchor.TOP_LEFT);
      whole.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
      plot.addRangeMarker(whole);
    }
    JFreeChart chart = new JFreeChart(null, base, plot, true);
    if (data.timelinesShown() < data.timelinesInRange()) {
      TextTitle note = new TextTitle("First " + data.timelinesShown() + " of " + data.timelinesInRange()
          + " timelines; the tables list all", base.deriveFont(base.getSize2D() - 1f));
      note.setPaint(Color.GRAY);
      chart.addSubtitle(note);
    }
    chart.setBackgroundPaint(paper);
    chart.setPadding(new RectangleInsets(8, 8, 4, 16));
    LegendTitle legend = chart.getLegend();
    legend.setPosition(RectangleEdge.BOTTOM);
    legend.setItemFont(base);
    legend.setFrame(BlockBorder.NONE);
    legend.setBackgroundPaint(paper);
    legend.setItemPaint(fg);
    return chart;
  }

  private static Color uiColor(String key, Color fallback) {
    Color c = UIManager.getColor(key);
    return c != null ? new Color(c.getRGB(), true) : fallback;
  }
}
