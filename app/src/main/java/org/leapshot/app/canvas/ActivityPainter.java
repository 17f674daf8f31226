package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * Paints an {@link ActivityRaster}, the truthful level of detail: per row and pixel column the
 * innermost category as a box at its nesting depth, inside its frame (the outermost state around
 * it) as the exact view nests states; cells that real boxes already show are left to them. Message
 * density is a thin band at the foot of each row, darker where more messages pass, so that busy
 * exchanges show and the states stay readable.
 */
public final class ActivityPainter {
  /** Rows lower than this get no density band: it would cover the states. */
  public static final int MIN_ROW_PX_FOR_DENSITY = 5;

  /** True when rows {@code rowHeightPx} high get the density band (pictures for lower ones can leave it out). */
  public static boolean showsDensity(int rowHeightPx) {
    return rowHeightPx >= MIN_ROW_PX_FOR_DENSITY;
  }

  private ActivityPainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, ActivityRaster raster, Rectangle clip) {
    forEachBox(ctx, raster, clip, (row, x0, x1, depth, category) -> fill(g, ctx, row, x0, x1, depth, ctx.fill(category)));
  }

  /** Where the raster's boxes go: Java2D fills, or an image's pixels ({@link ActivityPixels}). */
  @FunctionalInterface
  interface BoxSink {
    /** A box over pixel columns [x0, x1) of {@code row} at nesting {@code depth}, filled with the category's colour. */
    void box(int row, int x0, int x1, int depth, int category);
  }

  /**
   * The boxes {@link #paint} draws within {@code clip}, in its order: rows top down, each run's frame
   * (when it has one) before its category, cells that real boxes show left out.
   */
  static void forEachBox(PaintContext ctx, ActivityRaster raster, Rectangle clip, BoxSink sink) {
    RowLayout rows = ctx.rows();
    int first = Math.max(0, clip.y / rows.rowHeightPx());
    int last = Math.min(Math.min(rows.rowCount(), raster.rowCount()) - 1, (clip.y + clip.height) / rows.rowHeightPx());
    for (int r = first; r <= last; r++) {
      int n = raster.runCount(r);
      for (int i = 0; i < n; i++) {
        int cat = raster.run(r, i, 1);
        int word = raster.run(r, i, 3);
        if (cat == ActivityRaster.NONE || (word & ActivityRaster.BOX) != 0) {
          continue;
        }
        int x0 = x(ctx, raster, raster.run(r, i, 0));
        int x1 = Math.max(x0 + 1, x(ctx, raster, i + 1 < n ? raster.run(r, i + 1, 0) : raster.width()));
        if (x1 < clip.x || x0 > clip.x + clip.width) {
          continue;
        }
        int frame = raster.run(r, i, 2);
        if (frame != ActivityRaster.NONE) {
          sink.box(r, x0, x1, (word >> 8) & 0xFF, frame);
        }
        sink.box(r, x0, x1, word & 0xFF, cat);
      }
    }
  }

  /** The density band at the foot of each row that has messages. */
  public static void paintDensity(Graphics2D g, PaintContext ctx, ActivityRaster raster, Rectangle clip) {
    RowLayout rows = ctx.rows();
    if (!showsDensity(rows.rowHeightPx())) {
      return;
    }
    int band = rows.rowHeightPx() >= 12 ? 2 : 1;
    Color ink = ctx.theme().text();
    Color bg = ctx.theme().background();
    int first = Math.max(0, clip.y / rows.rowHeightPx());
    int last = Math.min(Math.min(rows.rowCount(), raster.rowCount()) - 1, (clip.y + clip.height) / rows.rowHeightPx());
    for (int r = first; r <= last; r++) {
      if (!raster.hasDensity(r)) {
        continue;
      }
      int y = rows.top(r) + rows.rowHeightPx() - band;
      int c = 0;
      while (c < raster.width()) {
        int level = raster.density(r, c);
        int e = c + 1;
        while (e < raster.width() && raster.density(r, e) == level) {
          e++;
        }
        if (level > 0) {
          int x0 = x(ctx, raster, c);
          int x1 = Math.max(x0 + 1, x(ctx, raster, e));
          if (x1 >= clip.x && x0 <= clip.x + clip.width) {
            // Opaque mix rather than alpha: Java2D fills opaque colours many times faster.
            g.setColor(ArrowPainter.mix(ink, bg, 1 - (0.25 + 0.75 * level / 255.0)));
            g.fillRect(x0, y, x1 - x0, band);
          }
        }
        c = e;
      }
    }
  }

  private static int x(PaintContext ctx, ActivityRaster raster, int column) {
    return (int) Math.round(ctx.x(raster.startSec() + column * raster.secPerColumn()));
  }

  private static void fill(Graphics2D g, PaintContext ctx, int row, int x0, int x1, int depth, Color color) {
    double h = NestingLayout.stateHeight(ctx.rows().rowHeightPx(), depth);
    double yc = ctx.rows().centerY(row);
    int y0 = (int) Math.round(yc - h / 2);
    int y1 = (int) Math.round(yc + h / 2);
    g.setColor(color);
    g.fillRect(x0, y0, x1 - x0, Math.max(1, y1 - y0));
  }
}
