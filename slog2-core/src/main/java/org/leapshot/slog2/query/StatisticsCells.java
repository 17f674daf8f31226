package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The category cells of one timeline at a time, {@link #WIDTH} doubles each, indexed by the
 * category's rank (its place among the categories of the answer, ascending): figures, their
 * possible errors (an exclusive time's on each side: most of what
 * an estimate misses is known to lie above it, see {@link StateTimeBudget}), and whether the cell is a state's. A whole-run answer for 16 384 timelines has
 * 10^5–10^6 cells; looked up in a table keyed by timeline and category they were most of its time,
 * while one timeline's cells fit a small array that is cleared for the next.
 */
final class StatisticsCells {
  static final int COUNT = 0;
  static final int INCLUSIVE = 1;
  static final int EXCLUSIVE = 2;
  static final int COUNT_ERROR = 3;
  static final int INCLUSIVE_ERROR = 4;
  /** How far the exact exclusive time can lie below the estimate. */
  static final int EXCLUSIVE_BELOW = 5;
  /** How far the exact exclusive time can lie above the estimate. */
  static final int EXCLUSIVE_ABOVE = 6;
  static final int STATE = 7;
  static final int WIDTH = 8;
  private final double[] values;
  private final boolean[] used;
  private final int[] usedRanks;
  private int usedCount;

  /** Cells for categories of rank 0 to {@code ranks} − 1. */
  StatisticsCells(int ranks) {
    values = new double[ranks * WIDTH];
    used = new boolean[ranks];
    usedRanks = new int[ranks];
  }

  /** The values: cell {@code rank}'s start at {@link #at}. */
  double[] values() {
    return values;
  }

  /** Where cell {@code rank}'s values start; from now on the cell is part of the timeline's answer. */
  int at(int rank) {
    if (!used[rank]) {
      used[rank] = true;
      usedRanks[usedCount++] = rank;
    }
    return rank * WIDTH;
  }

  /** Sorts the ranks of the cells in use, ascending ({@link #usedRank}); returns how many there are. */
  int sortUsed() {
    Arrays.sort(usedRanks, 0, usedCount);
    return usedCount;
  }

  int usedRank(int k) {
    return usedRanks[k];
  }

  /** Zeros the cells in use, for the next timeline. */
  void clear() {
    for (int k = 0; k < usedCount; k++) {
      int r = usedRanks[k];
      used[r] = false;
      Arrays.fill(values, r * WIDTH, r * WIDTH + WIDTH, 0);
    }
    usedCount = 0;
  }
}
