package org.leapshot.slog2.query;

/**
 * Resamples a busy stored timeline (runs of a few stored columns, so most cells are mixed) cell by
 * cell, with the cells' weights over the stored columns ({@link OverviewCellWeights}) when a cell
 * overlaps at most four of them (canvases at least a third of the stored width). The line is first
 * spread out to one look a stored column; a cell then takes its four columns' looks and units,
 * sums them per look, sorts the looks with a four-input network of min/max and drops the repeats,
 * all without a branch on the data: walking the runs branched several times a cell on where each
 * run ended, and those branches, mispredicted, were most of the whole-run picture's time. A mixed
 * cell shows the look its credits choose ({@link OverviewLookCredits}), so the rows are {@link
 * OverviewLineSampler}'s to the cell.
 */
final class OverviewBusyLineSampler {
  /** Sorts after every look: a column with no time in the cell, or nothing in it. */
  private static final int NO_LOOK = Integer.MAX_VALUE;
  private final OverviewRows rows;
  private final int columns;
  private final int width;
  private final OverviewCellWeights weights;
  /** The line spread out: its look in each stored column, then four columns of nothing. */
  private final char[] columnLook;
  /** 1 at the stored columns where one of the line's runs starts (but the first); left all 0. */
  private final byte[] runStarts;
  /** Per look: its units in the cell being chosen. */
  private final long[] sum;
  /** The look number standing for "no look" in a cell's slots: one past the real ones. */
  private final int absent;
  private final OverviewLookCredits credits;
  private final int[] scratch;

  OverviewBusyLineSampler(OverviewRows rows, int width) {
    this.rows = rows;
    this.columns = rows.columns;
    this.width = width;
    this.weights = OverviewCellWeights.of(columns, width);
    this.columnLook = new char[columns + 4];
    this.runStarts = new byte[columns];
    this.absent = rows.lookCount();
    this.sum = new long[absent + 1];
    this.credits = new OverviewLookCredits(absent);
    this.scratch = new int[4 * width + 4];
  }

  /** True when the cells are this sampler's to take: each overlaps at most four stored columns. */
  static boolean fits(int columns, int width) {
    return width <= columns && OverviewCellWeights.of(columns, width).span == 4;
  }

  /** Line {@code m}'s runs (it has at least one), four ints each as {@link ActivityRaster} keeps them. */
  int[] looks(int m) {
    spread(m);
    final char[] look = columnLook;
    final long[] sum = this.sum;
    final int[] first = weights.first;
    final int[] units = weights.units;
    final int[] out = scratch;
    final int[] looks = rows.looks;
    int n = 0; // ints written
    int previous = -1;
    for (int c = 0; c < width; c++) {
      int j = first[c];
      int q = c << 2;
      int l0 = look[j];
      int l1 = look[j + 1];
      int l2 = look[j + 2];
      int l3 = look[j + 3];
      int u0 = units[q];
      int u1 = units[q + 1];
      int u2 = units[q + 2];
      int u3 = units[q + 3];
      sum[l0] = 0;
      sum[l1] = 0;
      sum[l2] = 0;
      sum[l3] = 0;
      sum[l0] += u0;
      sum[l1] += u1;
      sum[l2] += u2;
      sum[l3] += u3;
      int shown = shown(key(l0, u0), key(l1, u1), key(l2, u2), key(l3, u3));
      out[n] = c;
      out[n + 1] = looks[shown * 3];
      out[n + 2] = looks[shown * 3 + 1];
      out[n + 3] = looks[shown * 3 + 2];
      n += (shown ^ previous) == 0 ? 0 : 4;
      previous = shown;
    }
    credits.forget(rows, m);
    return java.util.Arrays.copyOf(out, n);
  }

  /** The column's key: its look when it has one and time in the cell, else {@link #NO_LOOK}. */
  private static int key(int look, int units) {
    return look == OverviewRows.NOTHING | units == 0 ? NO_LOOK : look;
  }

  /**
   * The look a cell shows from its four columns' keys ({@link #sum} holding each look's units):
   * the keys sorted by a min/max network, repeats turned into no look, then one look shown as it
   * is, two chosen by {@link OverviewLookCredits#choose(int, long, int, long)}, more by {@link
   * OverviewLookCredits#choose4} with {@link #absent} in the slots of no look.
   */
  private int shown(int k0, int k1, int k2, int k3) {
    int a = Math.min(k0, k1);
    int b = Math.max(k0, k1);
    int c = Math.min(k2, k3);
    int d = Math.max(k2, k3);
    int s0 = Math.min(a, c);
    int f = Math.max(a, c);
    int g = Math.min(b, d);
    int s3 = Math.max(b, d);
    int s1 = Math.min(f, g);
    int s2 = Math.max(f, g);
    // repeats (sorted, they are neighbours) become no look: what is left is the distinct looks, ascending
    int t1 = s1 == s0 ? NO_LOOK : s1;
    int t2 = s2 == s1 ? NO_LOOK : s2;
    int t3 = s3 == s2 ? NO_LOOK : s3;
    int n = (s0 == NO_LOOK ? 0 : 1) + (t1 == NO_LOOK ? 0 : 1) + (t2 == NO_LOOK ? 0 : 1) + (t3 == NO_LOOK ? 0 : 1);
    if (n <= 1) {
      return n == 0 ? OverviewRows.NOTHING : s0; // one look shows and changes no credit
    }
    if (n == 2) {
      int second = Math.min(t1, Math.min(t2, t3));
      return credits.choose(s0, sum[s0], second, sum[second]);
    }
    final int none = absent;
    return credits.choose4(s0, t1 == NO_LOOK ? none : t1, t2 == NO_LOOK ? none : t2, t3 == NO_LOOK ? none : t3, sum);
  }

  /** Spreads line {@code m}'s runs out to one look a stored column, without a branch a run. */
  private void spread(int m) {
    final int from = rows.runStart[m];
    final int end = rows.runStart[m + 1];
    final char[] runColumn = rows.runColumn;
    final char[] runLook = rows.runLook;
    final byte[] starts = runStarts;
    for (int i = from + 1; i < end; i++) {
      starts[runColumn[i]] = 1;
    }
    final char[] look = columnLook;
    int k = from;
    for (int c = 0; c < columns; c++) {
      k += starts[c];
      look[c] = runLook[k];
    }
    for (int i = from + 1; i < end; i++) {
      starts[runColumn[i]] = 0;
    }
  }
}
