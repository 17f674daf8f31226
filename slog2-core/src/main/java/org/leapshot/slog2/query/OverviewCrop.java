package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * A column range of the stored overview's rows as rows of their own: what a zoomed window shows
 * from the overview where its level of detail is coarse (see {@link WindowResult#coarse()}), at the
 * overview's resolution. Looks are kept as they are (the same table), runs and density runs are
 * clipped to the range and shifted to start at its first column.
 */
final class OverviewCrop {
  private OverviewCrop() {}

  /** Stored columns {@code [from, to)} of every row, {@code 0 <= from < to <= rows.columns}. */
  static OverviewRows of(OverviewRows rows, int from, int to) {
    if (from < 0 || to > rows.columns || from >= to) {
      throw new IllegalArgumentException("columns [" + from + ", " + to + ") of " + rows.columns);
    }
    int n = rows.rowCount();
    int[] runStart = new int[n + 1];
    int[] densityStart = new int[n + 1];
    OverviewRows.IntList runColumn = new OverviewRows.IntList();
    OverviewRows.IntList runLook = new OverviewRows.IntList();
    OverviewRows.IntList densityColumn = new OverviewRows.IntList();
    OverviewRows.IntList densityLevel = new OverviewRows.IntList();
    for (int r = 0; r < n; r++) {
      clip(rows.runStart[r], rows.runStart[r + 1], rows.runColumn, i -> rows.runLook[i], from, to, runColumn,
          runLook);
      runStart[r + 1] = runColumn.size;
      clip(rows.densityStart[r], rows.densityStart[r + 1], rows.densityColumn(), i -> rows.densityLevel[i], from, to,
          densityColumn, densityLevel);
      densityStart[r + 1] = densityColumn.size;
    }
    byte[] levels = new byte[densityLevel.size];
    for (int i = 0; i < levels.length; i++) {
      levels[i] = (byte) densityLevel.data[i];
    }
    return new OverviewRows(to - from, rows.looks, runStart, runColumn.toArray(), runLook.toArray(),
        densityStart, densityColumn.toArray(), levels);
  }

  /**
   * The runs {@code [start, end)} of one row (each from its column to the next one's) that reach
   * into {@code [from, to)}, starting at column 0 of the range.
   */
  private static void clip(int start, int end, char[] columns, IntUnaryOperator value, int from,
      int to, OverviewRows.IntList outColumns, OverviewRows.IntList outValues) {
    // the last run starting at or before the range's first column holds it (columns ascend strictly)
    int i = Arrays.binarySearch(columns, start, end, (char) from);
    int first = i >= 0 ? i : Math.max(start, -i - 2);
    for (int k = first; k < end && columns[k] < to; k++) {
      outColumns.add(Math.max(0, columns[k] - from));
      outValues.add(value.applyAsInt(k));
    }
  }
}
