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
    OverviewRowCollector c = new OverviewRowCollector(raster.width(), raster.rowCount());
    c.add(raster, 0, 0, raster.width());
    return c.finish();
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
