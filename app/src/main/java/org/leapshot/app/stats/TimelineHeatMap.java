package org.leapshot.app.stats;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.TickUnit;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.leapshot.app.stats.StatsRows.TimelineRow;
import org.leapshot.slog2.model.Category;

/**
 * Exclusive time as a heat map of timelines × categories, for more timelines than bars can be
 * labelled: one column per timeline (in the canvas's order), one row per top category plus "Other"
 * (largest at the top, names written across), each cell shaded by the share of the range the
 * timeline spent in that category. With more timelines than the plot has pixels, a column holds
 * several consecutive timelines and shows the largest of their shares ({@link TimelineBuckets}),
 * so an outlier stays visible; the titles say so. The timeline axis labels only as many columns as
 * fit; every cell names its timeline(s), category and time on hover.
 */
public final class TimelineHeatMap {
  /** Categories named as rows; the rest are "Other". */
  public static final int MAX_COLUMNS = 20;
  /** Category labels longer than this are cut; the hover shows the whole name. */
  static final int LABEL_CHARS = 26;

  private TimelineHeatMap() {}

  /**
   * The figures behind the cells, one per timeline (in the canvas's order) × column (category,
   * "Other" last): exclusive seconds, timeline-major ({@code seconds[t · columns + c]}). The chart
   * shows them merged into {@link TimelineBuckets} of as many timelines as share a pixel.
   */
  public record Data(List<Category> columns, List<String> timelines, double[] seconds, double rangeSeconds,
      ChartCategories categories) {

    /** Exclusive seconds of one timeline in one column. */
    double secondsAt(int column, int timeline) {
      return seconds[timeline * columns.size() + column];
    }
  }

  public static Data data(StatsRows rows) {
    ChartCategories cats = ChartCategories.of(rows, MAX_COLUMNS);
    List<Category> columns = cats.shown();
    Map<Category, Integer> columnOf = new HashMap<>();
    for (int i = 0; i < columns.size(); i++) {
      columnOf.put(columns.get(i), i);
    }
    List<String> timelines = rows.timelines().stream().map(TimelineRow::timeline).distinct().toList();
    Map<String, Integer> rowOf = new HashMap<>();
    for (int i = 0; i < timelines.size(); i++) {
      rowOf.put(timelines.get(i), i);
    }
    double[] seconds = new double[timelines.size() * columns.size()];
    for (TimelineRow r : rows.timelines()) {
      Category series = cats.seriesOf(r.category());
      if (series != null) {
        seconds[rowOf.get(r.timeline()) * columns.size() + columnOf.get(series)] += r.exclusive();
      }
    }
    return new Data(columns, timelines, seconds, Math.max(0, rows.stats().end() - rows.stats().start()), cats);
  }

  /** Columns the chart starts with when its panel's size is not known: about a 960-pixel-wide window's plot. */
  static final int FIRST_COLUMNS = 800;

  public static JFreeChart create(Data data, String timelineTitle) {
    return create(data, timelineTitle, FIRST_COLUMNS);
  }

  /** The heat map with at most {@code pixelColumns} columns of timelines. */
  static JFreeChart create(Data data, String timelineTitle, int pixelColumns) {
    JFreeChart chart = frame(data, timelineTitle);
    show(chart, HeatMapDataset.of(data, title(timelineTitle), pixelColumns));
    return chart;
  }

  /**
   * The heat map for a {@link StatsChartPanel} of {@code panel} pixels (null or empty when not
   * known): its columns are made for the plot's width there, so the panel's first paint keeps them
   * (it started with {@value #FIRST_COLUMNS} and made them again, off the EDT, once painted).
   */
  static JFreeChart create(Data data, String timelineTitle, Dimension panel) {
    JFreeChart chart = frame(data, timelineTitle);
    int plotWidth = StatsChartPanel.plotWidth(chart, panel);
    show(chart, HeatMapDataset.of(data, title(timelineTitle), plotWidth > 0 ? plotWidth : FIRST_COLUMNS));
    return chart;
  }

  private static String title(String timelineTitle) {
    return timelineTitle.isEmpty() ? "Timeline" : timelineTitle;
  }

  /**
   * The heat map without blocks: its axes and legend, which do not depend on how many timelines a
   * column holds (the titles saying so are one line either way), so the plot's width is known.
   */
  private static JFreeChart frame(Data data, String timelineTitle) {
    ChartStyle style = ChartStyle.current();
    String[] names = data.columns().stream().map(c -> ChartCategories.shortName(c.name(), LABEL_CHARS))
        .toArray(String[]::new);
    SymbolAxis categories = new SymbolAxis(null, names);
    // small enough that every row keeps its label at the window's usual height
    style.axis(categories, style.base().deriveFont(style.base().getSize2D() - 2f));
    categories.setGridBandsVisible(false);
    categories.setInverted(true);
    categories.setRange(-0.5, Math.max(1, names.length) - 0.5);
    String title = title(timelineTitle);
    NumberAxis timelines = new TimelineAxis(title, data.timelines());
    style.axis(timelines, style.smaller());
    // whole timelines only, as many labels as fit: NumberAxis thins integer ticks to the space it has
    timelines.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    timelines.setNumberFormatOverride(new RowLabels(data.timelines()));
    timelines.setRange(-0.5, Math.max(1, data.timelines().size()) - 0.5);
    XYBlockRenderer blocks = new XYBlockRenderer();
    // the deepest shade for the largest cell: shares of a few per cent would all look alike on 0–100 %
    double top = 0;
    for (double s : data.seconds()) {
      top = Math.max(top, s);
    }
    top = data.rangeSeconds() > 0 ? top / data.rangeSeconds() : 0;
    Shades shades = new Shades(style.paper(), top > 0 ? Math.min(1, top) : 1);
    blocks.setPaintScale(shades);
    blocks.setDefaultToolTipGenerator((ds, series, item) -> ((HeatMapDataset) ds).tipOf(item));
    XYPlot plot = new XYPlot(null, timelines, categories, blocks);
    plot.setBackgroundPaint(style.paper());
    plot.setOutlineVisible(false);
    plot.setDomainGridlinesVisible(false);
    plot.setRangeGridlinesVisible(false);
    plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
    plot.setNoDataMessage("No state in this range");
    JFreeChart chart = new JFreeChart(null, style.base(), plot, false);
    NumberAxis shareAxis = new NumberAxis("Exclusive time, share of the range");
    style.axis(shareAxis, style.smaller());
    shareAxis.setRange(0, shades.top());
    shareAxis.setNumberFormatOverride(NumberFormat.getPercentInstance(Locale.ROOT));
    PaintScaleLegend legend = new PaintScaleLegend(shades, shareAxis);
    legend.setPosition(RectangleEdge.RIGHT);
    legend.setMargin(new RectangleInsets(4, 12, 4, 4));
    legend.setStripWidth(12);
    legend.setBackgroundPaint(style.paper());
    chart.addSubtitle(legend);
    style.chart(chart);
    // blocks are whole rectangles: smoothing their edges made painting many of them slow
    chart.setAntiAlias(false);
    return chart;
  }

  /**
   * Puts {@code cells} (made for the plot's width, off the EDT) in the heat map {@code chart}: the
   * blocks as wide as their buckets, and the titles saying when a column is the max of several timelines.
   */
  static void show(JFreeChart chart, HeatMapDataset cells) {
    XYPlot plot = chart.getXYPlot();
    ((XYBlockRenderer) plot.getRenderer()).setBlockWidth(cells.buckets().width());
    plot.setDataset(cells);
    plot.getDomainAxis().setLabel(cells.axisTitle());
    for (int i = 0; i < chart.getSubtitleCount(); i++) {
      if (chart.getSubtitle(i) instanceof PaintScaleLegend legend) {
        legend.getAxis().setLabel(cells.legendTitle());
      }
    }
  }

  /** White (or the dark paper) for nothing, through light blue to deep blue for a share of {@code top}. */
  private record Shades(Color paper, double top) implements PaintScale {
    private static final Color LIGHT = new Color(0xC6DBEF);
    private static final Color DEEP = new Color(0x08306B);

    @Override
    public double getLowerBound() {
      return 0;
    }

    @Override
    public double getUpperBound() {
      return top;
    }

    @Override
    public Paint getPaint(double share) {
      if (!(share > 0)) {
        return paper;
      }
      // square root: shares of a tenth of a per cent and of ten per cent must not look alike
      double f = Math.sqrt(Math.min(1, share / top));
      return new Color(mix(LIGHT.getRed(), DEEP.getRed(), f), mix(LIGHT.getGreen(), DEEP.getGreen(), f),
          mix(LIGHT.getBlue(), DEEP.getBlue(), f));
    }

    private static int mix(int a, int b, double f) {
      return (int) Math.round(a + (b - a) * f);
    }
  }

  /**
   * The timeline axis. NumberAxis spaces its ticks by the width of the labels at the range's ends,
   * here the first timeline's and none (past the last), so "0" stood for "16383" and thousands of
   * labels printed over each other: it is told the widest label instead.
   */
  private static final class TimelineAxis extends NumberAxis {
    private static final long serialVersionUID = 1L;
    private final String widest;

    TimelineAxis(String title, List<String> labels) {
      super(title);
      String w = "";
      for (String l : labels) {
        w = l.length() > w.length() ? l : w;
      }
      widest = w;
    }

    @Override
    protected double estimateMaximumTickLabelWidth(Graphics2D g2, TickUnit unit) {
      RectangleInsets insets = getTickLabelInsets();
      // a digit's width more between neighbours: labels of equal length can differ by a few pixels
      return insets.getLeft() + insets.getRight() + g2.getFontMetrics(getTickLabelFont()).stringWidth(widest + "0");
    }
  }

  /** Tick labels of the timeline axis: position i is shown by its timeline's label. */
  private static final class RowLabels extends NumberFormat {
    private final List<String> labels;

    RowLabels(List<String> labels) {
      this.labels = labels;
    }

    @Override
    public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
      return format(Math.round(number), to, pos);
    }

    @Override
    public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
      return to.append(number >= 0 && number < labels.size() ? labels.get((int) number) : "");
    }

    @Override
    public Number parse(String source, ParsePosition pos) {
      return null;
    }
  }
}
