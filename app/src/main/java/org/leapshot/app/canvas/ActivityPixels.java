package org.leapshot.app.canvas;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.WritableRaster;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * {@link ActivityPainter#paint} written straight into an image's pixels, for the scene image drawn
 * at scale 1: the same boxes, colours and order, pixel for pixel. Why: a stored picture of 16 384
 * timelines is about a hundred thousand runs of a few pixels, and one or two {@code fillRect}s a
 * run cost about 600 ns each (r16384's first picture: 238 ms in a fresh JVM, 52-73 ms warm). Each
 * row's band of pixels is read, filled and written back through the image's raster, which keeps the
 * image one Java2D may still cache for drawing.
 */
final class ActivityPixels {
  private ActivityPixels() {}

  /**
   * Paints {@code raster} into {@code image}, whose top pixel row is {@code originY} in {@code ctx}'s
   * coordinates (x as in {@code ctx}); false, with nothing painted, for an image whose pixels are
   * not one int each (the caller then paints through Java2D).
   */
  static boolean paint(BufferedImage image, int originY, PaintContext ctx, ActivityRaster raster, Rectangle clip) {
    int type = image.getType();
    if (type != BufferedImage.TYPE_INT_RGB && type != BufferedImage.TYPE_INT_ARGB) {
      return false;
    }
    int rgbMask = type == BufferedImage.TYPE_INT_RGB ? 0xFFFFFF : 0xFFFFFFFF;
    WritableRaster pixels = image.getRaster();
    int width = image.getWidth();
    int height = image.getHeight();
    RowLayout rows = ctx.rows();
    int rowPx = rows.rowHeightPx();
    int first = Math.max(0, clip.y / rowPx);
    int last = Math.min(Math.min(rows.rowCount(), raster.rowCount()) - 1, (clip.y + clip.height) / rowPx);
    int[] band = new int[0];
    Colours colours = new Colours(ctx, rgbMask);
    double[] heights = new double[256]; // the box height of each depth (a depth is a byte of the run's word)
    for (int d = 0; d < heights.length; d++) {
      heights[d] = NestingLayout.stateHeight(rowPx, d);
    }
    for (int r = first; r <= last; r++) {
      int n = raster.runCount(r);
      // The outermost box is the highest (stateHeight shrinks with depth): every fill of the row is inside its band.
      int top = Math.max(0, boxTop(rows, r, heights[0]) - originY);
      int bottom = Math.min(height, boxBottom(rows, r, heights[0]) - originY);
      if (n == 0 || top >= bottom) {
        continue;
      }
      int bandPx = width * (bottom - top);
      if (band.length < bandPx) {
        band = new int[bandPx];
      }
      pixels.getDataElements(0, top, width, bottom - top, band);
      boolean changed = false;
      for (int i = 0; i < n; i++) {
        int cat = raster.run(r, i, 1);
        int word = raster.run(r, i, 3);
        if (cat == ActivityRaster.NONE || (word & ActivityRaster.BOX) != 0) {
          continue;
        }
        int x0 = ActivityPainter.x(ctx, raster, raster.run(r, i, 0));
        int x1 = Math.max(x0 + 1, ActivityPainter.x(ctx, raster, i + 1 < n ? raster.run(r, i + 1, 0) : raster.width()));
        if (x1 < clip.x || x0 > clip.x + clip.width) {
          continue;
        }
        int frame = raster.run(r, i, 2);
        if (frame != ActivityRaster.NONE) {
          fill(band, width, top, bottom, originY, rows, r, x0, x1, heights[(word >> 8) & 0xFF], colours.of(frame));
        }
        fill(band, width, top, bottom, originY, rows, r, x0, x1, heights[word & 0xFF], colours.of(cat));
        changed = true;
      }
      if (changed) {
        pixels.setDataElements(0, top, width, bottom - top, band);
      }
    }
    return true;
  }

  /**
   * The pixel value of each category's fill, looked up once a paint: {@link PaintContext#fill} goes
   * through two maps, which cost more than the pixels of a run a few pixels wide.
   */
  private static final class Colours {
    private final PaintContext ctx;
    private final int mask;
    private int[] byIndex = new int[64];
    private boolean[] known = new boolean[64];

    Colours(PaintContext ctx, int mask) {
      this.ctx = ctx;
      this.mask = mask;
    }

    int of(int category) {
      if (category < 0 || category >= 1 << 16) {
        return ctx.fill(category).getRGB() & mask;
      }
      if (category >= known.length) {
        int n = Integer.highestOneBit(category) << 1;
        byIndex = java.util.Arrays.copyOf(byIndex, n);
        known = java.util.Arrays.copyOf(known, n);
      }
      if (!known[category]) {
        byIndex[category] = ctx.fill(category).getRGB() & mask;
        known[category] = true;
      }
      return byIndex[category];
    }
  }

  /** What ActivityPainter's {@code fillRect} of this box sets, within the band of image rows [top, bottom). */
  private static void fill(int[] band, int width, int top, int bottom, int originY, RowLayout rows, int row, int x0,
      int x1, double boxHeight, int rgb) {
    int from = Math.max(0, x0);
    int to = Math.min(width, x1);
    if (from >= to) {
      return; // outside the image
    }
    int y0 = Math.max(top, boxTop(rows, row, boxHeight) - originY);
    int y1 = Math.min(bottom, boxBottom(rows, row, boxHeight) - originY);
    for (int y = y0; y < y1; y++) {
      int at = (y - top) * width;
      java.util.Arrays.fill(band, at + from, at + to, rgb);
    }
  }

  /** The first pixel row of a box {@code h} high in {@code row}, as {@link ActivityPainter} places it. */
  private static int boxTop(RowLayout rows, int row, double h) {
    return (int) Math.round(rows.centerY(row) - h / 2);
  }

  /** One past the last pixel row of that box (at least one row high). */
  private static int boxBottom(RowLayout rows, int row, double h) {
    int y0 = (int) Math.round(rows.centerY(row) - h / 2);
    int y1 = (int) Math.round(rows.centerY(row) + h / 2);
    return y0 + Math.max(1, y1 - y0);
  }
}
