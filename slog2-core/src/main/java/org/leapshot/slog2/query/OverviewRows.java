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
  final int[] runColumn;
  final int[] runLook;
  /** Row r's density runs, likewise; no runs: no messages (level 0 throughout). */
  final int[] densityStart;
  final int[] densityColumn;
  final byte[] densityLevel;

  OverviewRows(int columns, int[] looks, int[] runStart, int[] runColumn, int[] runLook, int[] densityStart,
      int[] densityColumn, byte[] densityLevel) {
    this.columns = columns;
    this.looks = looks;
    this.runStart = runStart;
    this.runColumn = runColumn;
    this.runLook = runLook;
    this.densityStart = densityStart;
    this.densityColumn = densityColumn;
    this.densityLevel = densityLevel;
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
    Collector c = new Collector(raster.width());
    c.add(raster);
    return c.finish();
  }

  /** Rows taken from rasters one after the other (a raster may then be dropped): the compact rows of them all. */
  static final class Collector {
    private final int width;
    private final LookTable table = new LookTable();
    private final IntList columns = new IntList();
    private final IntList keys = new IntList(); // looks numbered in meeting order until finish()
    private final IntList runStart = new IntList();
    private final IntList dColumns = new IntList();
    private final IntList dLevels = new IntList();
    private final IntList densityStart = new IntList();

    Collector(int width) {
      this.width = width;
      runStart.add(0);
      densityStart.add(0);
    }

    void add(ActivityRaster raster) {
      if (raster.width() != width) {
        throw new IllegalArgumentException("raster of " + raster.width() + " columns among rows of " + width);
      }
      for (int r = 0; r < raster.rowCount(); r++) {
        addRuns(raster.runsOf(r));
        runStart.add(columns.size);
        byte[] d = raster.densityOf(r);
        if (d != null) {
          int level = -1;
          for (int c = 0; c < width; c++) {
            if ((d[c] & 0xFF) != level) {
              level = d[c] & 0xFF;
              dColumns.add(c);
              dLevels.add(level);
            }
          }
        }
        densityStart.add(dColumns.size);
      }
    }

    private void addRuns(int[] runs) {
      int previous = Integer.MIN_VALUE;
      for (int i = 0; i < runs.length / 4; i++) {
        int look = table.numberOf(runs[i * 4 + 1], runs[i * 4 + 2], runs[i * 4 + 3] & ~ActivityRaster.BOX);
        int column = runs[i * 4];
        if (i == 0 && column > 0) {
          columns.add(0); // a row covers every column: what comes before its first run is empty
          keys.add(-1);
          previous = -1;
        }
        if (look != previous) {
          columns.add(column);
          keys.add(look);
          previous = look;
        }
      }
    }

    OverviewRows finish() {
      int[] renumber = table.sortedNumbers();
      int[] runLook = keys.toArray();
      for (int i = 0; i < runLook.length; i++) {
        runLook[i] = runLook[i] < 0 ? NOTHING : renumber[runLook[i]];
      }
      byte[] levels = new byte[dLevels.size];
      for (int i = 0; i < levels.length; i++) {
        levels[i] = (byte) dLevels.data[i];
      }
      return new OverviewRows(width, table.sortedLooks(), runStart.toArray(), columns.toArray(), runLook,
          densityStart.toArray(), dColumns.toArray(), levels);
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
