package org.leapshot.app.canvas;

import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Optional;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.app.canvas.RenderModel.ShadowItem;
import org.leapshot.app.canvas.RenderModel.StateItem;

/**
 * Finds the item under a point, in the order that matches what the eye sees: arrows and events
 * within {@link #LINE_RADIUS_PX} first (they are drawn on top and thin), then the cell the level of
 * detail paints there ({@link DrawnCell}: what the pixel shows, to be looked up), else the most
 * deeply nested state or state shadow containing the point (shadows win ties, as they are drawn
 * later), a state of the cell's drawn category first. Works on the render model, never on the file.
 */
public final class HitTest {
  /** How close (px) a click must be to an arrow's line or an event's marker. */
  public static final double LINE_RADIUS_PX = 3;

  private HitTest() {}

  public static Optional<Hit> find(RenderModel model, PaintContext ctx, double x, double y) {
    return find(model, ctx, x, y, true);
  }

  /**
   * As {@link #find(RenderModel, PaintContext, double, double)}; with {@code cells} false a pixel the
   * raster paints is looked through to the state or the shadow (summary) read beneath it, which
   * Shift+click still shows.
   */
  public static Optional<Hit> find(RenderModel model, PaintContext ctx, double x, double y, boolean cells) {
    double t = ctx.scale().time(x);
    Hit best = null;
    double bestDist = LINE_RADIUS_PX;
    for (ArrowItem a : model.arrows()) {
      Line2D.Double line = ArrowPainter.line(ctx, a);
      double d = line.ptSegDist(x, y);
      if (d <= bestDist) {
        bestDist = d;
        best = new Hit(a, line.getBounds2D(), t);
      }
    }
    for (EventItem e : model.events()) {
      Rectangle2D.Double b = EventPainter.hitBounds(ctx, e, model.activity() != null);
      double d = distance(b, x, y);
      if (d <= bestDist) {
        bestDist = d;
        best = new Hit(e, b, t);
      }
    }
    if (best != null) {
      return Optional.of(best);
    }
    DrawnCell cell = DrawnCell.at(model, ctx, x, y).orElse(null);
    if (cells && cell != null && cell.coarse()) {
      // the raster paints this pixel: the box describes what it shows, not a summary read under it
      return Optional.of(new Hit(cell, ctx.stateBox(cell.fromSec(), cell.toSec(), cell.row(), cell.depth()), t));
    }
    CoveredStates covered = model.coarse().covered();
    // States left out beneath the stored overview's picture: made for the rows under the point.
    RenderModel boxes = covered != null ? covered.rowsAt(ctx.rows(), y) : model;
    int drawn = cells && cell != null ? cell.category() : Integer.MIN_VALUE;
    return findBox(boxes.states(), boxes.shadowStates(), ctx, x, y, t, drawn);
  }

  /**
   * The deepest state or shadow under the point; among states, one of the {@code drawn} category
   * (the raster's for this cell) first: a merged row draws what most of its timelines show, and the
   * deepest state of one of them was often another colour than the pixel clicked.
   */
  private static Optional<Hit> findBox(List<StateItem> states, List<ShadowItem> shadows, PaintContext ctx, double x,
      double y, double t, int drawn) {
    Hit best = null;
    int bestDepth = -1;
    boolean bestDrawn = false;
    for (StateItem s : states) {
      boolean isDrawn = s.categoryIndex() == drawn;
      if (s.depth() < bestDepth && (bestDrawn || !isDrawn)) {
        continue;
      }
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      if (contains(box, x, y) && (isDrawn && !bestDrawn || isDrawn == bestDrawn && s.depth() >= bestDepth)) {
        best = new Hit(s, box, t);
        bestDepth = s.depth();
        bestDrawn = isDrawn;
      }
    }
    if (bestDrawn) {
      return Optional.of(best);
    }
    for (ShadowItem s : shadows) {
      Rectangle2D.Double box = ctx.stateBox(s.start(), s.end(), s.row(), s.depth());
      if (contains(box, x, y) && s.depth() >= bestDepth) {
        best = new Hit(s, box, t);
        bestDepth = s.depth();
      }
    }
    return Optional.ofNullable(best);
  }

  /** Containment with the box's right and bottom edges included, so 1-px-wide boxes can be hit. */
  private static boolean contains(Rectangle2D.Double b, double x, double y) {
    return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
  }

  private static double distance(Rectangle2D.Double b, double x, double y) {
    double dx = Math.max(Math.max(b.x - x, 0), x - (b.x + b.width));
    double dy = Math.max(Math.max(b.y - y, 0), y - (b.y + b.height));
    return Math.hypot(dx, dy);
  }
}
