package org.leapshot.app.canvas;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;

/**
 * Paints the time ruler into a strip {@code widthPx × heightPx}: a baseline, major ticks with
 * labels from {@link RulerTicks}, four minor ticks between majors, and the unit at the right end;
 * on screen also the {@link MeasuredRange} and its length. Shared by the screen ruler and export.
 */
public final class RulerPainter {
  /** Labels are kept at least this far apart. */
  public static final int LABEL_SPACING_PX = 90;
  /** Least blank space between two labels. */
  static final int LABEL_GAP_PX = 12;
  /** The measured range's opacity (of 255) on the ruler, a little stronger than on the rows. */
  static final int RULER_ALPHA = 80;
  /** Space inside the measured length's box, each side of the text. */
  private static final int MEASURE_PAD = 5;

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
    paint(g, scale, theme, heightPx, font, new MeasuredRange());
  }

  /**
   * The measured range's length, centred over the part of it in view and kept inside the strip;
   * null when no range is measured or none of it is in view.
   */
  static Label measureLabel(MeasuredRange measured, TimeScale scale, FontMetrics fm) {
    Rectangle band = measured.columns(scale, 0, 1);
    int width = scale.widthPx();
    if (band == null || band.x > width || band.x + band.width < 0) {
      return null;
    }
    String text = TimeUnits.duration(measured.toSec() - measured.fromSec());
    int w = fm.stringWidth(text) + 2 * MEASURE_PAD;
    int centre = (Math.max(0, band.x) + Math.min(width, band.x + band.width)) / 2;
    return new Label(text, Math.max(0, Math.min(width - w, centre - w / 2)), w);
  }

  /** Paints the ruler with {@code measured}'s band and length over it (its length in place of tick labels it would cover). */
  static void paint(Graphics2D g, TimeScale scale, CanvasTheme theme, int heightPx, Font font, MeasuredRange measured) {
    int width = scale.widthPx();
    g.setColor(theme.background());
    g.fillRect(0, 0, width, heightPx);
    Rectangle band = measured.columns(scale, 0, heightPx);
    if (band != null) {
      MeasuredRange.paintBand(g, theme, band, RULER_ALPHA);
    }
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
    Label length = measureLabel(measured, scale, fm);
    for (Label l : labelsBeside(labels(ticks, fm, width, unitWidth), length)) {
      g.setColor(theme.text());
      g.drawString(l.text(), l.x(), 9 + fm.getAscent());
    }
    if (!labelsBeside(List.of(new Label(unit, width - unitWidth + 4, unitWidth - 4)), length).isEmpty()) {
      g.setColor(theme.mutedText());
      g.drawString(unit, width - unitWidth + 4, 9 + fm.getAscent());
    }
    if (length != null) {
      paintLength(g, theme, length, fm, heightPx);
    }
  }

  private static int mix(int from, int to, float share) {
    return Math.round(from + (to - from) * share);
  }

  /**
   * The labels of {@code labels} that stay clear of the measured {@code length} (null: all) by half
   * {@link #LABEL_GAP_PX}: a tick label it would cover gives way, so nothing is printed over anything.
   */
  static List<Label> labelsBeside(List<Label> labels, Label length) {
    if (length == null) {
      return labels;
    }
    int gap = LABEL_GAP_PX / 2;
    return labels.stream()
        .filter(l -> l.x() + l.width() + gap <= length.x() || length.x() + length.width() + gap <= l.x())
        .toList();
  }

  /**
   * The length in a box on the labels' line, edged in the band's colour and filled with a paler
   * one, opaque (the ticks do not show through the text) and still of a piece with the band.
   */
  private static void paintLength(Graphics2D g, CanvasTheme theme, Label length, FontMetrics fm, int heightPx) {
    int top = 7;
    int h = Math.min(heightPx - top - 1, fm.getHeight() + 2);
    Color bg = theme.background();
    Color edge = theme.selectionEdge();
    float a = theme.isDark() ? 0.35f : 0.18f;
    g.setColor(new Color(mix(bg.getRed(), edge.getRed(), a), mix(bg.getGreen(), edge.getGreen(), a),
        mix(bg.getBlue(), edge.getBlue(), a)));
    g.fillRoundRect(length.x(), top, length.width() - 1, h, 6, 6);
    g.setColor(theme.selectionEdge());
    g.drawRoundRect(length.x(), top, length.width() - 1, h, 6, 6);
    g.setColor(theme.text());
    g.drawString(length.text(), length.x() + MEASURE_PAD, 9 + fm.getAscent());
  }
}
