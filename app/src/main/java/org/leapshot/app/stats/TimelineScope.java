package org.leapshot.app.stats;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.leapshot.app.canvas.RowOrder;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * The timelines the statistics are of: those the timeline axis shows (after its filter, hidden
 * timelines and moved rows; a collapsed group counts its members), in the axis's order, or every
 * timeline of the map. A summary of the processes the user kept is what Vampir-like viewers give.
 * The engine is asked for a part's timelines alone ({@link StatsRequest}); figures of all are cut
 * to a part without a new read. Immutable.
 */
public final class TimelineScope {
  private final int[] lineIds;
  private final int total;
  private final boolean all;

  private TimelineScope(int[] lineIds, int total) {
    this.lineIds = lineIds;
    this.total = total;
    this.all = lineIds.length == total;
  }

  /** Every timeline of {@code map}, in the map's path order. */
  public static TimelineScope all(LineIdMap map) {
    RowOrder order = RowOrder.of(map);
    int[] ids = new int[order.size()];
    for (int d = 0; d < ids.length; d++) {
      ids[d] = map.lineId(order.mapRowAt(d));
    }
    return new TimelineScope(ids, map.rowCount());
  }

  /** The timelines {@code plan} shows, in its row order. */
  public static TimelineScope shown(RowPlan plan) {
    int[] rows = plan.shownMapRows();
    int[] ids = new int[rows.length];
    for (int i = 0; i < rows.length; i++) {
      ids[i] = plan.map().lineId(rows[i]);
    }
    return new TimelineScope(ids, plan.map().rowCount());
  }

  /** True when every timeline of the map is in the scope (then also timelines the map lacks are counted). */
  public boolean isAll() {
    return all;
  }

  /** Timelines in the scope. */
  public int size() {
    return lineIds.length;
  }

  /** Timelines of the map. */
  public int total() {
    return total;
  }

  /** The line IDs in the scope, in display order. */
  public int[] lineIds() {
    return lineIds.clone();
  }

  /** "4,096 timelines", or "12 of 4,096 timelines" for a part of them. */
  public String describe() {
    return all ? String.format(Locale.ROOT, "%,d timeline%s", total, total == 1 ? "" : "s")
        : String.format(Locale.ROOT, "%,d of %,d timelines", lineIds.length, total);
  }

  /**
   * {@code s} cut to this scope: its timelines only, category totals summed over them, the messages
   * they send (as {@code stats --timelines} counts them, and as arrows count on their sender). An
   * approximate total of n timelines is within n times the per-timeline bound.
   */
  public RangeStatistics restrict(RangeStatistics s) {
    if (all) {
      return s;
    }
    Map<Integer, Map<Integer, DurationStats>> byTimeline = new HashMap<>();
    Map<Integer, DurationStats> byCategory = new HashMap<>();
    for (int id : lineIds) {
      Map<Integer, DurationStats> row = s.byTimeline().get(id);
      if (row != null) {
        byTimeline.put(id, row);
        row.forEach((cat, d) -> byCategory.merge(cat, d, DurationStats::plus));
      }
    }
    int[] sorted = lineIds.clone();
    Arrays.sort(sorted);
    Map<LinePair, MessageStats> messages = new HashMap<>();
    s.messages().forEach((pair, m) -> {
      if (Arrays.binarySearch(sorted, pair.from()) >= 0) {
        messages.put(pair, m);
      }
    });
    return new RangeStatistics(s.start(), s.end(), byTimeline, byCategory, messages, s.approximate(), bound(s));
  }

  /** The bound of {@code s}'s figures cut to this scope (see {@link #restrict}), without cutting them. */
  public StatisticsBound bound(RangeStatistics s) {
    StatisticsBound b = s.bound();
    return all || !s.approximate() ? b
        : new StatisticsBound(b.timelineSeconds(), b.timelineSeconds() * lineIds.length, b.count());
  }
}
