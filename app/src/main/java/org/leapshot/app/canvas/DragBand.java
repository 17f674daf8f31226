package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;

/**
 * The left-drag band, which also measures: it names the range's length and ends ("180.3 ms, 0.1503 s
 * … 0.3306 s"), as Jumpshot's duration ruler did, so a user reads how long a stretch lasts and
 * presses Esc to keep the view, or releases to zoom to it.
 */
final class DragBand {
  private static final int PAD = 4;

  private DragBand() {}

  /** The band's label: length, then its ends at the scale's resolution. */
  static String label(TimeScale scale, double x0, double x1) {
    double t0 = scale.time(Math.min(x0, x1));
    double t1 = scale.time(Math.max(x0, x1));
    double px = scale.secPerPx();
    return TimeUnits.duration(t1 - t0) + "  (" + TimeUnits.time(t0, px) + " … " + TimeUnits.time(t1, px)
        + ")  ·  release to zoom, Esc to cancel";
  }

  /** Paints the band over the visible part of the canvas and its label at the top of what is visible. */
  static void paint(Graphics2D g2, TimeScale scale, CanvasTheme theme, double x0d, double x1d, Rectangle clip,
      Rectangle visible) {
    int x0 = (int) Math.min(x0d, x1d);
    int x1 = (int) Math.max(x0d, x1d);
    g2.setColor(theme.selectionFill());
    g2.fillRect(x0, clip.y, x1 - x0, clip.height);
    g2.setColor(theme.selectionEdge());
    g2.drawLine(x0, clip.y, x0, clip.y + clip.height);
    g2.drawLine(x1, clip.y, x1, clip.y + clip.height);
    String text = label(scale, x0d, x1d);
    g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    FontMetrics fm = g2.getFontMetrics();
    int w = fm.stringWidth(text) + 2 * PAD;
    int h = fm.getHeight() + PAD;
    // beside the band's right edge while there is room, else inside its left edge, never off the canvas
    int x = x1 + 4 + w <= visible.x + visible.width ? x1 + 4 : Math.max(visible.x, x0 - 4 - w);
    int y = visible.y + 4;
    g2.setColor(theme.isDark() ? new Color(0x23262B) : new Color(0xFFFFFF));
    g2.fillRoundRect(x, y, w, h, 6, 6);
    g2.setColor(theme.selectionEdge());
    g2.drawRoundRect(x, y, w, h, 6, 6);
    g2.setColor(theme.text());
    g2.drawString(text, x + PAD, y + PAD / 2 + fm.getAscent());
  }
}
