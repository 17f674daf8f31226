package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.query.OverviewRows.IntList;

/**
 * Rows put together from rasters of some of their rows and columns (a raster may then be dropped):
 * each row's columns are appended left to right, and a run or density level that goes on across
 * the seam is one run, so pieces give the rows one raster of them all would give.
 */
final class OverviewRowCollector {
  private final int width;
  private final LookTable table = new LookTable();
  /** Per row: (column, look) pairs, looks numbered in meeting order until finish() (-1: empty). */
  private final IntList[] runs;
  /** Per row: (column, level) pairs; null while no piece of the row had messages. */
  private final IntList[] density;
  /** Per row: columns appended so far. */
  private final int[] filled;

  OverviewRowCollector(int width, int rowCount) {
    this.width = width;
    this.runs = new IntList[rowCount];
    this.density = new IntList[rowCount];
    this.filled = new int[rowCount];
  }

  /**
   * Appends columns {@code [from, from + count)} of each of the raster's rows {@code r} to row
   * {@code firstRow + r}, after the columns it has.
   */
  void add(ActivityRaster raster, int firstRow, int from, int count) {
    if (from < 0 || count < 0 || from + count > raster.width() || firstRow < 0
        || firstRow + raster.rowCount() > filled.length) {
      throw new IllegalArgumentException("columns [" + from + ", " + (from + count) + ") of a raster of "
          + raster.width() + " for rows from " + firstRow + " of " + filled.length);
    }
    for (int r = 0; r < raster.rowCount(); r++) {
      int row = firstRow + r;
      if (filled[row] + count > width) {
        throw new IllegalArgumentException("row " + row + " would have " + (filled[row] + count) + " of " + width
            + " columns");
      }
      addRuns(row, raster.runsOf(r), from, count);
      addDensity(row, raster.densityOf(r), from, count);
      filled[row] += count;
    }
  }

  /**
   * A row with no runs in any piece stays without runs (as a raster leaves a timeline without
   * states); once it has some, it covers every column from 0, empty where no piece showed anything.
   */
  private void addRuns(int row, int[] piece, int from, int count) {
    int at = filled[row];
    int n = piece.length / 4;
    if (n == 0) {
      if (runs[row] != null) {
        append(runs[row], at, -1);
      }
      return;
    }
    if (runs[row] == null) {
      runs[row] = new IntList(4);
      if (at > 0) {
        append(runs[row], 0, -1);
      }
    }
    int i = 0;
    while (i + 1 < n && piece[(i + 1) * 4] <= from) {
      i++; // the run holding column from
    }
    if (piece[i * 4] > from) {
      append(runs[row], at, -1); // before the piece's first run: empty
    }
    for (; i < n && piece[i * 4] < from + count; i++) {
      int look = table.numberOf(piece[i * 4 + 1], piece[i * 4 + 2], piece[i * 4 + 3] & ~ActivityRaster.BOX);
      append(runs[row], at + Math.max(0, piece[i * 4] - from), look);
    }
  }

  private void addDensity(int row, byte[] piece, int from, int count) {
    int at = filled[row];
    if (piece == null) {
      if (density[row] != null) {
        append(density[row], at, 0);
      }
      return;
    }
    if (density[row] == null) {
      density[row] = new IntList(4);
      if (at > 0) {
        append(density[row], 0, 0);
      }
    }
    for (int c = 0; c < count; c++) {
      append(density[row], at + c, piece[from + c] & 0xFF);
    }
  }

  /** Adds the pair unless the row's last one has the same value (the run goes on). */
  private static void append(IntList pairs, int column, int value) {
    if (pairs.size == 0 || pairs.data[pairs.size - 1] != value) {
      pairs.add(column);
      pairs.add(value);
    }
  }

  OverviewRows finish() {
    int[] renumber = table.sortedNumbers();
    int rows = filled.length;
    int[] runStart = new int[rows + 1];
    int[] densityStart = new int[rows + 1];
    for (int r = 0; r < rows; r++) {
      runStart[r + 1] = runStart[r] + (runs[r] == null ? 0 : runs[r].size / 2);
      densityStart[r + 1] = densityStart[r] + (density[r] == null ? 0 : density[r].size / 2);
    }
    int[] runColumn = new int[runStart[rows]];
    int[] runLook = new int[runStart[rows]];
    int[] densityColumn = new int[densityStart[rows]];
    byte[] densityLevel = new byte[densityStart[rows]];
    for (int r = 0; r < rows; r++) {
      for (int i = 0, k = runStart[r]; runs[r] != null && i < runs[r].size; i += 2, k++) {
        int look = runs[r].data[i + 1];
        runColumn[k] = runs[r].data[i];
        runLook[k] = look < 0 ? OverviewRows.NOTHING : renumber[look];
      }
      runs[r] = null;
      for (int i = 0, k = densityStart[r]; density[r] != null && i < density[r].size; i += 2, k++) {
        densityColumn[k] = density[r].data[i];
        densityLevel[k] = (byte) density[r].data[i + 1];
      }
      density[r] = null;
    }
    return new OverviewRows(width, table.sortedLooks(), runStart, runColumn, runLook, densityStart, densityColumn,
        densityLevel);
  }

  /** The looks met while reading a raster, numbered as met; sorted at the end, the empty look first. */
  private static final class LookTable {
    private record Look(int category, int frame, int word) {}

    private final java.util.HashMap<Look, Integer> numbers = new java.util.HashMap<>();
    private final IntList triples = new IntList();

    /** The look's number; -1 for the empty look. */
    int numberOf(int category, int frame, int word) {
      if (category == ActivityRaster.NONE) {
        return -1;
      }
      return numbers.computeIfAbsent(new Look(category, frame, word), k -> {
        triples.add(category);
        triples.add(frame);
        triples.add(word);
        return triples.size / 3 - 1;
      });
    }

    /** For each number, its place in the sorted table (where 0 is the empty look). */
    int[] sortedNumbers() {
      Integer[] order = order();
      int[] renumber = new int[order.length];
      for (int i = 0; i < order.length; i++) {
        renumber[order[i]] = i + 1;
      }
      return renumber;
    }

    int[] sortedLooks() {
      Integer[] order = order();
      int[] out = new int[(order.length + 1) * 3];
      out[0] = ActivityRaster.NONE;
      out[1] = ActivityRaster.NONE;
      for (int i = 0; i < order.length; i++) {
        System.arraycopy(triples.data, order[i] * 3, out, (i + 1) * 3, 3);
      }
      return out;
    }

    private Integer[] order() {
      Integer[] order = new Integer[triples.size / 3];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      Arrays.sort(order, (a, b) -> OverviewRows.compare(triples.data, a * 3, b * 3));
      return order;
    }
  }
}
