package org.leapshot.app.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * {@link RangeStatistics} flattened into the rows the tables, chart and CSV show, with category
 * names and timeline labels resolved. Every real category of the file gets a row, also when the
 * range holds none of it, so that "zero" is visible rather than missing. Shares are of exclusive
 * time: a category's share of all timelines' time in the range, a timeline row's of that timeline's
 * time. They are defined for states only (arrow and event "time" is not time spent on a timeline).
 */
public record StatsRows(RangeStatistics stats, List<CategoryRow> categories, List<TimelineRow> timelines,
    List<MessageRow> messages) {

  public record CategoryRow(Category category, long count, double inclusive, double exclusive, double share) {}

  public record TimelineRow(int lineId, String timeline, Category category, long count, double inclusive,
      double exclusive, double share) {}

  public record MessageRow(String from, String to, long count, long bytes, long sizedCount) {}

  public static StatsRows of(RangeStatistics s, Map<Integer, Category> cats, LineIdMap map) {
    return of(s, cats, map, TimelineScope.all(map));
  }

  /**
   * The rows of {@code s}'s timelines in {@code scope} (see {@link TimelineScope#restrict}); shares
   * are of the scope's timelines' time.
   */
  public static StatsRows of(RangeStatistics all, Map<Integer, Category> cats, LineIdMap map, TimelineScope scope) {
    return of(all, cats, map, scope, Map.of());
  }

  /** The same, timelines labelled by the {@code names} the trace gives them (line ID → name) where it has one. */
  public static StatsRows of(RangeStatistics all, Map<Integer, Category> cats, LineIdMap map, TimelineScope scope,
      Map<Integer, String> names) {
    RangeStatistics s = scope.restrict(all);
    double duration = Math.max(0, s.end() - s.start());
    int timelineCount = Math.max(1, scope.size());
    List<CategoryRow> byCat = new ArrayList<>();
    for (Category c : realCategories(cats)) {
      DurationStats d = s.byCategory().getOrDefault(c.index(), DurationStats.ZERO);
      byCat.add(new CategoryRow(c, d.count(), d.inclusive(), d.exclusive(),
          share(c, d.exclusive(), duration * timelineCount)));
    }
    List<TimelineRow> byLine = new ArrayList<>();
    for (int lineId : timelineOrder(s, map, scope)) {
      Map<Integer, DurationStats> row = s.byTimeline().getOrDefault(lineId, Map.of());
      for (Category c : realCategories(cats)) {
        DurationStats d = row.get(c.index());
        if (d != null && (d.count() > 0 || d.inclusive() > 0)) {
          byLine.add(new TimelineRow(lineId, label(map, names, lineId), c, d.count(), d.inclusive(), d.exclusive(),
              share(c, d.exclusive(), duration)));
        }
      }
    }
    List<MessageRow> msgs = new ArrayList<>();
    s.messages().entrySet().stream()
        .sorted(Map.Entry.comparingByKey(Comparator.comparingInt(LinePair::from).thenComparingInt(LinePair::to)))
        .forEach(e -> {
          MessageStats m = e.getValue();
          msgs.add(new MessageRow(label(map, names, e.getKey().from()), label(map, names, e.getKey().to()), m.count(), m.bytes(),
              m.sizedCount()));
        });
    return new StatsRows(s, List.copyOf(byCat), List.copyOf(byLine), List.copyOf(msgs));
  }

  /** The file's real categories in index order. */
  static List<Category> realCategories(Map<Integer, Category> cats) {
    return cats.values().stream().filter(c -> !c.isPreview()).sorted(Comparator.comparingInt(Category::index))
        .toList();
  }

  /** The scope's timelines in the order the canvas shows them, then, for all, any the map does not list (by line ID). */
  static List<Integer> timelineOrder(RangeStatistics s, LineIdMap map, TimelineScope scope) {
    List<Integer> order = new ArrayList<>();
    for (int id : scope.lineIds()) {
      order.add(id);
    }
    if (scope.isAll()) {
      s.byTimeline().keySet().stream().filter(id -> map.rowOf(id) < 0).sorted().forEach(order::add);
    }
    return order;
  }

  /** A timeline's label: the name the trace gives it, else {@link #label(LineIdMap, int)}. */
  static String label(LineIdMap map, Map<Integer, String> names, int lineId) {
    String name = names.get(lineId);
    return name != null ? name : label(map, lineId);
  }

  /** A timeline's label: its map values ("1 / 3" for process / thread), or its line ID when the map lacks it. */
  public static String label(LineIdMap map, int lineId) {
    int row = map.rowOf(lineId);
    if (row < 0) {
      return Integer.toString(lineId);
    }
    int[] v = map.values(row);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < v.length; i++) {
      sb.append(i > 0 ? " / " : "").append(v[i]);
    }
    return sb.length() == 0 ? Integer.toString(lineId) : sb.toString();
  }

  private static double share(Category c, double exclusive, double total) {
    return c.topology() == Topology.STATE && total > 0 ? exclusive / total : Double.NaN;
  }

  /** Drawables counted over all categories. */
  public long totalCount() {
    return categories.stream().mapToLong(CategoryRow::count).sum();
  }
}
