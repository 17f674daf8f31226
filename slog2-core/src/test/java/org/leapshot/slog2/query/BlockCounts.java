package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * What two pictures of the same rows must agree on when each chose its mixed cells by credits from
 * slightly different sums (shadows against real states, stored columns against time): per row and
 * block of {@link #BLOCK} columns, how many cells each category shows.
 */
final class BlockCounts {
  static final int BLOCK = 16;

  private BlockCounts() {}

  private static Map<Integer, Integer> counts(ActivityRaster r, int row, int from, int to) {
    Map<Integer, Integer> m = new HashMap<>();
    for (int c = from; c < to; c++) {
      m.merge(r.category(row, c), 1, Integer::sum);
    }
    return m;
  }

  /**
   * Asserts each category's cells in every block whose columns {@code compared} accepts (row,
   * column) differ by at most {@code slack} between the pictures.
   */
  static void assertClose(ActivityRaster got, ActivityRaster want, int slack, BiPredicate<Integer, Integer> compared) {
    int width = want.width();
    for (int r = 0; r < want.rowCount(); r++) {
      for (int b = 0; b < width; b += BLOCK) {
        int e = Math.min(width, b + BLOCK);
        boolean all = true;
        for (int c = b; c < e && all; c++) {
          all = compared.test(r, c);
        }
        if (!all) {
          continue;
        }
        Map<Integer, Integer> g = counts(got, r, b, e);
        Map<Integer, Integer> w = counts(want, r, b, e);
        Map<Integer, Integer> keys = new HashMap<>(g);
        keys.putAll(w);
        for (Integer k : keys.keySet()) {
          assertThat(Math.abs(g.getOrDefault(k, 0) - w.getOrDefault(k, 0)))
              .as("row %d, columns [%d, %d): cells of category %d", r, b, e, k).isLessThanOrEqualTo(slack);
        }
      }
    }
  }

  /** The share of cells the pictures' block counts have in common (per row and block, each category's fewer cells). */
  static double agreement(ActivityRaster got, ActivityRaster want) {
    int width = want.width();
    long common = 0;
    long cells = 0;
    for (int r = 0; r < want.rowCount(); r++) {
      for (int b = 0; b < width; b += BLOCK) {
        int e = Math.min(width, b + BLOCK);
        Map<Integer, Integer> g = counts(got, r, b, e);
        Map<Integer, Integer> w = counts(want, r, b, e);
        w.remove(ActivityRaster.NONE);
        for (Map.Entry<Integer, Integer> x : w.entrySet()) {
          common += Math.min(x.getValue(), g.getOrDefault(x.getKey(), 0));
          cells += x.getValue();
        }
      }
    }
    return cells == 0 ? 1 : common / (double) cells;
  }
}
