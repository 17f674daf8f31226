package org.leapshot.app.stats;

import java.awt.Dimension;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.RowSorter.SortKey;
import javax.swing.SortOrder;
import org.jfree.chart.JFreeChart;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.app.stats.StatsRows.MessageRow;
import org.leapshot.app.stats.StatsRows.TimelineRow;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * Turns computed figures into what the window shows, on a background thread: the rows, the three
 * tables' models already in their first order, and the chart. The EDT then only puts them in place
 * (on r16384, 298 000 rows "by timeline": sorting them on the EDT froze the viewer for 15 s).
 * One callback runs on the EDT unless cancelled.
 */
final class StatsLayout extends StatsWorker<StatsLayout.Laid> {
  static final List<SortKey> BY_CATEGORY = List.of(new SortKey(4, SortOrder.DESCENDING));
  static final List<SortKey> BY_TIMELINE = List.of(new SortKey(0, SortOrder.ASCENDING),
      new SortKey(4, SortOrder.DESCENDING));
  static final List<SortKey> MESSAGES = List.of(new SortKey(2, SortOrder.DESCENDING));

  /** What the window shows of one set of figures. */
  record Laid(StatsRows rows, StatsTableModel<CategoryRow> byCategory, StatsTableModel<TimelineRow> byTimeline,
      StatsTableModel<MessageRow> messages, JFreeChart chart) {}

  private final RangeStatistics stats;
  private final Map<Integer, Category> categories;
  private final LineIdMap map;
  private final TimelineScope scope;
  private final Map<Integer, String> names;
  private final String title;
  private final Dimension chartSize;

  /** @param chartSize the size the chart's panel will have, null or empty when not known */
  StatsLayout(RangeStatistics stats, Map<Integer, Category> categories, LineIdMap map, TimelineScope scope,
      Map<Integer, String> names, String title, Dimension chartSize, Consumer<Laid> done, Consumer<Throwable> failed) {
    super(done, failed);
    this.stats = stats;
    this.categories = categories;
    this.map = map;
    this.scope = scope;
    this.names = names;
    this.title = title;
    this.chartSize = chartSize;
  }

  @Override
  protected Laid doInBackground() {
    StatsRows rows = StatsRows.of(stats, categories, map, scope, names);
    return new Laid(rows, sorted(StatsTableModel.byCategory(rows), BY_CATEGORY),
        sorted(StatsTableModel.byTimeline(rows, title.isEmpty() ? "Timeline" : title), BY_TIMELINE),
        sorted(StatsTableModel.messages(rows), MESSAGES), chartOf(rows, title, chartSize));
  }

  /** {@code model} with its rows in the order of {@code keys}. */
  static <R> StatsTableModel<R> sorted(StatsTableModel<R> model, List<SortKey> keys) {
    model.setRows(StatsOrder.sorted(model, model.given(), keys));
    return model;
  }

  /**
   * Bars while every timeline can be labelled, a heat map of timelines × categories beyond, its
   * columns made for the plot's width in a panel of {@code size}.
   */
  static JFreeChart chartOf(StatsRows rows, String title, Dimension size) {
    long timelines = rows.timelines().stream().map(StatsRows.TimelineRow::timeline).distinct().count();
    return timelines <= ExclusiveTimeChart.MAX_BARS ? ExclusiveTimeChart.create(ExclusiveTimeChart.data(rows, title))
        : TimelineHeatMap.create(TimelineHeatMap.data(rows), title, size);
  }
}
