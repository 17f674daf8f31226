package org.leapshot.slog2.query;

/**
 * Resamples a busy stored timeline (runs of a few stored columns, so most cells are mixed) cell by
 * cell, with the cells' weights over the stored columns ({@link OverviewCellWeights}) when a cell
 * overlaps at most four of them (canvases at least a third of the stored width). The line is first
 * spread out to one look a stored column; a cell then takes its four slots' looks and units, without
 * a branch on where runs end: walking the runs branched several times a cell, and those branches,
 * mispredicted, were most of the whole-run picture's time. A cell of one look shows it; a mixed
 * cell shows the look its credits choose ({@link OverviewLookCredits}), so the rows are {@link
 * OverviewLineSampler}'s to the cell. On a line with no empty column (every line of the 64-timeline
 * traces and of wrf, a tenth of r4096's) the credits are whole numbers ({@link
 * OverviewLookCredits#chooseSlots}), without sums of slots per look or doubles.
 */
final class OverviewBusyLineSampler {
  private final OverviewRows rows;
  private final int columns;
  private final int width;
  private final OverviewCellWeights weights;
  /** The line spread out: its look in each stored column, then four columns of nothing. */
  private final char[] columnLook;
  /** 1 at the stored columns where one of the line's runs starts (but the first); left all 0. */
  private final byte[] runStarts;
  /**
   * Per cell c, at {@code 4c + k}: the stored column slot k reads, its own, or for a slot of no
   * units (past the cell's end) the slot before's, so that it repeats a look already counted.
   */
  private final int[] slotColumn;
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
    this.credits = new OverviewLookCredits(absent, columns);
    this.scratch = new int[4 * width + 4];
    this.slotColumn = new int[width * 4];
    for (int c = 0; c < width; c++) {
      int q = c * 4;
      slotColumn[q] = weights.first[c];
      for (int k = 1; k < 4; k++) {
        slotColumn[q + k] = weights.units[q + k] == 0 ? slotColumn[q + k - 1] : weights.first[c] + k;
      }
    }
  }

  /** True when the cells are this sampler's to take: each overlaps at most four stored columns. */
  static boolean fits(int columns, int width) {
    return width <= columns && OverviewCellWeights.of(columns, width).span == 4;
  }

  /** Line {@code m}'s runs (it has at least one), four ints each as {@link ActivityRaster} keeps them. */
  int[] looks(int m) {
    // no empty column: every mixed cell's looks fill it, fractions of a power of two when its
    // units are one, which whole-number credits give to the bit
    boolean whole = spread(m) && credits.wholeCredits();
    final char[] look = columnLook;
    final int[] at = slotColumn;
    final int[] units = weights.units;
    final int[] out = scratch;
    final int[] looks = rows.looks;
    int n = 0; // ints written
    int previous = -1;
    for (int c = 0; c < width; c++) {
      int q = c << 2;
      int l0 = look[at[q]];
      int l1 = look[at[q + 1]];
      int l2 = look[at[q + 2]];
      int l3 = look[at[q + 3]];
      int shown;
      if (((l0 ^ l1) | (l1 ^ l2) | (l2 ^ l3)) == 0) {
        shown = l0; // one look, or nothing: no credit changes
      } else if (whole) {
        shown = credits.chooseSlots(l0, l1, l2, l3, units[q], units[q + 1], units[q + 2], units[q + 3]);
      } else {
        shown = mixed(l0, l1, l2, l3, units[q], units[q + 1], units[q + 2], units[q + 3]);
      }
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

  /**
   * The look a cell of more than one slot look shows on a line with empty columns: each look's
   * units summed over its slots (its first slot keeps it, repeats become {@link #absent}), nothing
   * left out; one look beside nothing shows it and changes no credit.
   */
  private int mixed(int l0, int l1, int l2, int l3, long u0, long u1, long u2, long u3) {
    int e01 = same(l0, l1);
    int e02 = same(l0, l2);
    int e03 = same(l0, l3);
    int e12 = same(l1, l2);
    int e13 = same(l1, l3);
    int e23 = same(l2, l3);
    int r0 = real(l0);
    int r1 = real(l1) & (e01 ^ 1);
    int r2 = real(l2) & ((e02 | e12) ^ 1);
    int r3 = real(l3) & ((e03 | e13 | e23) ^ 1);
    long w0 = u0 + (u1 & -e01) + (u2 & -e02) + (u3 & -e03) & -r0;
    long w1 = u1 + (u0 & -e01) + (u2 & -e12) + (u3 & -e13) & -r1;
    long w2 = u2 + (u0 & -e02) + (u1 & -e12) + (u3 & -e23) & -r2;
    long w3 = u3 + (u0 & -e03) + (u1 & -e13) + (u2 & -e23) & -r3;
    if (r0 + r1 + r2 + r3 < 2) {
      return l0 | l1 | l2 | l3;
    }
    final int none = absent;
    return credits.chooseAny(pick(l0, r0, none), pick(l1, r1, none), pick(l2, r2, none), pick(l3, r3, none),
        w0, w1, w2, w3, w0 + w1 + w2 + w3);
  }

  /** 1 when the two looks are the same, else 0. */
  private static int same(int a, int b) {
    return ((a ^ b) - 1) >>> 31;
  }

  /** 1 for a look, 0 for nothing. */
  private static int real(int look) {
    return -look >>> 31;
  }

  /** The look when it counts ({@code r} 1), else the absent look. */
  private static int pick(int look, int r, int absent) {
    return absent + ((look - absent) & -r);
  }

  /**
   * Spreads line {@code m}'s runs out to one look a stored column, without a branch a run.
   *
   * @return true when no column is empty
   */
  private boolean spread(int m) {
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
    boolean full = true;
    for (int i = from; i < end; i++) {
      starts[runColumn[i]] = 0;
      full &= runLook[i] != OverviewRows.NOTHING;
    }
    return full;
  }
}
