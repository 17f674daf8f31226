package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Map;
import org.leapshot.slog2.model.Category;

/**
 * The categories an answer holds, numbered in ascending order (their rank): a timeline's cells are
 * an array indexed by rank, read in category order. With each, the exclusive share of its time over
 * the whole file, from its summary (the root's shadows, spec §10.6), or NaN when the summary says
 * nothing. Read-only once made, so threads share it.
 */
final class StatisticsRanks {
  private final KeySlots slots;
  private final int[] rankOfSlot;
  private final int[] categoryOfRank;
  private final double[] share;

  /** @param seen the categories, as keys, in the order first seen */
  StatisticsRanks(KeySlots seen, Map<Integer, Category> categories) {
    slots = seen;
    int n = seen.size();
    categoryOfRank = new int[n];
    for (int s = 0; s < n; s++) {
      categoryOfRank[s] = (int) seen.keyOf(s);
    }
    Arrays.sort(categoryOfRank);
    rankOfSlot = new int[n];
    share = new double[n];
    for (int r = 0; r < n; r++) {
      rankOfSlot[seen.find(categoryOfRank[r])] = r;
      share[r] = exclusiveShare(categories.get(categoryOfRank[r]));
    }
  }

  int size() {
    return categoryOfRank.length;
  }

  /** The rank of a category the builder saw. */
  int rankOf(int category) {
    return rankOfSlot[slots.find(category)];
  }

  int categoryOf(int rank) {
    return categoryOfRank[rank];
  }

  /** The share of exclusive time in the category's time over the whole file, or NaN. */
  double exclusiveShare(int rank) {
    return share[rank];
  }

  private static double exclusiveShare(Category c) {
    if (c == null) {
      return Double.NaN;
    }
    double incl = c.summary().inclusiveRatio();
    double excl = c.summary().exclusiveRatio();
    return incl > 0 && Double.isFinite(excl) ? Math.max(0, Math.min(1, excl / incl)) : Double.NaN;
  }
}
