package org.leapshot.slog2.query;

/**
 * How a run of stored columns falls on the cells of a raster {@code width} cells wide, in exact
 * integer units (a stored column is {@code width} units, a cell {@code columns}). Holds the answer
 * of the last {@link #span} (one object reused: this runs once per stored run).
 */
final class OverviewCells {
  private final int width;
  private final long columns;
  /** Per stored column s (0 to columns): the cell holding its start, s · width / columns (at most width); not to be changed. */
  final int[] cellAt;
  int firstCell;
  /** Units of {@link #firstCell} covered when it is covered in part, else 0. */
  long firstPart;
  int lastCell;
  /** Units of {@link #lastCell} covered when it is covered in part (and is not the first), else 0. */
  long lastPart;
  /** Cells covered whole: {@code [wholeFrom, wholeTo]}, empty when from > to. */
  int wholeFrom;
  int wholeTo;

  OverviewCells(int columns, int width) {
    this.width = width;
    this.columns = columns;
    this.cellAt = new int[columns + 1];
    long x = 0;
    int cell = 0;
    for (int c = 0; c <= columns; c++, x += width) {
      while ((cell + 1) * this.columns <= x) {
        cell++;
      }
      cellAt[c] = Math.min(cell, width);
    }
  }

  /**
   * Splits stored columns {@code [from, to)} into cells: the first and last cells it covers in part
   * ({@code firstPart}, {@code lastPart} units; 0 when none) and the cells it covers whole, {@code
   * [wholeFrom, wholeTo]}. Table look-ups rather than divisions: this runs once per stored run.
   */
  OverviewCells span(int from, int to) {
    long x0 = from * (long) width;
    long x1 = to * (long) width;
    int c0 = cellAt[from];
    long before0 = x0 - c0 * columns; // units of cell c0 before the run starts
    int e = cellAt[to];
    long before1 = x1 - e * columns; // units of cell e before the run ends (0: it ends at e's start)
    int c1 = before1 == 0 ? e - 1 : e;
    firstPart = 0;
    lastPart = 0;
    if (c0 == c1) {
      if (x1 - x0 == columns) {
        wholeFrom = c0;
        wholeTo = c0;
      } else {
        firstCell = c0;
        firstPart = x1 - x0;
        wholeFrom = 1;
        wholeTo = 0;
      }
      return this;
    }
    wholeFrom = c0;
    if (before0 != 0) {
      firstCell = c0;
      firstPart = columns - before0;
      wholeFrom++;
    }
    wholeTo = c1;
    if (before1 != 0) {
      lastCell = c1;
      lastPart = before1;
      wholeTo--;
    }
    return this;
  }
}
