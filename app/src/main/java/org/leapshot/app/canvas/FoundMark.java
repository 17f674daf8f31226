package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Stroke;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * The last match of Find, marked so that it is seen at any zoom, as Vampir and Perfetto mark a
 * search result: a box at least {@link #MIN_PX} wide and tall around it on its row, a thin dashed
 * guide at its time down the whole canvas, and a pointer on the time ruler and the whole-run
 * preview. At the whole run of a big trace a match used to be a 3-px tick on one of thousands of
 * rows. The box is an outline and the guide a translucent dashed line, so the picture stays
 * readable beneath them. A range of time on one timeline, not pixels: it follows zoom, pan and
 * folding. Lives on the Event Dispatch Thread; its watchers repaint.
 */
public final class FoundMark {
  /** Narrowest and lowest box drawn around a match, however small it is at this zoom. */
  public static final int MIN_PX = 13;
  /** The opacity (of 255) of the guide's halo: seen across busy rows, light enough to read the states it crosses. */
  static final int GUIDE_ALPHA = 150;

  private double startSec = Double.NaN;
  private double endSec = Double.NaN;
  private int lineId;
  private final List<Runnable> watchers = new ArrayList<>();

  /** Runs {@code watcher} after every change (set or cleared). */
  public void addWatcher(Runnable watcher) {
    watchers.add(watcher);
  }

  /** Marks {@code d}: its time range on the timeline of its first vertex. */
  public void set(Drawable d) {
    Primitive p = d instanceof Primitive prim ? prim : ((Composite) d).primitives().get(0);
    startSec = d.start();
    endSec = Math.max(d.start(), d.end());
    lineId = p.lineId(0);
    watchers.forEach(Runnable::run);
  }

  /** Forgets the match (Esc on the timelines). */
  public void clear() {
    if (isSet()) {
      startSec = Double.NaN;
      endSec = Double.NaN;
      watchers.forEach(Runnable::run);
    }
  }

  public boolean isSet() {
    return !Double.isNaN(startSec);
  }

  public double startSec() {
    return startSec;
  }

  public double endSec() {
    return endSec;
  }

  /** The line ID of the match's timeline (its first vertex's). */
  public int lineId() {
    return lineId;
  }

  /** The match's middle in time, where the guides stand. */
  public double centreSec() {
    return startSec + (endSec - startSec) / 2;
  }

  /** The x of the match's middle on {@code scale}, clamped far outside it to stay a sane int; NaN when none is set. */
  public double centreX(TimeScale scale) {
    if (!isSet()) {
      return Double.NaN;
    }
    double limit = 4.0 * scale.widthPx() + 16;
    return Math.max(-limit, Math.min(limit, scale.x(centreSec())));
  }

  /** The box drawn around the match: its own pixels, widened and heightened to {@link #MIN_PX} about its middle. */
  Rectangle box(PaintContext ctx) {
    int row = isSet() ? ctx.rows().rowOf(lineId) : -1;
    if (row < 0) {
      return null;
    }
    TimeScale scale = ctx.scale();
    double limit = 4.0 * scale.widthPx() + 16;
    double x0 = Math.max(-limit, scale.x(startSec));
    double x1 = Math.min(limit, scale.x(endSec));
    double w = Math.max(MIN_PX, x1 - x0);
    double mid = (x0 + x1) / 2;
    int h = Math.max(MIN_PX, ctx.rows().rowHeightPx());
    double cy = ctx.rows().centerY(row);
    return new Rectangle((int) Math.round(mid - w / 2), (int) Math.round(cy - h / 2.0), (int) Math.round(w), h);
  }

  /** Paints the guide down {@code clip} and the box on the match's row, over the picture. */
  void paintOnCanvas(Graphics2D g, PaintContext ctx, Rectangle clip) {
    if (!isSet()) {
      return;
    }
    Color mark = ctx.theme().highlight();
    Stroke old = g.getStroke();
    int x = (int) Math.round(centreX(ctx.scale()));
    // a dashed line between two faint lines of the background colour, so that it stands out on
    // states of its own colour (wrf's pinks) and the picture shows through its gaps
    Color halo = ctx.theme().background();
    g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 3f}, 0f));
    g.setColor(new Color(halo.getRed(), halo.getGreen(), halo.getBlue(), GUIDE_ALPHA));
    g.drawLine(x - 1, clip.y, x - 1, clip.y + clip.height);
    g.drawLine(x + 1, clip.y, x + 1, clip.y + clip.height);
    g.setColor(mark);
    g.drawLine(x, clip.y, x, clip.y + clip.height);
    Rectangle box = box(ctx);
    if (box != null) {
      // a halo in the background colour, then the mark: seen on a state of any colour, hiding none of it
      g.setStroke(new BasicStroke(4f));
      g.setColor(ctx.theme().background());
      g.drawRect(box.x - 1, box.y - 1, box.width + 2, box.height + 2);
      g.setStroke(new BasicStroke(2f));
      g.setColor(mark);
      g.drawRect(box.x - 1, box.y - 1, box.width + 2, box.height + 2);
    }
    g.setStroke(old);
  }

  /**
   * A pointer (a small triangle and a line) at the match's time on a strip {@code height} high: the
   * ruler and the whole-run preview, each with its own {@code scale}.
   */
  public void paintPointer(Graphics2D g, TimeScale scale, CanvasTheme theme, int height) {
    if (!isSet()) {
      return;
    }
    double x = centreX(scale);
    if (x < -MIN_PX || x > scale.widthPx() + MIN_PX) {
      return;
    }
    int xi = (int) Math.round(x);
    int half = MIN_PX / 2;
    int[] xs = {xi - half, xi + half, xi};
    int[] ys = {0, 0, half + 1};
    g.setColor(theme.background());
    g.drawPolygon(xs, ys, 3);
    g.setColor(theme.highlight());
    g.fillPolygon(xs, ys, 3);
    g.drawLine(xi, 0, xi, height);
  }
}
