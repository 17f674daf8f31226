package org.leapshot.app.canvas;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Vertical layout of timelines: one row per line-ID map row, in {@link RowOrder} (by path in the
 * map's hierarchy), each {@code rowHeightPx} high; or, when there are more timelines than pixels,
 * {@code linesPerRow} consecutive timelines merged into each row (as {@link RowSelection} merges
 * them for pictures). Line IDs the map does not list have no row and are not drawn. Row numbers
 * here are display positions, not map rows. Immutable.
 */
public final class RowLayout {
  /** The tallest row the user can ask for. */
  public static final int MAX_ROW_PX = 180;
  /** A wheel notch scrolls at least this many rows, and at least {@link #MIN_WHEEL_PX} pixels. */
  static final int WHEEL_ROWS = 3;
  static final int MIN_WHEEL_PX = 48;

  private final LineIdMap map;
  private final int rowHeightPx;
  private final int linesPerRow;
  private final RowOrder order;
  private final List<String> labels;

  public RowLayout(LineIdMap map, int rowHeightPx) {
    this(map, rowHeightPx, 1);
  }

  public RowLayout(LineIdMap map, int rowHeightPx, int linesPerRow) {
    if (rowHeightPx < 1 || linesPerRow < 1) {
      throw new IllegalArgumentException("rowHeightPx and linesPerRow must be positive, were " + rowHeightPx
          + " and " + linesPerRow);
    }
    this.map = map;
    this.rowHeightPx = rowHeightPx;
    this.linesPerRow = linesPerRow;
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

  /**
   * Every timeline of {@code map} in {@code heightPx}: rows share the height (at most
   * {@link #MAX_ROW_PX} each), down to one pixel per row, merging timelines when there are more
   * than pixels.
   */
  public static RowLayout fitting(LineIdMap map, int heightPx) {
    int n = Math.max(1, map.rowCount());
    int perRow = RowSelection.fitting(0, Integer.MAX_VALUE, n, heightPx, 1).linesPerRow();
    int rows = (n + perRow - 1) / perRow;
    return new RowLayout(map, Math.max(1, Math.min(MAX_ROW_PX, heightPx / rows)), perRow);
  }

  /** The row height {@code steps} steps taller (positive) or shorter, each about 25 %, within 1..{@link #MAX_ROW_PX}. */
  public static int steppedHeight(int heightPx, int steps) {
    int h = heightPx;
    for (int i = 0; i < Math.abs(steps); i++) {
      h = steps > 0 ? Math.max(h + 1, (int) Math.round(h * 1.25)) : Math.min(h - 1, (int) Math.round(h / 1.25));
    }
    return Math.max(1, Math.min(MAX_ROW_PX, h));
  }

  /**
   * Pixels a wheel turn of {@code notches} scrolls: {@link #WHEEL_ROWS} rows a notch, more when rows
   * are so low that this would crawl, and whole rows so a row's top stays aligned.
   */
  public int wheelScrollPx(double notches) {
    int rowsPerNotch = Math.max(WHEEL_ROWS, (MIN_WHEEL_PX + rowHeightPx - 1) / rowHeightPx);
    long rowsToScroll = Math.round(notches * rowsPerNotch);
    if (rowsToScroll == 0 && notches != 0) {
      rowsToScroll = notches > 0 ? 1 : -1; // a trackpad's fraction of a notch still moves
    }
    return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, rowsToScroll * rowHeightPx));
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

  /** Number of rows (merged rows count once). */
  public int rowCount() {
    return (map.rowCount() + linesPerRow - 1) / linesPerRow;
  }

  public int timelineCount() {
    return map.rowCount();
  }

  /** How many consecutive timelines each row merges (1: every timeline in its own row). */
  public int linesPerRow() {
    return linesPerRow;
  }

  /** The rows a render model for this layout must be built with. */
  public RowSelection selection() {
    return linesPerRow == 1 ? RowSelection.ALL : new RowSelection(0, Integer.MAX_VALUE, linesPerRow);
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
    return r >= 0 ? order.displayRowOf(r) / linesPerRow : -1;
  }

  /** The line ID of the timeline shown at display row {@code row} (its first when merged). */
  public int lineId(int row) {
    return map.lineId(order.mapRowAt(row * linesPerRow));
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

  /** The row's timeline, or for a merged row its first and last, e.g. "0–15". */
  public String label(int row) {
    int first = row * linesPerRow;
    int last = Math.min(labels.size() - 1, first + linesPerRow - 1);
    if (first >= last) {
      return labels.get(first);
    }
    String a = labels.get(first);
    String b = labels.get(last);
    return a + (a.indexOf(' ') >= 0 || b.indexOf(' ') >= 0 ? " – " : "–") + b;
  }

  /** "LineID" or "process / thread": the map's column labels, for the axis header. */
  public String columnTitle() {
    return String.join(" / ", map.columnLabels());
  }

  /** This layout with every timeline in its own row, {@code newRowHeightPx} high. */
  public RowLayout withRowHeight(int newRowHeightPx) {
    return newRowHeightPx == rowHeightPx && linesPerRow == 1 ? this : new RowLayout(map, newRowHeightPx, 1);
  }
}
