package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.SinglePixelPackedSampleModel;
import org.leapshot.app.rows.RowPlan;

/**
 * The previous picture redrawn for new rows, shown the moment the rows change (groups folded or
 * unfolded, rows filtered, hidden, moved or fitted to a new height) until the picture of the new
 * rows is ready: each new row is the merge of the old picture's rows of its timelines ({@link
 * RowMerge}), each stretched or squeezed to its height. A folded node's row so shows what most of
 * its cores were doing at each moment (not one core's row), and an unfolded node's cores each show
 * the node's row, instead of blank rows for the second or more a
 * new picture of 16 384 timelines takes. Rows whose timelines were not in the old picture (hidden,
 * or scrolled out of it) keep the background. Pure: safe on any thread.
 */
final class RearrangedPicture {
  private RearrangedPicture() {}

  /**
   * {@code old}, drawn with {@code oldRows} over canvas rows {@code oldArea.y ..} and from {@code
   * oldStartSec} at {@code oldSecPerPx}, redrawn for {@code ctx}'s rows over {@code newArea} and for
   * its time scale from the canvas's left edge over its width (device scale {@code dev} both), so
   * that it is drawn unscaled; null when the rows are of another map (nothing to carry over).
   */
  static BufferedImage of(BufferedImage old, double oldStartSec, double oldSecPerPx, RowLayout oldRows,
      Rectangle oldArea, PaintContext ctx, Rectangle newArea, double dev) {
    RowLayout newRows = ctx.rows();
    if (!oldRows.map().equals(newRows.map()) || newArea.height <= 0) {
      return null;
    }
    TimeScale scale = ctx.scale();
    int width = Math.max(1, (int) Math.ceil(scale.widthPx() * dev));
    int height = Math.max(1, (int) Math.ceil(newArea.height * dev));
    BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.scale(dev, dev);
      g.translate(0, -newArea.y);
      ScenePainter.paintBackground(g, ctx, new Rectangle(0, newArea.y, scale.widthPx(), newArea.height));
    } finally {
      g.dispose();
    }
    int h = newRows.rowHeightPx();
    int first = Math.max(0, newArea.y / h);
    int last = Math.min(newRows.rowCount() - 1, (newArea.y + newArea.height - 1) / h);
    if (last < first) {
      return img;
    }
    int[][] members = oldRowsOf(oldRows.plan(), newRows.plan(), first, last);
    int[] column = columns(scale, width, dev, oldStartSec, oldSecPerPx, old.getWidth());
    int oh = oldRows.rowHeightPx();
    int[] to = pixels(img);
    RowMerge merge = new RowMerge(pixels(plain(old)), old.getWidth(), column, ctx.theme());
    int[] sources = new int[0];
    // Each pixel of the new picture merges the pixels of its timelines' old rows at the same height
    // in their row and at its time (rows squeezed when folded, stretched when unfolded; columns
    // when the canvas's width changed): the colour most of them show. Drawn unscaled: drawing
    // it scaled on every paint took tens of milliseconds, hundreds on a loaded machine.
    for (int dy = 0; dy < height; dy++) {
      double y = newArea.y + (dy + 0.5) / dev;
      int r = (int) (y / h);
      if (r < first || r > last || members[r - first].length == 0) {
        continue; // none of its timelines was drawn: the background
      }
      double within = (y - newRows.top(r)) / h * oh;
      sources = sourceRows(members[r - first], oh, within, oldArea.y, dev, old.getHeight(), sources);
      merge.into(sources, to, dy * width);
    }
    return img;
  }

  /**
   * The old picture's device rows at height {@code within} (logical pixels from the top of a row)
   * in each of {@code oldRows}, those it holds, in order; {@code reuse} itself when they are the same.
   */
  private static int[] sourceRows(int[] oldRows, int oh, double within, int oldTop, double dev, int oldHeight,
      int[] reuse) {
    int[] out = new int[oldRows.length];
    int n = 0;
    for (int o : oldRows) {
      int sy = (int) Math.floor(((double) o * oh + within - oldTop) * dev);
      if (sy >= 0 && sy < oldHeight && (n == 0 || out[n - 1] != sy)) {
        out[n++] = sy;
      }
    }
    out = java.util.Arrays.copyOf(out, n);
    return java.util.Arrays.equals(out, reuse) ? reuse : out;
  }

  /** {@code img} itself when its pixels are plain RGB ints, row after row; else a copy that is. */
  private static BufferedImage plain(BufferedImage img) {
    if (img.getType() == BufferedImage.TYPE_INT_RGB && img.getRaster().getParent() == null
        && img.getSampleModel() instanceof SinglePixelPackedSampleModel sm && sm.getScanlineStride() == img.getWidth()
        && img.getRaster().getDataBuffer().getOffset() == 0) {
      return img;
    }
    BufferedImage copy = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = copy.createGraphics();
    g.drawImage(img, 0, 0, null);
    g.dispose();
    return copy;
  }

  /**
   * The pixels of a plain RGB image, to read and write directly (a millisecond or two for a
   * full-height picture, where per-row pixel calls took tens of them). The image is not kept on
   * the graphics card after that, which a picture shown until the next one arrives does not need.
   */
  private static int[] pixels(BufferedImage img) {
    return ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
  }

  /** For each device column of the new picture, the old picture's column at its time, or -1 outside it. */
  private static int[] columns(TimeScale scale, int width, double dev, double oldStartSec, double oldSecPerPx,
      int oldWidth) {
    int[] column = new int[width];
    for (int dx = 0; dx < width; dx++) {
      double t = scale.time((dx + 0.5) / dev);
      int sx = (int) Math.floor((t - oldStartSec) / oldSecPerPx * dev);
      column[dx] = sx >= 0 && sx < oldWidth ? sx : -1;
    }
    return column;
  }

  /**
   * For new picture rows {@code first..last}: the old picture rows their timelines were drawn in,
   * ascending, each once, at most {@link RowMerge#MOST_SOURCES} spread evenly over them. Two passes
   * over the map's timelines.
   */
  private static int[][] oldRowsOf(RowPlan oldPlan, RowPlan newPlan, int first, int last) {
    int n = last - first + 1;
    int[] count = new int[n];
    int timelines = newPlan.map().rowCount();
    for (int m = 0; m < timelines; m++) {
      int r = newPlan.pictureRowOf(m);
      if (r >= first && r <= last && oldPlan.pictureRowOf(m) >= 0) {
        count[r - first]++;
      }
    }
    int[][] rows = new int[n][];
    for (int i = 0; i < n; i++) {
      rows[i] = new int[count[i]];
      count[i] = 0;
    }
    for (int m = 0; m < timelines; m++) {
      int r = newPlan.pictureRowOf(m);
      int o = oldPlan.pictureRowOf(m);
      if (r >= first && r <= last && o >= 0) {
        rows[r - first][count[r - first]++] = o;
      }
    }
    for (int i = 0; i < n; i++) {
      rows[i] = RowMerge.spread(RowMerge.distinct(rows[i]));
    }
    return rows;
  }
}
