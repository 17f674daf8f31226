package org.leapshot.app.canvas;

/**
 * The display rows a picture shows, {@code first..last} (inclusive, positions in the map's
 * {@link RowOrder}), with {@code linesPerRow} consecutive timelines merged into each picture row
 * when there are more timelines than pixel rows.
 */
public record RowSelection(int first, int last, int linesPerRow) {
  /** Every timeline, one per row. */
  public static final RowSelection ALL = new RowSelection(0, Integer.MAX_VALUE, 1);

  public RowSelection {
    if (first < 0 || last < first || linesPerRow < 1) {
      throw new IllegalArgumentException("rows " + first + ".." + last + " by " + linesPerRow + " do not make a range");
    }
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

  /** Picture row of a display row, or -1 when it is not selected. */
  public int pictureRow(int displayRow) {
    return displayRow < first || displayRow > last ? -1 : (displayRow - first) / linesPerRow;
  }

  /** Number of picture rows for a map of {@code rowCount} display rows. */
  public int pictureRows(int rowCount) {
    int l = Math.min(last, rowCount - 1);
    return l < first ? 0 : (l - first) / linesPerRow + 1;
  }
}
