package org.leapshot.slog2.query;

/**
 * The first cut's resampling, kept as the oracle: every member timeline expanded to one look and
 * one density level per stored column, then each cell's time per look counted column by column and
 * the look shown chosen by the row's credits ({@link CreditModel}, keyed by look). Weights are
 * exact integer units (a stored column is {@code width} units, a cell {@code columns}), so the
 * answer does not depend on the order of addition.
 */
final class NaiveOverviewRaster {
  private NaiveOverviewRaster() {}

  /** Per row and cell: {category, frame, depth word, density level}; a row without members: all NONE, no density. */
  static int[][][] cells(OverviewRows rows, int width, int[][] members) {
    int columns = rows.columns;
    int[][][] out = new int[members.length][width][];
    for (int r = 0; r < members.length; r++) {
      int[][] looks = new int[members[r].length][];
      int[][] levels = new int[members[r].length][];
      boolean anyDensity = false;
      for (int k = 0; k < members[r].length; k++) {
        looks[k] = expand(rows.runStart, ints(rows.runColumn), ints(rows.runLook), members[r][k], columns);
        levels[k] = expand(rows.densityStart, ints(rows.densityColumn()), levelsAsInts(rows.densityLevel), members[r][k],
            columns);
        for (int v : levels[k]) {
          anyDensity |= v != 0;
        }
      }
      CreditModel credits = new CreditModel(); // a row's looks chosen by their credits, keyed by look
      for (int c = 0; c < width; c++) {
        long cellStart = (long) c * columns;
        long cellEnd = cellStart + columns;
        long[] weight = new long[rows.lookCount()];
        long units = 0;
        for (int s = (int) (cellStart / width); s < columns && (long) s * width < cellEnd; s++) {
          long overlap = Math.min((long) (s + 1) * width, cellEnd) - Math.max((long) s * width, cellStart);
          for (int k = 0; k < looks.length; k++) {
            if (looks[k][s] != OverviewRows.NOTHING) {
              weight[looks[k][s]] += overlap;
            }
            units += overlap * DensityLevels.messagesOf(levels[k][s]);
          }
        }
        java.util.SortedMap<Integer, Double> time = new java.util.TreeMap<>();
        for (int look = 1; look < weight.length; look++) {
          if (weight[look] > 0) {
            time.put(look, (double) weight[look]);
          }
        }
        int best = time.isEmpty() ? OverviewRows.NOTHING : credits.show(time);
        int level = anyDensity ? DensityLevels.levelOf(units, width) : -1;
        out[r][c] = new int[] {rows.category(best), rows.frame(best), rows.word(best), level};
      }
    }
    return out;
  }

  private static int[] levelsAsInts(byte[] b) {
    int[] v = new int[b.length];
    for (int i = 0; i < b.length; i++) {
      v[i] = b[i] & 0xFF;
    }
    return v;
  }

  private static int[] ints(char[] v) {
    int[] out = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = v[i];
    }
    return out;
  }

  /** A row's runs as one value per stored column (0 where the row has no runs). */
  private static int[] expand(int[] start, int[] column, int[] value, int row, int columns) {
    int[] out = new int[columns];
    for (int i = start[row]; i < start[row + 1]; i++) {
      int to = i + 1 < start[row + 1] ? column[i + 1] : columns;
      for (int c = column[i]; c < to; c++) {
        out[c] = value[i];
      }
    }
    return out;
  }

  /** The same cells read from a raster: {category, frame, depth word, density level or -1 without density}. */
  static int[] cell(ActivityRaster a, int row, int c) {
    int category = ActivityRaster.NONE;
    int frame = ActivityRaster.NONE;
    int word = 0;
    for (int i = 0; i < a.runCount(row) && a.run(row, i, 0) <= c; i++) {
      category = a.run(row, i, 1);
      frame = a.run(row, i, 2);
      word = a.run(row, i, 3);
    }
    return new int[] {category, frame, word, a.hasDensity(row) ? a.density(row, c) : -1};
  }
}
