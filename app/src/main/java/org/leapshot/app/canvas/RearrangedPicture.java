package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.WritableRaster;
import org.leapshot.app.rows.RowPlan;

/**
 * The previous picture redrawn for new rows, shown the moment the rows change (groups folded or
 * unfolded, rows filtered, hidden, moved or fitted to a new height) until the picture of the new
 * rows is ready: each new row is made of the old picture's rows of its timelines, stretched or
 * squeezed to its height. A folded node's row so shows its cores' rows squeezed into one, and an
 * unfolded node's cores each show the node's row, instead of blank rows for the second or more a
 * new picture of 16 384 timelines takes. Rows whose timelines were not in the old picture (hidden,
 * or scrolled out of it) keep the background. Pure: safe on any thread.
 */
final class RearrangedPicture {
  private RearrangedPicture() {}

  /**
   * {@code old}, drawn with {@code oldRows} over canvas rows {@code oldArea.y ..}, redrawn for {@code
   * ctx}'s rows over {@code newArea} (canvas coordinates, the same time columns and device scale
   * {@code dev}); null when the rows are of another map (nothing to carry over).
   */
  static BufferedImage of(BufferedImage old, RowLayout oldRows, Rectangle oldArea, PaintContext ctx,
      Rectangle newArea, double dev) {
    RowLayout newRows = ctx.rows();
    if (!oldRows.map().equals(newRows.map()) || newArea.height <= 0) {
      return null;
    }
    int width = old.getWidth();
    int height = Math.max(1, (int) Math.ceil(newArea.height * dev));
    // the old picture's pixel format, so that its pixel rows copy over as they are
    BufferedImage img = new BufferedImage(old.getColorModel(), old.getRaster().createCompatibleWritableRaster(width,
        height), old.isAlphaPremultiplied(), null);
    Graphics2D g = img.createGraphics();
    try {
      g.scale(dev, dev);
      g.translate(0, -newArea.y);
      ScenePainter.paintBackground(g, ctx, new Rectangle(0, newArea.y, (int) Math.ceil(width / dev), newArea.height));
    } finally {
      g.dispose();
    }
    int h = newRows.rowHeightPx();
    int first = Math.max(0, newArea.y / h);
    int last = Math.min(newRows.rowCount() - 1, (newArea.y + newArea.height - 1) / h);
    if (last < first) {
      return img;
    }
    int[][] span = oldSpans(oldRows.plan(), newRows.plan(), first, last);
    int oh = oldRows.rowHeightPx();
    WritableRaster from = old.getRaster();
    WritableRaster to = img.getRaster();
    Object line = null;
    // Each pixel row of the new picture takes the nearest pixel row of its timelines' old rows
    // (squeezed when folded, stretched when unfolded): a copy per row, a millisecond or two for
    // a full-height picture, where scaled drawing took tens of them.
    for (int dy = 0; dy < height; dy++) {
      double y = newArea.y + (dy + 0.5) / dev;
      int r = (int) (y / h);
      if (r < first || r > last || span[1][r - first] < 0) {
        continue; // none of its timelines was drawn: the background
      }
      double srcTop = (double) span[0][r - first] * oh;
      double srcBottom = (double) (span[1][r - first] + 1) * oh;
      double srcY = srcTop + (y - newRows.top(r)) / h * (srcBottom - srcTop);
      int sy = (int) Math.floor((srcY - oldArea.y) * dev);
      if (sy < 0 || sy >= old.getHeight()) {
        continue; // outside what the old picture holds
      }
      line = from.getDataElements(0, sy, width, 1, line);
      to.setDataElements(0, dy, width, 1, line);
    }
    return img;
  }

  /**
   * For new picture rows {@code first..last}: the first and last old picture row any of their
   * timelines was drawn in ({@code -1} for none). One pass over the map's timelines.
   */
  private static int[][] oldSpans(RowPlan oldPlan, RowPlan newPlan, int first, int last) {
    int n = last - first + 1;
    int[] lo = new int[n];
    int[] hi = new int[n];
    java.util.Arrays.fill(lo, Integer.MAX_VALUE);
    java.util.Arrays.fill(hi, -1);
    int timelines = newPlan.map().rowCount();
    for (int m = 0; m < timelines; m++) {
      int r = newPlan.pictureRowOf(m);
      if (r < first || r > last) {
        continue;
      }
      int o = oldPlan.pictureRowOf(m);
      if (o >= 0) {
        lo[r - first] = Math.min(lo[r - first], o);
        hi[r - first] = Math.max(hi[r - first], o);
      }
    }
    return new int[][] {lo, hi};
  }
}
