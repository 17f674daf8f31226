package org.leapshot.app.canvas;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

/**
 * Paints the time ruler into a strip {@code widthPx × heightPx}: a baseline, major ticks with
 * labels from {@link RulerTicks}, four minor ticks between majors, and the unit at the right end.
 * Shared by the screen ruler and export.
 */
public final class RulerPainter {
  /** Labels are kept at least this far apart. */
  public static final int LABEL_SPACING_PX = 90;

  private RulerPainter() {}

  public static void paint(Graphics2D g, TimeScale scale, CanvasTheme theme, int heightPx, Font font) {
    int width = scale.widthPx();
    g.setColor(theme.background());
    g.fillRect(0, 0, width, heightPx);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(theme.rowLine());
    g.drawLine(0, 0, width, 0);
    RulerTicks ticks = RulerTicks.choose(scale, LABEL_SPACING_PX);
    g.setFont(font);
    FontMetrics fm = g.getFontMetrics();
    double minorStep = ticks.stepSec() / 5;
    long firstMinor = (long) Math.ceil(scale.startSec() / minorStep);
    for (long k = firstMinor; k * minorStep <= scale.endSec() && k - firstMinor < 50_000; k++) {
      int x = (int) Math.round(scale.x(k * minorStep));
      g.setColor(theme.rowLine());
      g.drawLine(x, 0, x, 4);
    }
    String unit = ticks.unitLabel();
    int unitWidth = fm.stringWidth(unit) + 8;
    for (RulerTicks.Tick t : ticks.ticks()) {
      int x = (int) Math.round(t.x());
      g.setColor(theme.mutedText());
      g.drawLine(x, 0, x, 8);
      int w = fm.stringWidth(t.label());
      int lx = Math.max(2, Math.min(width - w - 2 - unitWidth, x - w / 2));
      g.setColor(theme.text());
      g.drawString(t.label(), lx, 9 + fm.getAscent());
    }
    g.setColor(theme.mutedText());
    g.drawString(unit, width - unitWidth + 4, 9 + fm.getAscent());
  }
}
