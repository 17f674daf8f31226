package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Resamples one stored timeline to a row of cells, the common case of one timeline per row: one
 * walk along its runs in exact integer units (a stored column is {@code width} units, a cell {@code
 * columns}). A run that covers cells whole gives them its look at once; the cells runs cover in part
 * sum each look's time until a run reaches past their end, and a mixed one shows the look its
 * credits choose ({@link CategoryCredits}). Gives what {@link OverviewResampler} gives for a one-member row, at a
 * few operations per run: no per-cell loop where one run spans many.
 */
final class OverviewLineSampler {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  private final int[] cellAt;
  private final CellDensityLevels levels;
  /** The row being made, four ints per run; copied out at its length. */
  private final int[] scratch;
  /** Per look: its time in the cell stamped in {@link #sumCell} (another stamp: none yet). */
  private final long[] sum;
  private final int[] sumCell;
  private int stamps;
  /** The looks with time in the open cell, in the order met; {@link #keys} sorts them. */
  private final int[] inCell;
  private final int[] keys;
  private final OverviewLookCredits credits;
  /** The cells' weights over the stored columns, made when a dense line first needs them. */
  private OverviewCellWeights weights;
  /** For busy lines (runs of a few columns), made when first needed. */
  private OverviewBusyLineSampler busy;

  OverviewLineSampler(OverviewRows rows, int width, OverviewCells cells) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    this.cellAt = cells.cellAt;
    this.levels = CellDensityLevels.forWidth(width);
    this.scratch = new int[4 * width];
    this.sum = new long[rows.lookCount()];
    this.sumCell = new int[rows.lookCount()];
    this.inCell = new int[rows.lookCount()];
    this.keys = new int[rows.lookCount()];
    this.credits = new OverviewLookCredits(rows.lookCount(), (int) columns);
  }

  /**
   * The row's runs, four ints each as {@link ActivityRaster} keeps them. The open cell's time is
   * summed per look (stamped by cell, so nothing is cleared) as the runs come; a cell of one look
   * shows it, a mixed one the look its credits choose by time ({@link CategoryCredits}, keyed by
   * look, whose order is the category's); an empty part does not count.
   */
  int[] looks(int m) {
    int from = rows.runStart[m];
    int end = rows.runStart[m + 1];
    if (from == end) { // no runs at all: nothing shown
      return new int[] {0, ActivityRaster.NONE, ActivityRaster.NONE, 0};
    }
    // a line with 3/4 of a run a cell or more (at 1600 cells r64: 1.17, r64_5g: 1.85, wrf: 1.03)
    // goes faster cell by cell, with whole-number credits where it has no empty column
    if (end - from >= width * 3L / 4 && OverviewBusyLineSampler.fits((int) columns, width)) {
      if (busy == null) {
        busy = new OverviewBusyLineSampler(rows, width);
      }
      return busy.looks(m);
    }
    final long unit = width;
    final long cellUnits = columns;
    final char[] runColumn = rows.runColumn;
    final char[] runLook = rows.runLook;
    final long[] sum = this.sum;
    final int[] sumCell = this.sumCell;
    final int[] inCell = this.inCell;
    int n = 0; // ints written
    int previous = -1;
    int cell = 0; // the open cell
    long cellEnd = cellUnits;
    long x = 0; // units reached
    int looks = 0; // looks with time in the open cell
    int stamp = ++stamps;
    whole = credits.wholeCredits() && full(from, end);
    for (int i = from; i < end; i++) {
      int look = runLook[i];
      int b = i + 1 < end ? runColumn[i + 1] : (int) columns;
      long xe = b * unit;
      boolean inside = xe < cellEnd;
      long w = (inside ? xe : cellEnd) - x;
      if (look != OverviewRows.NOTHING && w > 0) {
        if (sumCell[look] == stamp) {
          sum[look] += w;
        } else {
          sum[look] = w;
          sumCell[look] = stamp;
          inCell[looks++] = look;
        }
      }
      if (inside) {
        x = xe;
        continue;
      }
      int shown = looks == 0 ? OverviewRows.NOTHING : looks == 1 ? inCell[0] : choose(looks);
      if (shown != previous) {
        n = put(n, cell, shown);
        previous = shown;
      }
      cell++;
      int last = cellAt[b]; // the cell the run ends in (width: the row's end)
      if (last > cell) { // cells covered whole
        if (look != previous) {
          n = put(n, cell, look);
          previous = look;
        }
        cell = last;
      }
      stamp = ++stamps;
      x = cell * cellUnits;
      cellEnd = x + cellUnits;
      looks = 0;
      if (xe > x && look != OverviewRows.NOTHING) { // the run's part of the next cell
        sum[look] = xe - x;
        sumCell[look] = stamp;
        inCell[looks++] = look;
      }
      x = xe;
    }
    credits.forget(rows, m);
    return Arrays.copyOf(scratch, n);
  }

  /** The look a mixed cell shows: its {@code looks} in ascending order with their time, as the resampler orders them. */
  private int choose(int looks) {
    if (looks == 2) {
      int a = Math.min(inCell[0], inCell[1]);
      int b = Math.max(inCell[0], inCell[1]);
      return whole ? credits.chooseWhole(a, sum[a], b, sum[b]) : credits.choose(a, sum[a], b, sum[b]);
    }
    System.arraycopy(inCell, 0, keys, 0, looks);
    CategoryCredits.sortKeys(keys, looks);
    return whole ? credits.chooseWhole(keys, looks, sum) : credits.choose(keys, looks, sum);
  }

  /** True while the line being sampled has no empty column: its mixed cells take whole-number credits. */
  private boolean whole;

  /** True when none of runs {@code [from, end)} is of nothing. */
  private boolean full(int from, int end) {
    final char[] runLook = rows.runLook;
    int nothing = 0;
    for (int i = from; i < end; i++) {
      nothing |= runLook[i] == OverviewRows.NOTHING ? 1 : 0;
    }
    return nothing == 0;
  }

  private int put(int n, int cell, int look) {
    scratch[n] = cell;
    scratch[n + 1] = rows.category(look);
    scratch[n + 2] = rows.frame(look);
    scratch[n + 3] = rows.word(look);
    return n + 4;
  }

  /**
   * The row's density levels per cell, or null when the timeline has no messages: one walk along
   * its density runs summing message units per cell (a run's level stands for so many units per
   * unit of time), a cell's level found when a run reaches past its end.
   */
  byte[] density(int m) {
    int from = rows.densityStart[m];
    int end = rows.densityStart[m + 1];
    if (end - from == columns) {
      return denseDensity(from);
    }
    final byte[] level = rows.densityLevel;
    boolean any = false;
    for (int i = from; i < end && !any; i++) {
      any = level[i] != 0;
    }
    if (!any) {
      return null;
    }
    final long unit = width;
    final long cellUnits = columns;
    final char[] densityColumn = rows.densityColumn();
    byte[] out = new byte[width];
    int cell = 0;
    long cellStart = 0;
    long x = 0;
    long units = 0; // in the cell so far
    for (int j = from; j < end; j++) {
      long perUnit = DensityLevels.messagesOf(level[j] & 0xFF);
      int b = j + 1 < end ? densityColumn[j + 1] : (int) columns;
      long xe = b * unit;
      long cellEnd = cellStart + cellUnits;
      if (xe < cellEnd) {
        units += (xe - x) * perUnit;
        x = xe;
        continue;
      }
      units += (cellEnd - x) * perUnit;
      out[cell++] = (byte) levels.of(units);
      int last = cellAt[b];
      if (last > cell) { // cells covered whole
        Arrays.fill(out, cell, last, (byte) levels.of(cellUnits * perUnit));
        cell = last;
      }
      cellStart = cell * cellUnits;
      x = cellStart;
      units = (xe - x) * perUnit;
      x = xe;
    }
    return out;
  }

  /**
   * The density of a dense line (one run a stored column, from {@code from} on), summed cell by
   * cell over the columns under it ({@link OverviewCellWeights}): the same units as the run walk,
   * without its branches on where each run ends (a dense line's runs end in every other cell).
   */
  private byte[] denseDensity(int from) {
    if (weights == null) {
      weights = OverviewCellWeights.of((int) columns, width);
    }
    OverviewCellWeights t = weights;
    final byte[] level = rows.densityLevel;
    final long[] msg = DensityLevels.MESSAGES;
    final int[] first = t.first;
    final int[] units = t.units;
    final int span = t.span;
    byte[] out = new byte[width];
    long any = 0;
    int c = 0;
    if (span == 4) { // the common case (cells of 1.5 stored columns or more), unrolled
      for (; c < t.whole; c++) {
        int j = from + first[c];
        int q = c << 2;
        long u = msg[level[j] & 0xFF] * units[q] + msg[level[j + 1] & 0xFF] * units[q + 1]
            + msg[level[j + 2] & 0xFF] * units[q + 2] + msg[level[j + 3] & 0xFF] * units[q + 3];
        any |= u;
        out[c] = (byte) levels.of(u);
      }
    }
    for (; c < width; c++) {
      long u = 0;
      for (int k = 0, q = c * span; k < span && first[c] + k < columns; k++) {
        u += msg[level[from + first[c] + k] & 0xFF] * units[q + k];
      }
      any |= u;
      out[c] = (byte) levels.of(u);
    }
    return any == 0 ? null : out;
  }
}
