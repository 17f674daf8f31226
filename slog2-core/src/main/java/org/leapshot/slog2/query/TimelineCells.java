package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * A timeline's category cells in streamed statistics ({@link StreamedTimeline}, which adds its
 * states): per cell its category, count, inclusive and exclusive time side by side in one array of
 * numbers, found by category. A whole run of 16 384 timelines visits them in no order, and each
 * array is a cache miss.
 */
class TimelineCells {
  /** Cells looked up by a linear search up to this many, by a small hash table past it. */
  private static final int LINEAR_CELLS = 12;
  /** Per cell: category, count, inclusive time, exclusive time, and 1 while its first open state is open. */
  static final int CELL = 5;
  /** Categories numbered densely below this have their cell in {@link #cellOfSlot}. */
  private static final int SLOTS = 256;
  /** Most cells made room for at once ({@link #TimelineCells(int)}). */
  static final int MOST_CELLS_GUESSED = 32;
  double[] cell;
  private int cells;
  private int lastCell;
  /** Past {@link #LINEAR_CELLS}: per position a cell + 1 (0: free), by category. */
  private int[] cellTable;
  /** Per dense category number: its cell + 1, 0 for none yet; at most {@link #SLOTS} long. */
  private short[] cellOfSlot;

  /** @param cells cells to make room for at once, at most {@link #MOST_CELLS_GUESSED} */
  TimelineCells(int cells) {
    int n = Math.max(2, Math.min(cells, MOST_CELLS_GUESSED));
    cell = new double[CELL * n];
    cellOfSlot = new short[Math.max(8, n)]; // dense numbers go about as far as the categories
  }

  /**
   * The cell of {@code cat}, made when new; returns its number. {@code slot} numbers the file's
   * categories densely ({@link StreamedNodeReader}, -1 for others): the first {@link #SLOTS} are
   * found in a table, one memory read, in a method small enough for the quick compiler to inline
   * (a call for nearly every state spared).
   */
  final int cellAt(int cat, int slot) {
    short[] bySlot = cellOfSlot;
    if (slot >= 0 && slot < bySlot.length && bySlot[slot] != 0) {
      return bySlot[slot] - 1;
    }
    return cellAtNew(cat, slot);
  }

  /** {@link #cellAt(int, int)} of a category whose cell is not in the table by its dense number. */
  private int cellAtNew(int cat, int slot) {
    int k = cellAt(cat);
    if (slot >= 0 && slot < SLOTS && k < 255) {
      if (slot >= cellOfSlot.length) {
        cellOfSlot = Arrays.copyOf(cellOfSlot, Math.min(SLOTS, Math.max(2 * cellOfSlot.length, slot + 1)));
      }
      cellOfSlot[slot] = (short) (k + 1);
    }
    return k;
  }

  /** The cell of {@code cat}, made when new; returns its number. */
  int cellAt(int cat) {
    if (lastCell < cells && cell[CELL * lastCell] == cat) {
      return lastCell;
    }
    if (cellTable == null) {
      for (int k = 0; k < cells; k++) {
        if (cell[CELL * k] == cat) {
          return lastCell = k;
        }
      }
    } else {
      int mask = cellTable.length - 1;
      for (int h = hash(cat) & mask; cellTable[h] != 0; h = (h + 1) & mask) {
        if (cell[CELL * (cellTable[h] - 1)] == cat) {
          return lastCell = cellTable[h] - 1;
        }
      }
    }
    return lastCell = newCell(cat);
  }

  private int newCell(int cat) {
    if (CELL * cells == cell.length) {
      cell = Arrays.copyOf(cell, 2 * cell.length);
    }
    cell[CELL * cells] = cat;
    int k = cells++;
    if (cellTable != null || cells > LINEAR_CELLS) {
      if (cellTable == null || 2 * cells > cellTable.length) {
        cellTable = new int[Integer.highestOneBit(cells) * 4];
        for (int c = 0; c < cells; c++) {
          put(c);
        }
      } else {
        put(k);
      }
    }
    return k;
  }

  private void put(int c) {
    int mask = cellTable.length - 1;
    int h = hash((int) cell[CELL * c]) & mask;
    while (cellTable[h] != 0) {
      h = (h + 1) & mask;
    }
    cellTable[h] = c + 1;
  }

  private static int hash(int cat) {
    return (cat * 0x9E3779B9) >>> 7;
  }

  /** {@code count} events. */
  void countEvents(int c, long count) {
    cell[CELL * c + 1] += count;
  }

  /** {@code count} arrows whose clipped times, in file order, sum to {@code time} (the cell holds nothing else). */
  void addArrows(int c, long count, double time) {
    cell[CELL * c + 1] += count;
    cell[CELL * c + 2] += time;
    cell[CELL * c + 3] += time;
  }

  int cells() {
    return cells;
  }

  int cellCategory(int c) {
    return (int) cell[CELL * c];
  }

  long cellCount(int c) {
    return Math.round(cell[CELL * c + 1]);
  }

  double cellInclusive(int c) {
    return cell[CELL * c + 2];
  }

  double cellExclusive(int c) {
    return cell[CELL * c + 3];
  }
}
