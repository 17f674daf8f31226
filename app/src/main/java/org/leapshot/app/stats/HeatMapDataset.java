package org.leapshot.app.stats;

import java.util.Locale;
import org.jfree.data.xy.DefaultXYZDataset;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.slog2.model.Category;

/**
 * The heat map's blocks for one plot width: one per bucket of timelines × column with any time,
 * x = the middle of the bucket's timelines (the axis stays in timelines), y = the column, z = the
 * largest share of the range among the bucket's timelines. Knows what each block stands for, so a
 * hover names the timelines, the one with the largest share, and the mean. Immutable once made;
 * made off the EDT (it reads every timeline's figures).
 */
final class HeatMapDataset extends DefaultXYZDataset {
  private static final long serialVersionUID = 1L;
  private final transient TimelineHeatMap.Data data;
  private final transient TimelineBuckets buckets;
  private final String timelineTitle;
  /** Bucket × column of each item: {@code bucket · columns + column}. */
  private final int[] cellOf;

  private HeatMapDataset(TimelineHeatMap.Data data, TimelineBuckets buckets, String timelineTitle, int[] cellOf) {
    this.data = data;
    this.buckets = buckets;
    this.timelineTitle = timelineTitle;
    this.cellOf = cellOf;
  }

  /** The blocks of {@code data} with at most {@code pixelColumns} columns of timelines. */
  static HeatMapDataset of(TimelineHeatMap.Data data, String timelineTitle, int pixelColumns) {
    int columns = data.columns().size();
    TimelineBuckets b = TimelineBuckets.of(data.seconds(), data.timelines().size(), columns, pixelColumns);
    int items = 0;
    for (int bucket = 0; bucket < b.count(); bucket++) {
      for (int c = 0; c < columns; c++) {
        items += b.max(bucket, c) > 0 ? 1 : 0;
      }
    }
    int[] cellOf = new int[items];
    double[][] xyz = new double[3][items];
    double range = data.rangeSeconds();
    int i = 0;
    for (int bucket = 0; bucket < b.count(); bucket++) {
      for (int c = 0; c < columns; c++) {
        double max = b.max(bucket, c);
        if (max > 0) {
          cellOf[i] = bucket * columns + c;
          // the middle of a full bucket: the last one's block runs past the axis's end, which cuts it
          xyz[0][i] = b.first(bucket) + (b.width() - 1) / 2.0;
          xyz[1][i] = c;
          xyz[2][i] = range > 0 ? max / range : 0;
          i++;
        }
      }
    }
    HeatMapDataset ds = new HeatMapDataset(data, b, timelineTitle, cellOf);
    ds.addSeries("exclusive", xyz);
    return ds;
  }

  TimelineHeatMap.Data data() {
    return data;
  }

  TimelineBuckets buckets() {
    return buckets;
  }

  String timelineTitle() {
    return timelineTitle;
  }

  /** The timeline axis's title: says how many timelines a column holds when more than one. */
  String axisTitle() {
    return buckets.width() == 1 ? timelineTitle
        : timelineTitle + " (" + buckets.width() + " timelines a column; the largest share shown)";
  }

  /** The colour legend's title. */
  String legendTitle() {
    return buckets.width() == 1 ? "Exclusive time, share of the range"
        : "Exclusive time, max share of " + buckets.width() + " timelines";
  }

  /** The hover of item {@code item} of the only series. */
  String tipOf(int item) {
    int cell = cellOf[item];
    return tip(cell / buckets.columns(), cell % buckets.columns());
  }

  /** The hover at timeline index {@code timeline} and column {@code column}, null off the cells or on an empty one. */
  String tipAt(long timeline, long column) {
    if (timeline < 0 || timeline >= buckets.timelines() || column < 0 || column >= buckets.columns()) {
      return null;
    }
    int bucket = buckets.bucketOf((int) timeline);
    return buckets.max(bucket, (int) column) > 0 ? tip(bucket, (int) column) : null;
  }

  private String tip(int bucket, int column) {
    Category c = data.columns().get(column);
    String other = c == ChartCategories.OTHER ? " — " + data.categories().describe(c) : "";
    int at = buckets.maxAt(bucket, column);
    double max = data.secondsAt(column, at);
    if (buckets.first(bucket) == buckets.last(bucket)) {
      return label(at) + " · " + c.name() + ": " + TimeUnits.duration(max) + " (" + percent(max) + " of the range)"
          + other;
    }
    int n = buckets.last(bucket) - buckets.first(bucket) + 1;
    double mean = buckets.mean(bucket, column);
    // three lines: on one, r16384's hover ran past the window
    return "<html>" + escape("max of " + timelineTitle + " " + span(label(buckets.first(bucket)),
        label(buckets.last(bucket))) + " (" + n + " timelines)") + "<br>" + escape(c.name() + ": "
        + TimeUnits.duration(max) + " (" + percent(max) + " of the range) on " + label(at)) + "<br>"
        + escape("mean " + TimeUnits.duration(mean) + " (" + percent(mean) + ")" + other) + "</html>";
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private String label(int timeline) {
    return data.timelines().get(timeline);
  }

  private String percent(double seconds) {
    double range = data.rangeSeconds();
    return String.format(Locale.ROOT, "%.1f %%", range > 0 ? 100 * seconds / range : 0);
  }

  /** "0–39", or "0 / 0 – 9 / 3" when the labels have spaces of their own. */
  private static String span(String first, String last) {
    return first.contains(" ") || last.contains(" ") ? first + " – " + last : first + "–" + last;
  }

  // one set of blocks is only ever the same object: comparing thousands of blocks would tell nothing more
  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(this);
  }
}
