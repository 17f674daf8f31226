package org.leapshot.slog2.query;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** A {@link RangeStatistics} put together from its timelines' cells ({@link StatisticsRows}). */
final class StatisticsAnswer {
  private StatisticsAnswer() {}

  /**
   * The answer from every timeline's cells: timelines ascending, and per category the totals over
   * them, summed in that order; {@code lineOfRow} ascending.
   */
  static RangeStatistics assemble(double start, double end, boolean approximate, StatisticsRanks ranks,
      StatisticsRows rows, int[] lineOfRow) {
    double timelineError = 0;
    double countError = 0;
    int lines = 0;
    for (int r = 0; r < lineOfRow.length; r++) {
      lines += rows.ranks[r].length > 0 ? 1 : 0;
    }
    int[] lineKeys = new int[lines];
    Object[] lineMaps = new Object[lines];
    // per category rank over all timelines: count, inclusive, exclusive, summed error
    double[] tv = new double[4 * ranks.size()];
    boolean[] seen = new boolean[ranks.size()];
    int line = 0;
    int messages = 0;
    for (int r = 0; r < lineOfRow.length; r++) {
      messages += rows.receivers[r] == null ? 0 : rows.receivers[r].length;
      timelineError = Math.max(timelineError, rows.timelineError[r]);
      countError = Math.max(countError, rows.countError[r]);
      int[] cellRanks = rows.ranks[r];
      if (cellRanks.length == 0) {
        continue; // shadows without weights only
      }
      for (int k = 0; k < cellRanks.length; k++) {
        DurationStats s = (DurationStats) rows.stats[r][k];
        int t = 4 * cellRanks[k];
        seen[cellRanks[k]] = true;
        tv[t] += s.count();
        tv[t + 1] += s.inclusive();
        tv[t + 2] += s.exclusive();
        tv[t + 3] += rows.errors[r][k];
      }
      lineKeys[line] = lineOfRow[r];
      lineMaps[line++] = new IntKeyedMap<DurationStats>(rows.categories[r], rows.stats[r]);
    }
    Map<Integer, Map<Integer, DurationStats>> timelines = new IntKeyedMap<>(lineKeys, lineMaps);
    Map<Integer, DurationStats> total = new TreeMap<>();
    double categoryError = 0;
    for (int k = 0; k < seen.length; k++) {
      if (seen[k]) {
        int t = 4 * k;
        total.put(ranks.categoryOf(k), new DurationStats((long) tv[t], tv[t + 1], tv[t + 2]));
        categoryError = Math.max(categoryError, tv[t + 3]);
      }
    }
    Map<LinePair, MessageStats> msgs = new HashMap<>(Math.max(16, 2 * messages));
    for (int r = 0; r < lineOfRow.length; r++) {
      int[] to = rows.receivers[r];
      long[] m = rows.messages[r];
      for (int k = 0; to != null && k < to.length; k++) {
        msgs.put(new LinePair(lineOfRow[r], to[k]), new MessageStats(m[3 * k], m[3 * k + 1], m[3 * k + 2]));
      }
    }
    StatisticsBound bound = approximate
        ? new StatisticsBound(timelineError, categoryError,
            (long) Math.ceil(countError) + (countError > 0 ? 1 : 0)) // +1: counts are rounded
        : StatisticsBound.EXACT;
    return new RangeStatistics(start, end, timelines, Collections.unmodifiableMap(total),
        Collections.unmodifiableMap(msgs), approximate, bound);
  }
}
