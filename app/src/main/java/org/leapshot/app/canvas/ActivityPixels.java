package org.leapshot.app.canvas;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.WritableRaster;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * {@link ActivityPainter#paint} written straight into an image's pixels, for the scene image drawn
 * at scale 1: the same boxes ({@link ActivityPainter#forEachBox}), colours and order, pixel for
 * pixel. Why: a stored picture of 16 384 timelines is about a hundred thousand runs of a few
 * pixels, and one or two {@code fillRect}s a run cost about 600 ns each (r16384's first picture:
 * 238 ms in a fresh JVM, 52-73 ms warm). Each row's band of pixels is read, filled and written back
 * through the image's raster, which keeps the image one Java2D may still cache for drawing.
 */
final class ActivityPixels implements ActivityPainter.BoxSink {
  private final WritableRaster pixels;
  private final int width;
  private final int height;
  private final int originY;
  private final RowLayout rows;
  private final Colours colours;
  /** The box height of each depth (a depth is a byte of the run's word). */
  private final double[] heights = new double[256];
  private int[] band = new int[0];
  /** The row whose band is loaded (-1: none), and its image rows [top, bottom). */
  private int bandRow = -1;
  private int top;
  private int bottom;

  private ActivityPixels(BufferedImage image, int originY, PaintContext ctx, int rgbMask) {
    this.pixels = image.getRaster();
    this.width = image.getWidth();
    this.height = image.getHeight();
    this.originY = originY;
    this.rows = ctx.rows();
    this.colours = new Colours(ctx, rgbMask);
    for (int d = 0; d < heights.length; d++) {
      heights[d] = NestingLayout.stateHeight(rows.rowHeightPx(), d);
    }
  }

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
    ActivityPixels sink = new ActivityPixels(image, originY, ctx, type == BufferedImage.TYPE_INT_RGB ? 0xFFFFFF : -1);
    ActivityPainter.forEachBox(ctx, raster, clip, sink);
    sink.store();
    return true;
  }

  @Override
  public void box(int row, int x0, int x1, int depth, int category) {
    if (row != bandRow) {
      store();
      load(row);
    }
    int from = Math.max(0, x0);
    int to = Math.min(width, x1);
    if (from >= to) {
      return; // outside the image
    }
    double h = heights[depth];
    int y0 = Math.max(top, boxTop(row, h) - originY);
    int y1 = Math.min(bottom, boxBottom(row, h) - originY);
    int rgb = colours.of(category);
    for (int y = y0; y < y1; y++) {
      int at = (y - top) * width;
      java.util.Arrays.fill(band, at + from, at + to, rgb);
    }
  }

  /**
   * Reads the band of {@code row}'s boxes: the outermost box is the highest (stateHeight shrinks
   * with depth), so every box of the row is inside it.
   */
  private void load(int row) {
    bandRow = row;
    top = Math.max(0, boxTop(row, heights[0]) - originY);
    bottom = Math.max(top, Math.min(height, boxBottom(row, heights[0]) - originY));
    if (band.length < width * (bottom - top)) {
      band = new int[width * (bottom - top)];
    }
    if (bottom > top) {
      pixels.getDataElements(0, top, width, bottom - top, band);
    }
  }

  /** Writes the loaded band back (boxes of a row are followed by the next row's, which may overlap it). */
  private void store() {
    if (bandRow >= 0 && bottom > top) {
      pixels.setDataElements(0, top, width, bottom - top, band);
    }
    bandRow = -1;
  }

  /** The first pixel row of a box {@code h} high in {@code row}, as {@link ActivityPainter} places it. */
  private int boxTop(int row, double h) {
    return (int) Math.round(rows.centerY(row) - h / 2);
  }

  /** One past the last pixel row of that box (at least one row high). */
  private int boxBottom(int row, double h) {
    int y0 = (int) Math.round(rows.centerY(row) - h / 2);
    int y1 = (int) Math.round(rows.centerY(row) + h / 2);
    return y0 + Math.max(1, y1 - y0);
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
}
