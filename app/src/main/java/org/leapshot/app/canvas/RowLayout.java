package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Vertical layout of timelines: one row per line-ID map row, in map order, each {@code rowHeightPx}
 * high. Line IDs the map does not list have no row and are not drawn. Immutable.
 */
public final class RowLayout {
  private final LineIdMap map;
  private final int rowHeightPx;
  private final List<String> labels;

  public RowLayout(LineIdMap map, int rowHeightPx) {
    if (rowHeightPx < 1) {
      throw new IllegalArgumentException("rowHeightPx must be positive, was " + rowHeightPx);
    }
    this.map = map;
    this.rowHeightPx = rowHeightPx;
    List<String> l = new ArrayList<>(map.rowCount());
    for (int r = 0; r < map.rowCount(); r++) {
      l.add(label(map, r));
    }
    this.labels = List.copyOf(l);
  }

  /** A row's label: its values joined by " / " (e.g. "2" for the identity map, "1 / 3" for process/thread). */
  static String label(LineIdMap map, int row) {
    int[] values = map.values(row);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? " / " : "").append(values[i]);
    }
    return sb.length() == 0 ? Integer.toString(map.lineId(row)) : sb.toString();
  }

  public LineIdMap map() {
    return map;
  }

  public int rowCount() {
    return map.rowCount();
  }

  public int rowHeightPx() {
    return rowHeightPx;
  }

  public int heightPx() {
    return rowCount() * rowHeightPx;
  }

  /** Row index of a line ID, or -1 when the map has no row for it. */
  public int rowOf(int lineId) {
    int r = map.rowOf(lineId);
    return r >= 0 ? r : -1;
  }

  public int top(int row) {
    return row * rowHeightPx;
  }

  public double centerY(int row) {
    return row * rowHeightPx + rowHeightPx / 2.0;
  }

  /** The row at a y coordinate, or -1 outside all rows. */
  public int rowAt(double y) {
    if (y < 0) {
      return -1;
    }
    int r = (int) (y / rowHeightPx);
    return r < rowCount() ? r : -1;
  }

  public String label(int row) {
    return labels.get(row);
  }

  /** "LineID" or "process / thread": the map's column labels, for the axis header. */
  public String columnTitle() {
    return String.join(" / ", map.columnLabels());
  }

  public RowLayout withRowHeight(int newRowHeightPx) {
    return newRowHeightPx == rowHeightPx ? this : new RowLayout(map, newRowHeightPx);
  }
}
