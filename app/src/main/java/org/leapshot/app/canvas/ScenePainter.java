package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;

/**
 * Paints a whole timeline picture in Jumpshot's order: background and row guides, real states
 * (parents first), state shadows, then arrows and events on top, then the highlight of the
 * clicked item. Used by the screen canvas, PNG/SVG export and the headless {@code render} command.
 */
public final class ScenePainter {
  private ScenePainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, RenderModel model, Rectangle clip, Hit highlight) {
    paint(g, ctx, model, clip, highlight, null, 0);
  }

  /**
   * The same; given {@code pixels}, the image {@code g} draws into at scale 1 with {@code originY}
   * at its top, the level of detail's boxes go straight into its pixels ({@link ActivityPixels}).
   */
  static void paint(Graphics2D g, PaintContext ctx, RenderModel model, Rectangle clip, Hit highlight,
      BufferedImage pixels, int originY) {
    paintBackground(g, ctx, clip);
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
    if (model.activity() != null) {
      StatePainter.paint(g, ctx, model.states(), clip, model.activity());
      if (pixels == null || !ActivityPixels.paint(pixels, originY, ctx, model.activity(), clip)) {
        ActivityPainter.paint(g, ctx, model.activity(), clip);
      }
      ActivityPainter.paintDensity(g, ctx, model.activity(), clip);
      CoarsePainter.paint(g, ctx, model.coarse(), clip);
    } else {
      StatePainter.paint(g, ctx, model.states(), clip);
      ShadowPainter.paint(g, ctx, model.shadowStates(), clip);
    }
    // Anti-aliasing costs about 3x per line (Jumpshot's guide says the same); crowded views do without.
    boolean fewLines = model.arrows().size() + model.events().size() < 600;
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING,
        fewLines ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
    ArrowPainter.paint(g, ctx, model.arrows(), clip);
    if (model.activity() != null) {
      EventPainter.paintLevelOfDetail(g, ctx, model.events(), clip);
    } else {
      EventPainter.paint(g, ctx, model.events(), clip);
    }
    if (highlight != null) {
      paintHighlight(g, ctx, highlight, model.activity() != null);
    }
  }

  /** Background, alternating row stripes and a faint centre line per timeline. */
  public static void paintBackground(Graphics2D g, PaintContext ctx, Rectangle clip) {
    g.setColor(ctx.theme().background());
    g.fill(clip);
    RowLayout rows = ctx.rows();
    int first = Math.max(0, clip.y / rows.rowHeightPx());
    int last = Math.min(rows.rowCount() - 1, (clip.y + clip.height) / rows.rowHeightPx());
    for (int r = first; r <= last; r++) {
      if (r % 2 == 1) {
        g.setColor(ctx.theme().rowStripe());
        g.fillRect(clip.x, rows.top(r), clip.width, rows.rowHeightPx());
      }
      g.setColor(ctx.theme().rowLine());
      int cy = (int) rows.centerY(r);
      g.drawLine(clip.x, cy, clip.x + clip.width, cy);
    }
  }

  /**
   * A thick outline in the theme's highlight colour around (or along) the clicked item; in the
   * {@code levelOfDetail} look around a preview event's band, which is what was drawn and clicked.
   */
  public static void paintHighlight(Graphics2D g, PaintContext ctx, Hit hit, boolean levelOfDetail) {
    Stroke old = g.getStroke();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setColor(ctx.theme().highlight());
    g.setStroke(new BasicStroke(2.5f));
    Shape shape;
    if (hit.item() instanceof ArrowItem a) {
      Line2D.Double line = ArrowPainter.line(ctx, a);
      g.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      shape = line;
    } else if (hit.item() instanceof EventItem e) {
      shape = EventPainter.hitBounds(ctx, e, levelOfDetail);
    } else if (hit.item() instanceof RenderModel.StateItem s) {
      shape = grow(ctx.stateBox(s.start(), s.end(), s.row(), s.depth()));
    } else if (hit.item() instanceof RenderModel.ShadowItem s) {
      shape = grow(ctx.stateBox(s.start(), s.end(), s.row(), s.depth()));
    } else {
      shape = hit.bounds();
    }
    g.draw(shape);
    g.setStroke(old);
  }

  private static Rectangle2D.Double grow(Rectangle2D.Double r) {
    return new Rectangle2D.Double(r.x - 1.5, r.y - 1.5, r.width + 3, r.height + 3);
  }
}
