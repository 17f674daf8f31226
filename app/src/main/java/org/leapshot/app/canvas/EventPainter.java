package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.EventItem;

/**
 * Paints events as Jumpshot does: a vertical stick over the lower three quarters of the row with
 * a filled ellipse (8 px wide) in the top quarter. Preview events draw a flat ellipse over the
 * time range they summarise.
 */
public final class EventPainter {
  static final double BASE_WIDTH = 8;

  private EventPainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, List<EventItem> events, Rectangle clip) {
    for (EventItem e : events) {
      Rectangle2D.Double b = bounds(ctx, e);
      if (!b.intersects(clip)) {
        continue;
      }
      g.setColor(ctx.stroke(e.categoryIndex()));
      if (e.shadow() != null) {
        g.fill(new Ellipse2D.Double(b.x, b.y, b.width, b.height / 4));
      }
      double x = ctx.x(e.time());
      g.draw(new Line2D.Double(x, b.y + b.height / 4, x, b.y + b.height));
      g.fill(new Ellipse2D.Double(x - BASE_WIDTH / 2, b.y, BASE_WIDTH, Math.max(4, b.height / 4)));
    }
  }

  /**
   * Paints events where they crowd (zoomed out): a short tick at the top of the row in a colour
   * faded toward the background, so that a dense series shows as a light fringe over the states
   * instead of a comb of markers hiding them.
   */
  public static void paintTicks(Graphics2D g, PaintContext ctx, List<EventItem> events, Rectangle clip) {
    int h = Math.max(1, ctx.rows().rowHeightPx() / 5);
    for (EventItem e : events) {
      int x = (int) Math.round(ctx.x(e.time()));
      int top = ctx.rows().top(e.row());
      if (x < clip.x - 1 || x > clip.x + clip.width + 1 || top > clip.y + clip.height || top + h < clip.y) {
        continue;
      }
      g.setColor(ArrowPainter.mix(ctx.stroke(e.categoryIndex()), ctx.theme().background(), 0.45));
      g.fillRect(x, top, 1, h);
    }
  }

  /** True when events are too many for markers: more than one per four marker widths per row on average. */
  public static boolean crowded(PaintContext ctx, List<EventItem> events) {
    return events.size() > (long) ctx.rows().rowCount() * ctx.scale().widthPx() / (4 * BASE_WIDTH);
  }

  /** The rectangle an event marker occupies (its whole marker, for hit-testing). */
  public static Rectangle2D.Double bounds(PaintContext ctx, EventItem e) {
    double h = ctx.rows().rowHeightPx() * 0.9;
    double top = ctx.rows().centerY(e.row()) - h / 2;
    if (e.shadow() != null) {
      double x0 = ctx.x(e.shadow().start());
      double x1 = Math.max(ctx.x(e.shadow().end()), x0 + BASE_WIDTH);
      return new Rectangle2D.Double(x0 - BASE_WIDTH / 2, top, x1 - x0 + BASE_WIDTH, h);
    }
    return new Rectangle2D.Double(ctx.x(e.time()) - BASE_WIDTH / 2, top, BASE_WIDTH, h);
  }
}
