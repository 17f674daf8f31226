package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;

/**
 * The range measured by a left-drag on the time ruler, as Perfetto and Vampir show one: a band over
 * the canvas rows and the ruler between two times, its length written on the ruler, kept after the
 * drag until Esc or a click elsewhere. It is a range of time, not of pixels, so it follows every
 * zoom and pan. Lives on the Event Dispatch Thread; its watchers (canvas and ruler) repaint.
 */
public final class MeasuredRange {
  /** The band's opacity (of 255) over the canvas: enough to see on busy rows, light enough to read them. */
  static final int CANVAS_ALPHA = 72;

  private double fromSec = Double.NaN;
  private double toSec = Double.NaN;
  private final List<Runnable> watchers = new ArrayList<>();

  /** Runs {@code watcher} after every change (set or cleared). */
  void addWatcher(Runnable watcher) {
    watchers.add(watcher);
  }

  /** Measures from {@code aSec} to {@code bSec}, in either order. */
  void set(double aSec, double bSec) {
    double lo = Math.min(aSec, bSec);
    double hi = Math.max(aSec, bSec);
    if (lo != fromSec || hi != toSec) {
      fromSec = lo;
      toSec = hi;
      watchers.forEach(Runnable::run);
    }
  }

  /** Forgets the range (Esc, a click elsewhere). */
  void clear() {
    if (isSet()) {
      fromSec = Double.NaN;
      toSec = Double.NaN;
      watchers.forEach(Runnable::run);
    }
  }

  public boolean isSet() {
    return !Double.isNaN(fromSec);
  }

  /** The range's start in seconds, NaN when none is measured. */
  public double fromSec() {
    return fromSec;
  }

  /** The range's end in seconds, NaN when none is measured. */
  public double toSec() {
    return toSec;
  }

  /** The range's pixels on {@code scale}: left edge and width, at least one pixel wide; null when none is set. */
  Rectangle columns(TimeScale scale, int y, int height) {
    if (!isSet()) {
      return null;
    }
    // clamped far outside the strip, so that a range zoomed far beyond it stays a sane int rectangle
    double limit = 4.0 * scale.widthPx() + 16;
    int x0 = (int) Math.round(Math.max(-limit, Math.min(limit, scale.x(fromSec))));
    int x1 = (int) Math.round(Math.max(-limit, Math.min(limit, scale.x(toSec))));
    return new Rectangle(x0, y, Math.max(1, x1 - x0), height);
  }

  /** Paints the band over {@code clip} of the canvas (rows of any height): a tint and its two edges. */
  void paintOnCanvas(Graphics2D g, TimeScale scale, CanvasTheme theme, Rectangle clip) {
    Rectangle band = columns(scale, clip.y, clip.height);
    if (band == null) {
      return;
    }
    paintBand(g, theme, band, CANVAS_ALPHA);
  }

  /** The band's tint over {@code band} and a line at each end, in the theme's selection colours. */
  static void paintBand(Graphics2D g, CanvasTheme theme, Rectangle band, int alpha) {
    Color edge = theme.selectionEdge();
    g.setColor(new Color(edge.getRed(), edge.getGreen(), edge.getBlue(), alpha));
    g.fillRect(band.x, band.y, band.width, band.height);
    g.setColor(edge);
    g.drawLine(band.x, band.y, band.x, band.y + band.height);
    g.drawLine(band.x + band.width, band.y, band.x + band.width, band.y + band.height);
  }
}
