package org.leapshot.slog2.query;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executor;

/**
 * A {@link RangeStatistics} put together from its timelines' cells ({@link StatisticsRows}). Each
 * row is taken by a method of its own: in a JVM that has only just started, one loop over the
 * 16 384 rows of a big run (and their 300 000 cells) ran in the interpreter, which compiles a
 * method after a few hundred calls but a loop only after tens of thousands of turns.
 */
final class StatisticsAnswer {
  private final StatisticsRows rows;
  private final int[] lineOfRow;
  private final int[] lineKeys;
  private final Object[] lineMaps;
  private int lines;
  /** Per category rank over all timelines: count, inclusive, exclusive, summed error. */
  private final double[] tv;
  private final boolean[] seen;
  private double timelineError;
  private double countError;
  /** The rows' messages by pair, made beside the timelines' part (it reads the rows only). */
  private Map<LinePair, MessageStats> messages;

  private StatisticsAnswer(StatisticsRanks ranks, StatisticsRows rows, int[] lineOfRow) {
    this.rows = rows;
    this.lineOfRow = lineOfRow;
    int n = 0;
    for (int r = 0; r < lineOfRow.length; r++) {
      n += rows.ranks[r].length > 0 ? 1 : 0;
    }
    lineKeys = new int[n];
    lineMaps = new Object[n];
    tv = new double[4 * ranks.size()];
    seen = new boolean[ranks.size()];
  }

  /**
   * The answer from every timeline's cells: timelines ascending, and per category the totals over
   * them, summed in that order; {@code lineOfRow} ascending.
   */
  static RangeStatistics assemble(double start, double end, boolean approximate, StatisticsRanks ranks,
      StatisticsRows rows, int[] lineOfRow) {
    return assemble(start, end, approximate, ranks, rows, lineOfRow, null, 1);
  }

  /**
   * The same, the messages by pair made on one of {@code workers} (none when null) while the
   * calling thread sums the timelines' cells: on 16 384 timelines each half is about a tenth of an
   * approximate whole-run answer, and neither reads what the other writes.
   */
  static RangeStatistics assemble(double start, double end, boolean approximate, StatisticsRanks ranks,
      StatisticsRows rows, int[] lineOfRow, Executor workers, int threads) {
    StatisticsAnswer a = new StatisticsAnswer(ranks, rows, lineOfRow);
    SharedWork.run(workers, threads, 2, () -> part -> {
      if (part == 0) {
        for (int r = 0; r < lineOfRow.length; r++) {
          a.row(r);
        }
      } else {
        a.messages = a.messages();
      }
    });
    Map<Integer, Map<Integer, DurationStats>> timelines = new IntKeyedMap<>(a.lineKeys, a.lineMaps);
    Map<Integer, DurationStats> total = new TreeMap<>();
    double categoryError = 0;
    for (int k = 0; k < a.seen.length; k++) {
      if (a.seen[k]) {
        int t = 4 * k;
        total.put(ranks.categoryOf(k), new DurationStats((long) a.tv[t], a.tv[t + 1], a.tv[t + 2]));
        categoryError = Math.max(categoryError, a.tv[t + 3]);
      }
    }
    StatisticsBound bound = approximate
        ? new StatisticsBound(a.timelineError, categoryError,
            (long) Math.ceil(a.countError) + (a.countError > 0 ? 1 : 0)) // +1: counts are rounded
        : StatisticsBound.EXACT;
    return new RangeStatistics(start, end, timelines, Collections.unmodifiableMap(total), a.messages, approximate,
        bound);
  }

  private void row(int r) {
    timelineError = Math.max(timelineError, rows.timelineError[r]);
    countError = Math.max(countError, rows.countError[r]);
    int[] cellRanks = rows.ranks[r];
    if (cellRanks.length == 0) {
      return; // shadows without weights only
    }
    Object[] stats = rows.stats[r];
    double[] errors = rows.errors[r];
    for (int k = 0; k < cellRanks.length; k++) {
      DurationStats s = (DurationStats) stats[k];
      int t = 4 * cellRanks[k];
      seen[cellRanks[k]] = true;
      tv[t] += s.count();
      tv[t + 1] += s.inclusive();
      tv[t + 2] += s.exclusive();
      tv[t + 3] += errors[k];
    }
    lineKeys[lines] = lineOfRow[r];
    lineMaps[lines++] = new IntKeyedMap<DurationStats>(rows.categories[r], stats);
  }

  /** The rows' messages, by pair. */
  private Map<LinePair, MessageStats> messages() {
    int pairs = 0;
    for (int[] to : rows.receivers) {
      pairs += to == null ? 0 : to.length;
    }
    long[] keys = new long[pairs];
    Object[] values = new Object[pairs];
    int m = 0;
    for (int r = 0; r < lineOfRow.length; r++) {
      m = messages(r, keys, values, m);
    }
    return PairKeyedMap.of(keys, values);
  }

  private int messages(int r, long[] keys, Object[] values, int m) {
    int[] to = rows.receivers[r];
    long[] sums = rows.messages[r];
    for (int k = 0; to != null && k < to.length; k++) {
      keys[m] = PairKeyedMap.key(lineOfRow[r], to[k]);
      values[m++] = new MessageStats(sums[3 * k], sums[3 * k + 1], sums[3 * k + 2]);
    }
    return m;
  }
}
