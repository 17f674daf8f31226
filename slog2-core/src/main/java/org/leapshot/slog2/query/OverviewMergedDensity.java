package org.leapshot.slog2.query;

/**
 * The message density of a raster row merging several stored timelines: each timeline's density
 * runs added up in exact integer units per cell, a dense timeline's cell by cell ({@link
 * OverviewCellWeights}), then one level a cell. One row at a time.
 *
 * <p>Why by changes of rate: a run's level is a rate (units per unit of time), so a timeline is a
 * rate changing at its runs' starts. A change of {@code d} at a point of cell k adds {@code d}
 * times the rest of cell k to that cell and {@code d} times a whole cell to every cell after it (a
 * running sum). That is two additions a run, whatever its length and wherever it ends, where
 * splitting each run into end parts and whole cells branched on both (half the runs of the 16 384
 * timelines are one stored column long: those branches went either way). The sums are the same
 * integers, so the levels are the same to the bit.
 */
final class OverviewMergedDensity {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  /** Per stored column, the cell holding its start ({@link OverviewCells#cellAt}); a stored column is {@link #unit} units, a cell {@link #columns}. */
  private final int[] cellAt;
  private final long unit;
  private final CellDensityLevels levels;
  private final long[] densityDiff;
  private final long[] densityPartial;

  OverviewMergedDensity(OverviewRows rows, int width, OverviewCells cells) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    this.levels = CellDensityLevels.forWidth(width);
    this.cellAt = cells.cellAt;
    this.unit = width;
    this.densityDiff = new long[width + 2];
    this.densityPartial = new long[width + 1];
  }

  /** The merged row's density levels per cell, or null when none of its timelines has messages. */
  byte[] density(int[] members) {
    long any = 0;
    for (int m : members) {
      if (rows.densityStart[m + 1] - rows.densityStart[m] == columns) { // dense: cell by cell, not run by run
        any |= weights().addUnits(rows.densityLevel, rows.densityStart[m], densityPartial);
      } else {
        any |= addChanges(m);
      }
    }
    if (any == 0) {
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
    densityDiff[width + 1] = 0;
    densityPartial[width] = 0;
    return out;
  }

  /**
   * Adds timeline {@code m}'s density runs as changes of rate (messages per unit of time, 0 before
   * its first run and after its last); returns the rates ORed together (0: no messages).
   */
  private long addChanges(int m) {
    final char[] densityColumn = rows.densityColumn();
    final byte[] densityLevel = rows.densityLevel;
    final long[] messages = DensityLevels.MESSAGES;
    long any = 0;
    long rate = 0;
    for (int i = rows.densityStart[m], end = rows.densityStart[m + 1]; i < end; i++) {
      long p = messages[densityLevel[i] & 0xFF];
      any |= p;
      change(densityColumn[i], p - rate);
      rate = p;
    }
    change(rows.columns, -rate);
    return any;
  }

  /** The rate changes by {@code d} at the start of stored column {@code column} (the row's end: cell {@code width}, read by nobody). */
  private void change(int column, long d) {
    int k = cellAt[column];
    densityPartial[k] += d * ((k + 1) * columns - column * unit);
    densityDiff[k + 1] += d * columns;
  }

  /** The cells' weights over the stored columns, made when a dense line first needs them. */
  private OverviewCellWeights weights() {
    if (weights == null) {
      weights = OverviewCellWeights.of((int) columns, width);
    }
    return weights;
  }

  private OverviewCellWeights weights;
}
