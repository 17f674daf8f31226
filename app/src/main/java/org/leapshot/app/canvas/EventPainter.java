package org.leapshot.app.canvas;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.EventItem;

/**
 * Paints events as Jumpshot does: a vertical stick over the lower three quarters of the row with
 * a filled ellipse (8 px wide) in the top quarter. Preview events draw a flat ellipse over the
 * time range they summarise, or, in the level-of-detail look, a faint band over it.
 */
public final class EventPainter {
  static final double BASE_WIDTH = 8;
  /** Rows lower than this get ticks: a marker's head is at least 4 px high and 8 px wide. */
  static final int MIN_MARKER_ROW_PX = 12;
  /** A preview event's band is this high at most: a line along the row's top edge, as messages along its foot. */
  static final int BAND_PX = 4;
  private static final long X_OFFSET = 1 << 17;
  private static final long X_MASK = (1 << 18) - 1;
  private static final long INDEX_MASK = (1 << 23) - 1;

  private EventPainter() {}

  public static void paint(Graphics2D g, PaintContext ctx, List<EventItem> events, Rectangle clip) {
    paintMarkers(g, ctx, events, null, clip);
  }

  /**
   * Paints events zoomed out (the level-of-detail look): everywhere ticks when they crowd the whole
   * view or rows are too low for a marker, else a marker for each event with room around it and a tick where markers in one row would
   * overlap. A merged row or a busy stretch would otherwise pile markers into a dark mass over the states.
   */
  public static void paintLevelOfDetail(Graphics2D g, PaintContext ctx, List<EventItem> events, Rectangle clip) {
    if (crowded(ctx, events) || ctx.rows().rowHeightPx() < MIN_MARKER_ROW_PX) {
      paintTicks(g, ctx, events, null, clip); // a marker would also cover the rows above and below
      return;
    }
    boolean[] overlapping = overlapping(ctx, events);
    for (int i = 0; i < overlapping.length; i++) {
      // A preview event says "events somewhere in this range", not where: a faint band over the
      // range, not Jumpshot's dark ellipse, which hid the states under it as they are at every zoom.
      overlapping[i] |= events.get(i).shadow() != null;
    }
    paintMarkers(g, ctx, events, overlapping, clip);
    paintTicks(g, ctx, events, overlapping, clip);
  }

  /** Paints the events whose {@code skip} entry is false (all when {@code skip} is null) as markers. */
  private static void paintMarkers(Graphics2D g, PaintContext ctx, List<EventItem> events, boolean[] skip, Rectangle clip) {
    for (int i = 0; i < events.size(); i++) {
      if (skip != null && skip[i]) {
        continue;
      }
      EventItem e = events.get(i);
      Rectangle2D.Double b = bounds(ctx, e);
      if (!b.intersects(clip)) {
        continue;
      }
      g.setColor(ctx.stroke(e.categoryIndex()));
      if (e.shadow() != null) {
        g.fill(new Ellipse2D.Double(b.x, b.y, b.width, b.height / 4));
      }
      double x = stickX(ctx, e.time());
      g.draw(new Line2D.Double(x, b.y + b.height / 4, x, b.y + b.height));
      g.fill(new Ellipse2D.Double(headX(ctx, e.time()) - BASE_WIDTH / 2, b.y, BASE_WIDTH, Math.max(4, b.height / 4)));
    }
  }

  /**
   * Paints events where they crowd (zoomed out): a short tick at the top of the row in a colour
   * faded toward the background, so that a dense series shows as a light fringe over the states
   * instead of a comb of markers hiding them. Only the events whose {@code only} entry is true
   * (all when {@code only} is null).
   */
  private static void paintTicks(Graphics2D g, PaintContext ctx, List<EventItem> events, boolean[] only, Rectangle clip) {
    int h = Math.max(1, ctx.rows().rowHeightPx() / 5);
    for (int i = 0; i < events.size(); i++) {
      if (only != null && !only[i]) {
        continue;
      }
      EventItem e = events.get(i);
      Rectangle2D.Double b = tickBounds(ctx, e);
      if (b.x > clip.x + clip.width + 1 || b.x + b.width < clip.x - 1 || b.y > clip.y + clip.height
          || b.y + b.height < clip.y) {
        continue;
      }
      g.setColor(ArrowPainter.mix(ctx.stroke(e.categoryIndex()), ctx.theme().background(), 0.45));
      g.fillRect((int) b.x, (int) b.y, (int) b.width, (int) b.height);
    }
  }

  /**
   * For each event, whether its marker would overlap another event's marker in the same row (their
   * x less than a marker width apart). Sorts one packed key per event: row, x (clamped by {@link
   * PaintContext#x} to well inside 18 bits once offset) and the event's index.
   */
  static boolean[] overlapping(PaintContext ctx, List<EventItem> events) {
    int n = events.size();
    boolean[] overlapping = new boolean[n];
    if (n >= 1 << 23) {
      Arrays.fill(overlapping, true);
      return overlapping;
    }
    long[] keys = new long[n];
    for (int i = 0; i < n; i++) {
      EventItem e = events.get(i);
      long x = Math.round(ctx.x(e.time())) + X_OFFSET;
      keys[i] = ((long) e.row() << 41) | (x << 23) | i;
    }
    Arrays.sort(keys);
    for (int k = 1; k < n; k++) {
      long a = keys[k - 1];
      long b = keys[k];
      if (a >>> 41 == b >>> 41 && ((b >>> 23) & X_MASK) - ((a >>> 23) & X_MASK) < BASE_WIDTH) {
        overlapping[(int) (a & INDEX_MASK)] = true;
        overlapping[(int) (b & INDEX_MASK)] = true;
      }
    }
    return overlapping;
  }

  /** True when events are too many for markers: more than one per four marker widths per row on average. */
  public static boolean crowded(PaintContext ctx, List<EventItem> events) {
    return events.size() > (long) ctx.rows().rowCount() * ctx.scale().widthPx() / (4 * BASE_WIDTH);
  }

  /**
   * Where the level of detail draws an event as a tick: one pixel wide at its time, or a preview
   * event's whole range in a thin band, at the top of its row (for painting and hit-testing alike). Rows too
   * low for a marker keep the one-pixel tick: a band would fill a row of a pixel or two.
   */
  public static Rectangle2D.Double tickBounds(PaintContext ctx, EventItem e) {
    int h = Math.max(1, ctx.rows().rowHeightPx() / 5);
    int top = ctx.rows().top(e.row());
    if (e.shadow() != null && ctx.rows().rowHeightPx() >= MIN_MARKER_ROW_PX) {
      long x0 = Math.round(ctx.x(e.shadow().start()));
      long x1 = Math.max(x0 + 1, Math.round(ctx.x(e.shadow().end())));
      return new Rectangle2D.Double(x0, top, x1 - x0, Math.min(h, BAND_PX));
    }
    long x = Math.round(ctx.x(e.time()));
    return new Rectangle2D.Double(inWindow(ctx, e.time()) ? Math.min(x, ctx.scale().widthPx() - 1) : x, top, 1, h);
  }

  /**
   * What a click on an event hits and its highlight outlines: the marker, or in the
   * {@code levelOfDetail} look a preview event's band at the top of the row (a click below it means
   * the states there).
   */
  public static Rectangle2D.Double hitBounds(PaintContext ctx, EventItem e, boolean levelOfDetail) {
    return levelOfDetail && e.shadow() != null ? tickBounds(ctx, e) : bounds(ctx, e);
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
    return new Rectangle2D.Double(headX(ctx, e.time()) - BASE_WIDTH / 2, top, BASE_WIDTH, h);
  }

  /*
   * An event at the window's first or last instant (a run's "program begin", say) sits on the
   * picture's edge: drawn centred on it, half its marker was cut off, and a click had half a target.
   *
   *   edge |                          edge |
   *      (●|)   before: head cut           |(●)   after: head pushed in, stick at its time
   *        |                               |
   *
   * The stick stays at the event's time (at t = end, inside the last column rather than just past
   * it) and only the head moves, by at most half its width; events inside the picture are drawn as
   * before, so a picture's interior (and the time axis) is unchanged.
   */

  /** x of an event's stick: its time's, kept inside the last column when it is the window's end. */
  static double stickX(PaintContext ctx, double timeSec) {
    double x = ctx.x(timeSec);
    return inWindow(ctx, timeSec) ? Math.min(x, ctx.scale().widthPx() - 0.5) : x;
  }

  /** Centre of an event's head: over its stick, pushed inside the picture for an event of the window near its edges. */
  static double headX(PaintContext ctx, double timeSec) {
    double x = ctx.x(timeSec);
    int w = ctx.scale().widthPx();
    if (!inWindow(ctx, timeSec) || w < BASE_WIDTH) {
      return x;
    }
    return Math.max(BASE_WIDTH / 2, Math.min(w - BASE_WIDTH / 2, x));
  }

  private static boolean inWindow(PaintContext ctx, double timeSec) {
    return timeSec >= ctx.scale().startSec() && timeSec <= ctx.scale().endSec();
  }
}
