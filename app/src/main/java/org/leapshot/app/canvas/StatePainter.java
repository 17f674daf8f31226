package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.StateItem;

/**
 * Paints real states as filled boxes in their category colour, nested ones inside their parents
 * with reduced height. Boxes wide enough get a thin darker edge (lighter top edge), like
 * Jumpshot's raised border but quieter, so that neighbours of one colour stay distinguishable.
 */
public final class StatePainter {
  private StatePainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, List<StateItem> states, Rectangle clip) {
    paint(g, ctx, states, clip, null);
  }

  /**
   * Paints the states; with an activity raster only those wide enough to be boxes of their own
   * (the raster shows the narrower ones as they add up per pixel).
   */
  public static void paint(Graphics2D g, PaintContext ctx, List<StateItem> states, Rectangle clip,
      org.leapshot.slog2.query.ActivityRaster boxesOf) {
    for (StateItem s : states) {
      if (!visible(ctx, s.start(), s.end(), s.row(), clip) || (boxesOf != null && !boxesOf.isBox(s.start(), s.end()))) {
        continue;
      }
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      Color fill = ctx.fill(s.categoryIndex());
      g.setColor(fill);
      // Whole pixels: integer fills take Java2D's fast path (states are at least 1 px wide anyway).
      int x0 = (int) Math.floor(box.x);
      int y0 = (int) Math.round(box.y);
      g.fillRect(x0, y0, Math.max(1, (int) Math.ceil(box.x + box.width) - x0),
          Math.max(1, (int) Math.round(box.y + box.height) - y0));
      if (box.width >= 4 && box.height >= 6) {
        int w = Math.max(1, (int) Math.ceil(box.x + box.width) - x0);
        int h = Math.max(1, (int) Math.round(box.y + box.height) - y0);
        g.setColor(ArrowPainter.mix(Color.BLACK, fill, 0.65));
        g.drawRect(x0, y0, w - 1, h - 1);
        g.setColor(ArrowPainter.mix(Color.WHITE, fill, 0.7));
        g.drawLine(x0 + 1, y0 + 1, x0 + w - 2, y0 + 1);
      }
    }
  }

  /** True when a box in {@code row} spanning {@code [start, end]} can touch the clip rectangle. */
  static boolean visible(PaintContext ctx, double start, double end, int row, Rectangle clip) {
    int top = ctx.rows().top(row);
    if (top > clip.y + clip.height || top + ctx.rows().rowHeightPx() < clip.y) {
      return false;
    }
    double x0 = ctx.scale().x(start);
    double x1 = ctx.scale().x(end);
    return x1 >= clip.x - 1 && x0 <= clip.x + clip.width + 1;
  }
}
