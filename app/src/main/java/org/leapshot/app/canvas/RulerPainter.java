package org.leapshot.app.canvas;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;

/**
 * Paints the time ruler into a strip {@code widthPx × heightPx}: a baseline, major ticks with
 * labels from {@link RulerTicks}, four minor ticks between majors, and the unit at the right end.
 * Shared by the screen ruler and export.
 */
public final class RulerPainter {
  /** Labels are kept at least this far apart. */
  public static final int LABEL_SPACING_PX = 90;
  /** Least blank space between two labels. */
  static final int LABEL_GAP_PX = 12;

  private RulerPainter() {}

  /**
   * The ticks for {@code scale}, spaced for their labels: labels may be wider than the usual
   * spacing ("+2000 µs"; the first tick's "67.622 800 5 s" deep in a long run), so the spacing
   * widens to what the labels need, checked again as a wider step may change them.
   */
  public static RulerTicks ticks(TimeScale scale, FontMetrics fm) {
    RulerTicks ticks = RulerTicks.choose(scale, LABEL_SPACING_PX);
    int spacing = LABEL_SPACING_PX;
    for (int round = 0; round < 3; round++) {
      int need = spacingFor(ticks, fm);
      if (need <= spacing) {
        break;
      }
      spacing = need;
      ticks = RulerTicks.choose(scale, spacing);
    }
    return ticks;
  }

  /**
   * Pixels between ticks that keep every label clear of the next; the first tick's long time (in
   * {@link RulerTicks#fromFirst} mode) may be pushed right to stay inside the strip, and still
   * leaves room for the label after it.
   */
  static int spacingFor(RulerTicks ticks, FontMetrics fm) {
    List<RulerTicks.Tick> all = ticks.ticks();
    int widest = 0;
    for (int i = ticks.fromFirst() ? 1 : 0; i < all.size(); i++) {
      widest = Math.max(widest, fm.stringWidth(all.get(i).label()));
    }
    int need = widest + LABEL_GAP_PX;
    if (ticks.fromFirst() && !all.isEmpty()) {
      need = Math.max(need, fm.stringWidth(all.get(0).label()) + widest / 2 + 3 + LABEL_GAP_PX);
    }
    return need;
  }

  /** A label's text and left edge, {@code width} pixels wide. */
  record Label(String text, int x, int width) {}

  /**
   * Where the tick labels go: centred on their ticks, kept inside the strip and clear of the unit
   * at its right end; a label that would come closer than {@link #LABEL_GAP_PX} to the one before
   * is left out, so labels never overlap, whatever the zoom.
   */
  static List<Label> labels(RulerTicks ticks, FontMetrics fm, int width, int unitWidth) {
    List<Label> out = new ArrayList<>();
    int free = 0;
    for (RulerTicks.Tick t : ticks.ticks()) {
      int w = fm.stringWidth(t.label());
      int lx = Math.max(2, Math.min(width - w - 2 - unitWidth, (int) Math.round(t.x()) - w / 2));
      if (lx >= free) {
        out.add(new Label(t.label(), lx, w));
        free = lx + w + LABEL_GAP_PX;
      }
    }
    return out;
  }

  public static void paint(Graphics2D g, TimeScale scale, CanvasTheme theme, int heightPx, Font font) {
    int width = scale.widthPx();
    g.setColor(theme.background());
    g.fillRect(0, 0, width, heightPx);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(theme.rowLine());
    g.drawLine(0, 0, width, 0);
    g.setFont(font);
    FontMetrics fm = g.getFontMetrics();
    RulerTicks ticks = ticks(scale, fm);
    double minorStep = ticks.stepSec() / 5;
    long firstMinor = (long) Math.ceil(scale.startSec() / minorStep);
    for (long k = firstMinor; k * minorStep <= scale.endSec() && k - firstMinor < 50_000; k++) {
      int x = (int) Math.round(scale.x(k * minorStep));
      g.setColor(theme.rowLine());
      g.drawLine(x, 0, x, 4);
    }
    String unit = ticks.unitLabel();
    int unitWidth = unit.isEmpty() ? 0 : fm.stringWidth(unit) + 8;
    for (RulerTicks.Tick t : ticks.ticks()) {
      int x = (int) Math.round(t.x());
      g.setColor(theme.mutedText());
      g.drawLine(x, 0, x, 8);
    }
    g.setColor(theme.text());
    for (Label l : labels(ticks, fm, width, unitWidth)) {
      g.drawString(l.text(), l.x(), 9 + fm.getAscent());
    }
    g.setColor(theme.mutedText());
    g.drawString(unit, width - unitWidth + 4, 9 + fm.getAscent());
  }
}
