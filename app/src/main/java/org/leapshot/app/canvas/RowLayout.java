package org.leapshot.app.canvas;

import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Vertical layout of timelines: the rows of a {@link RowPlan} (by default one per line-ID map row,
 * in {@link RowOrder}; with an arrangement, collapsed groups as one row, hidden timelines in none),
 * each {@code rowHeightPx} high; when there are more rows than pixels, merged as the plan says
 * (fit all spreads them over one row per pixel, so the rows fill the height). Line IDs without a row are not drawn. Row numbers here
 * are display positions, not map rows. Immutable.
 */
public final class RowLayout {
  /** The tallest row the user can ask for. */
  public static final int MAX_ROW_PX = 180;
  /** A wheel notch scrolls at least this many rows, and at least {@link #MIN_WHEEL_PX} pixels. */
  static final int WHEEL_ROWS = 3;
  static final int MIN_WHEEL_PX = 48;
  /** Fit all merges rows rather than make them lower than this. */
  static final int MIN_FIT_ROW_PX = 1;

  private final RowPlan plan;
  private final int rowHeightPx;

  public RowLayout(LineIdMap map, int rowHeightPx) {
    this(map, rowHeightPx, 1);
  }

  public RowLayout(LineIdMap map, int rowHeightPx, int linesPerRow) {
    this(RowPlan.of(map).withLinesPerRow(linesPerRow), rowHeightPx);
  }

  /** Rows of an arranged plan (a timeline tree with collapsed, hidden or moved rows). */
  public RowLayout(RowPlan plan, int rowHeightPx) {
    if (rowHeightPx < 1) {
      throw new IllegalArgumentException("rowHeightPx must be positive, was " + rowHeightPx);
    }
    this.plan = plan;
    this.rowHeightPx = rowHeightPx;
  }

  /**
   * Every timeline of {@code map} in {@code heightPx}: rows share the height (at most
   * {@link #MAX_ROW_PX} each), down to one pixel per row; when there are more timelines than
   * pixels, they are spread evenly over one row per pixel (rows of k or k + 1 timelines).
   */
  public static RowLayout fitting(LineIdMap map, int heightPx) {
    return fitting(RowPlan.of(map), heightPx);
  }

  /** Every row of {@code plan} in {@code heightPx}, as {@link #fitting(LineIdMap, int)}: merging within the plan. */
  public static RowLayout fitting(RowPlan plan, int heightPx) {
    int n = Math.max(1, plan.baseRowCount());
    int rows = Math.max(1, Math.min(n, heightPx / MIN_FIT_ROW_PX));
    return new RowLayout(plan.withPictureRows(rows), Math.max(1, Math.min(MAX_ROW_PX, heightPx / rows)));
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
    return TimelineTree.pathLabel(map, row);
  }

  public LineIdMap map() {
    return plan.map();
  }

  public RowPlan plan() {
    return plan;
  }

  /** Number of rows (merged rows count once). */
  public int rowCount() {
    return plan.rowCount();
  }

  /** Rows before fit all merges them: timelines and collapsed groups shown. */
  public int timelineCount() {
    return plan.baseRowCount();
  }

  /** The most rows of the plan a row merges (1: none). */
  public int linesPerRow() {
    return plan.linesPerRow();
  }

  /** The rows a render model for this layout must be built with. */
  public RowSelection selection() {
    return RowSelection.of(plan);
  }

  public int rowHeightPx() {
    return rowHeightPx;
  }

  public int heightPx() {
    return rowCount() * rowHeightPx;
  }

  /** Display row of a line ID, or -1 when the map has no row for it. */
  public int rowOf(int lineId) {
    return plan.pictureRowOf(plan.map().rowOf(lineId));
  }

  /** The line ID of the timeline shown at display row {@code row} (its first when merged). */
  public int lineId(int row) {
    return plan.map().lineId(plan.firstMapRow(row));
  }

  /** The base row (timeline or collapsed group) at canvas {@code y}, with the fraction of the way through it. */
  public double baseRowAt(double y) {
    int n = rowCount();
    if (n == 0 || y <= 0) {
      return 0;
    }
    int r = Math.min(n - 1, (int) (y / rowHeightPx));
    int first = plan.firstBaseRow(r);
    return first + (y - top(r)) / rowHeightPx * (plan.lastBaseRow(r) - first + 1);
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

  /** The row's timeline or collapsed group ("node 3 (16)"), or for a merged row its first and last, e.g. "0–15". */
  public String label(int row) {
    return plan.label(row);
  }

  /** "LineID" or "process / thread": the map's column labels, for the axis header. */
  public String columnTitle() {
    return String.join(" / ", plan.map().columnLabels());
  }

  /** This layout with every row of the plan unmerged, {@code newRowHeightPx} high. */
  public RowLayout withRowHeight(int newRowHeightPx) {
    return newRowHeightPx == rowHeightPx && !plan.merged() ? this
        : new RowLayout(plan.withLinesPerRow(1), newRowHeightPx);
  }

  /** The same height (or fit) with another arrangement's plan. */
  public RowLayout withPlan(RowPlan newPlan) {
    return new RowLayout(newPlan.mergedAs(plan), rowHeightPx);
  }
}
