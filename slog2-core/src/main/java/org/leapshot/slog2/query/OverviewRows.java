package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The stored overview's rows in compact form: one row per timeline, each a list of runs (first
 * column, look) and of message density runs (first column, level), all rows' runs in flat arrays.
 * A look is a (category, frame category, depth word) triple kept once in a table sorted by its three
 * ints, so comparing look numbers compares looks; look 0 is "nothing" ({@link ActivityRaster#NONE}).
 * Depth words carry no {@link ActivityRaster#BOX} flag: no real drawables come with the overview.
 * Immutable once built.
 */
final class OverviewRows {
  /** The look of an empty cell. */
  static final int NOTHING = 0;

  final int columns;
  /** Per look: category, frame category, depth word (look 0: NONE, NONE, 0). */
  final int[] looks;
  /**
   * Row r's runs are {@code runColumn/runLook[runStart[r] .. runStart[r + 1])}; a row starts at
   * column 0. The arrays may be longer than the runs (as read, unused room at the end).
   */
  final int[] runStart;
  /** Columns and looks as unsigned 16-bit numbers ({@link OverviewCodec#MAX_COLUMNS}, {@link OverviewCodec#MAX_LOOKS}). */
  final char[] runColumn;
  final char[] runLook;
  /**
   * Row r's density runs, likewise ({@link #densityColumn()}, {@code densityLevel}); no runs: no
   * messages (level 0 throughout). A dense row ({@link #columns} runs) has one run a column.
   */
  final int[] densityStart;
  final byte[] densityLevel;
  /** The density runs' first columns; null until first asked for when read (then {@link #sparseColumns}). */
  private volatile char[] densityColumn;
  /** As read: the first columns of the rows that are not dense only, row after row. */
  private char[] sparseColumns;

  /** Rows from int arrays, checked to fit the 16-bit form. */
  OverviewRows(int columns, int[] looks, int[] runStart, int[] runColumn, int[] runLook, int[] densityStart,
      int[] densityColumn, byte[] densityLevel) {
    this(columns, looks, runStart, chars(runColumn, "run column"), chars(runLook, "look"), densityStart,
        chars(densityColumn, "density column"), densityLevel);
  }

  OverviewRows(int columns, int[] looks, int[] runStart, char[] runColumn, char[] runLook, int[] densityStart,
      char[] densityColumn, byte[] densityLevel) {
    this.columns = columns;
    this.looks = looks;
    this.runStart = runStart;
    this.runColumn = runColumn;
    this.runLook = runLook;
    this.densityStart = densityStart;
    this.densityColumn = densityColumn;
    this.densityLevel = densityLevel;
  }

  /**
   * Rows as read from a sidecar: the density runs' first columns given for the rows that are not
   * dense only, those of dense rows (0, 1, 2, ...) made when first asked for. Resampling a dense
   * row never asks (it takes the levels column by column), so the whole-run picture of busy
   * timelines does not make them: half a megabyte written and read on the 64-rank trace.
   */
  static OverviewRows read(int columns, int[] looks, int[] runStart, char[] runColumn, char[] runLook,
      int[] densityStart, char[] sparseColumns, byte[] densityLevel) {
    OverviewRows rows = new OverviewRows(columns, looks, runStart, runColumn, runLook, densityStart, null, densityLevel);
    rows.sparseColumns = sparseColumns;
    return rows;
  }

  /** True when row {@code r}'s density is one run a stored column. */
  boolean denseDensity(int r) {
    return densityStart[r + 1] - densityStart[r] == columns;
  }

  /** The density runs' first columns, indexed as {@code densityLevel}. */
  char[] densityColumn() {
    char[] c = densityColumn;
    if (c == null) {
      synchronized (this) {
        c = densityColumn;
        if (c == null) {
          c = allDensityColumns();
          densityColumn = c;
          sparseColumns = null;
        }
      }
    }
    return c;
  }

  private char[] allDensityColumns() {
    int rows = rowCount();
    char[] c = new char[densityStart[rows]];
    int k = 0;
    for (int r = 0; r < rows; r++) {
      int n = densityStart[r + 1] - densityStart[r];
      if (n == columns) {
        for (int i = 0; i < n; i++) {
          c[densityStart[r] + i] = (char) i;
        }
      } else {
        System.arraycopy(sparseColumns, k, c, densityStart[r], n);
        k += n;
      }
    }
    return c;
  }

  private static char[] chars(int[] v, String what) {
    char[] out = new char[v.length];
    for (int i = 0; i < v.length; i++) {
      if (v[i] < 0 || v[i] > Character.MAX_VALUE) {
        throw new IllegalStateException(what + " " + v[i] + " does not fit the overview's 16 bits");
      }
      out[i] = (char) v[i];
    }
    return out;
  }

  int rowCount() {
    return runStart.length - 1;
  }

  int lookCount() {
    return looks.length / 3;
  }

  int category(int look) {
    return looks[look * 3];
  }

  int frame(int look) {
    return looks[look * 3 + 1];
  }

  int word(int look) {
    return looks[look * 3 + 2];
  }

  /** Appends a run of {@code look} from {@code cell} on in {@link ActivityRaster}'s four ints. */
  void appendRun(IntList out, int cell, int look) {
    out.add(cell);
    out.add(category(look));
    out.add(frame(look));
    out.add(word(look));
  }

  /** Total runs of all rows. */
  int runCount() {
    return runStart[rowCount()];
  }

  /**
   * The compact form of a raster's rows: BOX flags dropped (neighbours that then look alike merged),
   * density levels run-length encoded.
   */
  static OverviewRows of(ActivityRaster raster) {
    Collector c = new Collector(raster.width(), raster.rowCount());
    c.add(raster, 0, 0, raster.width());
    return c.finish();
  }

  /**
   * Rows put together from rasters of some of their rows and columns (a raster may then be dropped):
   * each row's columns are appended left to right, and a run or density level that goes on across
   * the seam is one run, so pieces give the rows one raster of them all would give.
   */
  static final class Collector {
    private final int width;
    private final LookTable table = new LookTable();
    /** Per row: (column, look) pairs, looks numbered in meeting order until finish() (-1: empty). */
    private final IntList[] runs;
    /** Per row: (column, level) pairs; null while no piece of the row had messages. */
    private final IntList[] density;
    /** Per row: columns appended so far. */
    private final int[] filled;

    Collector(int width, int rowCount) {
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
          runLook[k] = look < 0 ? NOTHING : renumber[look];
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
      Arrays.sort(order, (a, b) -> compare(triples.data, a * 3, b * 3));
      return order;
    }
  }

  /** Orders looks by category, frame, word (signed ints); the empty look (NONE, NONE, 0) comes first. */
  static int compare(int[] t, int a, int b) {
    int c = Integer.compare(t[a], t[b]);
    if (c == 0) {
      c = Integer.compare(t[a + 1], t[b + 1]);
    }
    return c != 0 ? c : Integer.compare(t[a + 2], t[b + 2]);
  }

  /** A growing int array. */
  static final class IntList {
    int[] data;
    int size;

    IntList() {
      this(64);
    }

    /** With room for {@code capacity} ints before it grows. */
    IntList(int capacity) {
      data = new int[Math.max(4, capacity)];
    }

    void add(int v) {
      if (size == data.length) {
        data = Arrays.copyOf(data, size * 2);
      }
      data[size++] = v;
    }

    int[] toArray() {
      return Arrays.copyOf(data, size);
    }
  }
}
