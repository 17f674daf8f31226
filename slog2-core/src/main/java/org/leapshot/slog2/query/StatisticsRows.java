package org.leapshot.slog2.query;

/**
 * Each timeline's answer as {@link TimelineStatistics} leaves it, by row: its cells' category ranks
 * and categories (ascending), figures and possible errors. Rows are written by one thread each and
 * read once all are done (the caller waits for them).
 */
final class StatisticsRows {
  final int[][] ranks;
  final int[][] categories;
  final Object[][] stats;
  final double[][] errors;
  /** Per row the largest possible error of a cell's time and of its count. */
  final double[] timelineError;
  final double[] countError;
  /** Per row the timelines its messages go to (ascending; null for none), and per such timeline the arrows, bytes and sized arrows. */
  final int[][] receivers;
  final long[][] messages;

  StatisticsRows(int rows) {
    ranks = new int[rows][];
    categories = new int[rows][];
    stats = new Object[rows][];
    errors = new double[rows][];
    timelineError = new double[rows];
    countError = new double[rows];
    receivers = new int[rows][];
    messages = new long[rows][];
  }

  void set(int row, int[] r, int[] c, Object[] s, double[] e, double timeError, double countErr) {
    timelineError[row] = timeError;
    countError[row] = countErr;
    ranks[row] = r;
    categories[row] = c;
    stats[row] = s;
    errors[row] = e;
  }
}
