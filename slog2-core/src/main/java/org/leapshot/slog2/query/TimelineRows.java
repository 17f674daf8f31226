package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The answer's row of each timeline of streamed statistics ({@link StreamedStatistics#finish}):
 * its state cells and its arrows' and events' sums ({@link ArrowSums}) by category, in category
 * order. The sums join the row here rather than the timeline's cells first: a cell made per arrow
 * and event category on each of 16 384 timelines grew each timeline's cell table past its linear
 * search, a fifth of the answer's time in a JVM just started. A category's figures are the same:
 * a cell of arrows holds nothing else, and counts are whole numbers, the same in any order.
 */
final class TimelineRows {
  private final StatisticsRanks ranks;
  private final ArrowSums arrows;
  private final ArrowSums events;
  private final StatisticsRows rows;
  private int size;
  private int[] category = new int[32];
  private long[] count = new long[32];
  private double[] inclusive = new double[32];
  private double[] exclusive = new double[32];

  TimelineRows(StatisticsRanks ranks, ArrowSums arrows, ArrowSums events, StatisticsRows rows) {
    this.ranks = ranks;
    this.arrows = arrows;
    this.events = events;
    this.rows = rows;
  }

  /** Row {@code r}: timeline {@code t}, whose slot is {@code slot}. */
  void row(StreamedTimeline t, int slot, int r) {
    size = 0;
    for (int c = 0, n = t.cells(); c < n; c++) {
      add(t.cellCategory(c), t.cellCount(c), t.cellInclusive(c), t.cellExclusive(c));
    }
    for (int k = 0, n = arrows.kinds(); k < n; k++) {
      long m = arrows.countOn(k, slot);
      if (m > 0) {
        double time = arrows.timeOn(k, slot);
        sum(arrows.category(k), m, time);
      }
    }
    for (int k = 0, n = events.kinds(); k < n; k++) {
      long m = events.countOn(k, slot);
      if (m > 0) {
        sum(events.category(k), m, 0);
      }
    }
    emit(r);
  }

  /**
   * Adds to the cell of {@code cat}, made when new. Of the states' cells, only one of a category
   * the file does not define can be found, by its events (a category with states and arrows is
   * not streamed); whatever time they add is 0.
   */
  private void sum(int cat, long m, double time) {
    for (int c = 0; c < size; c++) {
      if (category[c] == cat) {
        count[c] += m;
        inclusive[c] += time;
        exclusive[c] += time;
        return;
      }
    }
    add(cat, m, time, time);
  }

  private void add(int cat, long m, double incl, double excl) {
    if (size == category.length) {
      int n = 2 * size;
      category = Arrays.copyOf(category, n);
      count = Arrays.copyOf(count, n);
      inclusive = Arrays.copyOf(inclusive, n);
      exclusive = Arrays.copyOf(exclusive, n);
    }
    category[size] = cat;
    count[size] = m;
    inclusive[size] = incl;
    exclusive[size++] = excl;
  }

  /**
   * Sorts a row's keys (distinct): by insertion up to a few dozen, the usual row. Arrays.sort's
   * one large method ran interpreted for the first few hundred of 4 096 rows in a JVM just started.
   */
  static void sort(long[] keys) {
    if (keys.length > 48) {
      Arrays.sort(keys);
      return;
    }
    for (int i = 1; i < keys.length; i++) {
      long k = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] > k) {
        keys[j + 1] = keys[j];
        j--;
      }
      keys[j + 1] = k;
    }
  }

  /** The cells in category order, as the row. */
  private void emit(int r) {
    int n = size;
    long[] byRank = new long[n];
    for (int c = 0; c < n; c++) {
      byRank[c] = KeySlots.pair(ranks.rankOf(category[c]), c);
    }
    sort(byRank);
    int[] rank = new int[n];
    int[] cats = new int[n];
    Object[] stats = new Object[n];
    for (int k = 0; k < n; k++) {
      int c = (int) byRank[k];
      rank[k] = (int) (byRank[k] >> 32);
      cats[k] = category[c];
      stats[k] = new DurationStats(count[c], inclusive[c], exclusive[c]);
    }
    rows.set(r, rank, cats, stats, new double[n], 0, 0);
  }
}
