package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Vertical layout of timelines: one row per line-ID map row, in {@link RowOrder} (by path in the
 * map's hierarchy), each {@code rowHeightPx} high. Line IDs the map does not list have no row and
 * are not drawn. Row numbers here are display positions, not map rows. Immutable.
 */
public final class RowLayout {
  private final LineIdMap map;
  private final int rowHeightPx;
  private final RowOrder order;
  private final List<String> labels;

  public RowLayout(LineIdMap map, int rowHeightPx) {
    if (rowHeightPx < 1) {
      throw new IllegalArgumentException("rowHeightPx must be positive, was " + rowHeightPx);
    }
    this.map = map;
    this.rowHeightPx = rowHeightPx;
    this.order = RowOrder.of(map);
    Map<String, Integer> uses = new HashMap<>();
    for (int r = 0; r < map.rowCount(); r++) {
      uses.merge(label(map, r), 1, Integer::sum);
    }
    List<String> l = new ArrayList<>(map.rowCount());
    for (int d = 0; d < map.rowCount(); d++) {
      int r = order.mapRowAt(d);
      String path = label(map, r);
      // Several timelines on one path (e.g. one per communicator of a rank) are told apart by line ID.
      l.add(uses.get(path) > 1 ? path + "  [line " + map.lineId(r) + "]" : path);
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

  /** Display row of a line ID, or -1 when the map has no row for it. */
  public int rowOf(int lineId) {
    int r = map.rowOf(lineId);
    return r >= 0 ? order.displayRowOf(r) : -1;
  }

  /** The line ID of the timeline shown at display row {@code row}. */
  public int lineId(int row) {
    return map.lineId(order.mapRowAt(row));
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
