package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.ArrowItem;

/**
 * Paints arrows from send to receive: a line between the row centres with a filled head at the
 * receive end (10 px long, 6 px wide, as Jumpshot). Preview arrows have no head and a thickness
 * that grows with the logarithm (base 5) of the number of messages they stand for, capped at 4 px
 * (Jumpshot's 10 px turns a zoomed-out view of many ranks into a solid mat, and costs time).
 */
public final class ArrowPainter {
  static final double HEAD_LENGTH = 10;
  static final double HEAD_HALF_WIDTH = 3;

  private ArrowPainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, List<ArrowItem> arrows, Rectangle clip) {
    // Where arrows crowd (more than one per 4 px of width) they are drawn faded into the background, so
    // density shows instead of a solid mat. The fade is mixed in advance: translucent lines cost ~40x
    // more in Java2D's software loops than opaque ones.
    paint(g, ctx, arrows, clip, crowded(ctx, arrows.size()));
  }

  /** True when {@code count} arrows crowd the width, so that they are drawn faded. */
  public static boolean crowded(PaintContext ctx, long count) {
    return count > ctx.scale().widthPx() / 4;
  }

  /** Paints {@code arrows}, some of a longer series whose count decided {@code faded} (the exact drawing's layer). */
  static void paint(Graphics2D g, PaintContext ctx, List<ArrowItem> arrows, Rectangle clip, boolean faded) {
    Stroke old = g.getStroke();
    BasicStroke thin = new BasicStroke(1.1f);
    // Hundreds of preview arrows (many ranks, zoomed out) only show where messages flow: hairlines suffice.
    boolean hairlines = arrows.size() > 500;
    BasicStroke hair = new BasicStroke(1f);
    for (ArrowItem a : arrows) {
      Line2D.Double line = line(ctx, a);
      if (!line.intersects(clip.x - 2, clip.y - 2, clip.width + 4, clip.height + 4)) {
        continue;
      }
      java.awt.Color c = ctx.stroke(a.categoryIndex());
      g.setColor(faded ? mix(c, ctx.theme().background(), 0.55) : c);
      if (a.isPreview()) {
        g.setStroke(hairlines ? hair
            : new BasicStroke(previewWidth(a.shadow().realCount()), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
        g.draw(line);
        continue;
      }
      g.setStroke(thin);
      g.draw(line);
      if (clip.contains(line.x2, line.y2) || clip.intersects(line.x2 - HEAD_LENGTH, line.y2 - HEAD_LENGTH,
          2 * HEAD_LENGTH, 2 * HEAD_LENGTH)) {
        g.fill(head(line));
      }
    }
    g.setStroke(old);
  }

  /** {@code c} moved {@code f} of the way to {@code toward}, opaque. */
  static java.awt.Color mix(java.awt.Color c, java.awt.Color toward, double f) {
    double a = c.getAlpha() / 255.0 * (1 - f);
    return new java.awt.Color(
        (int) Math.round(c.getRed() * a + toward.getRed() * (1 - a)),
        (int) Math.round(c.getGreen() * a + toward.getGreen() * (1 - a)),
        (int) Math.round(c.getBlue() * a + toward.getBlue() * (1 - a)));
  }

  public static Line2D.Double line(PaintContext ctx, ArrowItem a) {
    return new Line2D.Double(ctx.x(a.start()), ctx.rows().centerY(a.fromRow()), ctx.x(a.end()), ctx.rows().centerY(a.toRow()));
  }

  /** Line width of a preview arrow standing for {@code count} messages: 1 + floor(log5 count), 1..4. */
  public static float previewWidth(long count) {
    if (count <= 1) {
      return 1;
    }
    return (float) Math.min(4, 1 + Math.floor(Math.log(count) / Math.log(5)));
  }

  static Path2D.Double head(Line2D.Double line) {
    double dx = line.x2 - line.x1;
    double dy = line.y2 - line.y1;
    double len = Math.hypot(dx, dy);
    Path2D.Double p = new Path2D.Double();
    if (len < 1e-9) {
      return p;
    }
    double ux = dx / len;
    double uy = dy / len;
    double bx = line.x2 - ux * HEAD_LENGTH;
    double by = line.y2 - uy * HEAD_LENGTH;
    p.moveTo(line.x2, line.y2);
    p.lineTo(bx - uy * HEAD_HALF_WIDTH, by + ux * HEAD_HALF_WIDTH);
    p.lineTo(bx + uy * HEAD_HALF_WIDTH, by - ux * HEAD_HALF_WIDTH);
    p.closePath();
    return p;
  }
}
