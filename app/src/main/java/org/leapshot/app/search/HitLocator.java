package org.leapshot.app.search;

import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Optional;
import org.leapshot.app.canvas.ArrowPainter;
import org.leapshot.app.canvas.CoveredStates;
import org.leapshot.app.canvas.EventPainter;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Finds the canvas item that draws a found drawable, so the popup and highlight are exactly those
 * of a click on it. Drawables are compared by value: the render model may hold another copy read
 * from the node cache than the search returned.
 */
public final class HitLocator {
  private HitLocator() {}

  /**
   * The item drawing {@code d} in {@code model}, or else one made for it: at a coarse zoom a match
   * may be merged into a neighbour or summarised by a shadow, and its popup must open all the same.
   * Empty only when its timeline has no row in the current map.
   */
  public static Optional<Hit> locate(RenderModel model, PaintContext ctx, Drawable d) {
    Optional<Hit> drawn = find(model, ctx, d);
    return drawn.isPresent() ? drawn : made(ctx, d);
  }

  /** An item for {@code d} as the canvas would draw it at depth 0. */
  static Optional<Hit> made(PaintContext ctx, Drawable d) {
    Primitive p = d instanceof Primitive prim ? prim : ((Composite) d).primitives().get(0);
    int row = ctx.rows().rowOf(p.lineId(0));
    if (row < 0) {
      return Optional.empty();
    }
    Category c = ctx.categories().get(p.categoryIndex());
    Topology topology = c != null ? c.topology() : p.vertexCount() == 1 ? Topology.EVENT : Topology.STATE;
    double t = d.start();
    switch (topology) {
      case EVENT -> {
        EventItem e = new EventItem(p.time(0), row, p.categoryIndex(), p, d, null);
        return Optional.of(new Hit(e, EventPainter.bounds(ctx, e), t));
      }
      case ARROW -> {
        int toRow = ctx.rows().rowOf(p.lineId(p.vertexCount() - 1));
        if (toRow < 0) {
          return Optional.empty();
        }
        ArrowItem a = new ArrowItem(p.time(0), row, p.time(p.vertexCount() - 1), toRow, p.categoryIndex(), p, d,
            null);
        return Optional.of(new Hit(a, ArrowPainter.line(ctx, a).getBounds2D(), t));
      }
      default -> {
        StateItem s = new StateItem(d.start(), d.end(), row, 0, p.categoryIndex(), p, d, 1);
        return Optional.of(new Hit(s, ctx.stateBox(s.start(), s.end(), row, 0), t));
      }
    }
  }

  /** The item drawing {@code d} in {@code model}, with its on-canvas bounds; empty when it is not drawn on its own. */
  public static Optional<Hit> find(RenderModel model, PaintContext ctx, Drawable d) {
    double t = d.start();
    StateItem outer = null;
    for (StateItem s : statesOf(model, ctx, d)) {
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

  /** The model's states, or where they are left out beneath the stored overview's picture those of {@code d}'s row. */
  private static List<StateItem> statesOf(RenderModel model, PaintContext ctx, Drawable d) {
    CoveredStates covered = model.coarse().covered();
    if (covered == null) {
      return model.states();
    }
    Primitive p = d instanceof Primitive prim ? prim : ((Composite) d).primitives().get(0);
    int row = ctx.rows().rowOf(p.lineId(0));
    return row < 0 ? List.of() : covered.rows(row, row).states();
  }
}
