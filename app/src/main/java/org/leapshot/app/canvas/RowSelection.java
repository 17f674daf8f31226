package org.leapshot.app.canvas;

import org.leapshot.app.rows.RowPlan;

/**
 * The rows a picture shows: either display rows {@code first..last} (inclusive, positions in the
 * map's {@link RowOrder}) with {@code linesPerRow} consecutive timelines merged into each picture
 * row when there are more timelines than pixel rows (for {@code render}); or, when {@code plan} is
 * set, the viewer's arranged rows (collapsed groups, hidden and reordered timelines).
 */
public record RowSelection(int first, int last, int linesPerRow, RowPlan plan) {
  /** Every timeline, one per row. */
  public static final RowSelection ALL = new RowSelection(0, Integer.MAX_VALUE, 1);

  public RowSelection {
    if (first < 0 || last < first || linesPerRow < 1) {
      throw new IllegalArgumentException("rows " + first + ".." + last + " by " + linesPerRow + " do not make a range");
    }
  }

  public RowSelection(int first, int last, int linesPerRow) {
    this(first, last, linesPerRow, null);
  }

  /** The rows of an arranged plan. */
  public static RowSelection of(RowPlan plan) {
    return new RowSelection(0, Integer.MAX_VALUE, plan.linesPerRow(), plan);
  }

  /**
   * Rows {@code first..last} of a map of {@code rowCount} (clamped to it), merged so that they fit
   * in {@code heightPx} pixels at {@code minRowPx} each.
   */
  public static RowSelection fitting(int first, int last, int rowCount, int heightPx, int minRowPx) {
    int l = Math.min(last, Math.max(0, rowCount - 1));
    int f = Math.min(first, l);
    int n = l - f + 1;
    int fit = Math.max(1, heightPx / Math.max(1, minRowPx));
    return new RowSelection(f, l, (n + fit - 1) / fit);
  }

  /** The plan pictures of {@code map} are built with: the arranged one when it is for this map, else the range. */
  public RowPlan planFor(org.leapshot.slog2.model.LineIdMap map) {
    if (plan != null && plan.map().equals(map)) {
      return plan;
    }
    return RowPlan.of(map).range(first, last).withLinesPerRow(linesPerRow);
  }

  /** Picture row of a display row, or -1 when it is not selected (range selections only). */
  public int pictureRow(int displayRow) {
    return displayRow < first || displayRow > last ? -1 : (displayRow - first) / linesPerRow;
  }

  /** Number of picture rows for a map of {@code rowCount} display rows (range selections only). */
  public int pictureRows(int rowCount) {
    int l = Math.min(last, rowCount - 1);
    return l < first ? 0 : (l - first) / linesPerRow + 1;
  }
}
