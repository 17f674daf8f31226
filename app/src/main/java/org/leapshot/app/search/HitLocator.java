package org.leapshot.app.search;

import java.awt.geom.Rectangle2D;
import java.util.Optional;
import org.leapshot.app.canvas.ArrowPainter;
import org.leapshot.app.canvas.EventPainter;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Drawable;

/**
 * Finds the canvas item that draws a found drawable, so the popup and highlight are exactly those
 * of a click on it. Drawables are compared by value: the render model may hold another copy read
 * from the node cache than the search returned.
 */
public final class HitLocator {
  private HitLocator() {}

  /** The item drawing {@code d} in {@code model}, with its on-canvas bounds; empty when it is not drawn on its own. */
  public static Optional<Hit> find(RenderModel model, PaintContext ctx, Drawable d) {
    double t = d.start();
    StateItem outer = null;
    for (StateItem s : model.states()) {
      // a composite is drawn as several primitives: take its outermost one
      if (s.owner().equals(d) && s.merged() == 1 && (outer == null || s.depth() < outer.depth())) {
        outer = s;
      }
    }
    if (outer != null) {
      return Optional.of(new Hit(outer, ctx.stateBox(outer.start(), outer.end(), outer.row(), outer.depth()), t));
    }
    for (ArrowItem a : model.arrows()) {
      if (!a.isPreview() && a.owner().equals(d)) {
        Rectangle2D b = ArrowPainter.line(ctx, a).getBounds2D();
        return Optional.of(new Hit(a, b, t));
      }
    }
    for (EventItem e : model.events()) {
      if (e.shadow() == null && e.owner().equals(d)) {
        return Optional.of(new Hit(e, EventPainter.bounds(ctx, e), t));
      }
    }
    return Optional.empty();
  }
}
