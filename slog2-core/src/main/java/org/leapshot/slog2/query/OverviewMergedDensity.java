package org.leapshot.slog2.query;

/**
 * The message density of a raster row merging several stored timelines: each timeline's density
 * runs added up in exact integer units per cell (as {@link OverviewResampler} sums time: a run
 * adds its partly covered end cells directly and its whole cells as a +/- pair), a dense
 * timeline's cell by cell ({@link OverviewCellWeights}), then one level a cell. One row at a time.
 */
final class OverviewMergedDensity {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  private final OverviewCells cells;
  private final CellDensityLevels levels;
  private final long[] densityDiff;
  private final long[] densityPartial;

  OverviewMergedDensity(OverviewRows rows, int width, OverviewCells cells) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    this.cells = cells;
    this.levels = CellDensityLevels.forWidth(width);
    this.densityDiff = new long[width + 1];
    this.densityPartial = new long[width];
  }

  /** The merged row's density levels per cell, or null when none of its timelines has messages. */
  byte[] density(int[] members) {
    boolean any = false;
    for (int m : members) {
      if (rows.densityStart[m + 1] - rows.densityStart[m] == columns) { // dense: cell by cell, not run by run
        any |= weights().addUnits(rows.densityLevel, rows.densityStart[m], densityPartial) != 0;
        continue;
      }
      char[] densityColumn = rows.densityColumn();
      for (int i = rows.densityStart[m], end = rows.densityStart[m + 1]; i < end; i++) {
        int level = rows.densityLevel[i] & 0xFF;
        if (level != 0) {
          any = true;
          addDensity(densityColumn[i], i + 1 < end ? densityColumn[i + 1] : rows.columns,
              DensityLevels.messagesOf(level));
        }
      }
    }
    if (!any) {
      return null;
    }
    byte[] out = new byte[width];
    long whole = 0;
    long units = -1;
    int level = 0;
    for (int c = 0; c < width; c++) {
      whole += densityDiff[c];
      long u = whole + densityPartial[c];
      if (u != units) { // long stretches of one level: one look-up each
        units = u;
        level = levels.of(u);
      }
      out[c] = (byte) level;
      densityDiff[c] = 0; // left clean for the next row
      densityPartial[c] = 0;
    }
    densityDiff[width] = 0;
    return out;
  }

  /** The cells' weights over the stored columns, made when a dense line first needs them. */
  private OverviewCellWeights weights() {
    if (weights == null) {
      weights = OverviewCellWeights.of((int) columns, width);
    }
    return weights;
  }

  private OverviewCellWeights weights;

  private void addDensity(int from, int to, long perUnit) {
    OverviewCells s = cells.span(from, to);
    if (s.firstPart > 0) {
      densityPartial[s.firstCell] += s.firstPart * perUnit;
    }
    if (s.lastPart > 0) {
      densityPartial[s.lastCell] += s.lastPart * perUnit;
    }
    if (s.wholeFrom <= s.wholeTo) {
      densityDiff[s.wholeFrom] += columns * perUnit;
      densityDiff[s.wholeTo + 1] -= columns * perUnit;
    }
  }
}
