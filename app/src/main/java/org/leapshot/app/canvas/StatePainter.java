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
    for (StateItem s : states) {
      if (!visible(ctx, s.start(), s.end(), s.row(), clip)) {
        continue;
      }
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      Color fill = ctx.fill(s.categoryIndex());
      g.setColor(fill);
      g.fill(box);
      if (box.width >= 4 && box.height >= 6) {
        g.setColor(ctx.theme().stateBorder());
        g.draw(new Rectangle2D.Double(box.x, box.y, box.width - 1, box.height - 1));
        g.setColor(new Color(255, 255, 255, 70));
        g.draw(new java.awt.geom.Line2D.Double(box.x + 1, box.y + 1, box.x + box.width - 2, box.y + 1));
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
