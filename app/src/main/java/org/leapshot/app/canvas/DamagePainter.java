package org.leapshot.app.canvas;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.List;
import org.leapshot.app.trace.DamagedNode;

/**
 * Marks the time ranges of unreadable tree nodes across every timeline: a veiled band with
 * diagonal hatching and the node's name, so that a gap in the picture is never mistaken for a gap
 * in the run. Ranges narrower than a few pixels are widened to stay visible.
 */
public final class DamagePainter {
  /** The hatching's colour; tests look for it. */
  public static final Color HATCH = new Color(0xC62828);
  static final int HATCH_SPACING_PX = 8;
  static final int MIN_WIDTH_PX = 4;
  /** The veil mutes what sound nodes still show inside the band (drawables stored above the damage). */
  static final int VEIL_ALPHA = 170;

  private DamagePainter() {}

  /** The pixel columns {@code node} covers on {@code scale}, at least {@link #MIN_WIDTH_PX} wide. */
  public static Rectangle columns(TimeScale scale, DamagedNode node, Rectangle visible) {
    int x0 = scale.column(node.startSec());
    int x1 = scale.column(node.endSec()) + 1;
    if (x1 - x0 < MIN_WIDTH_PX) {
      int mid = (x0 + x1) / 2;
      x0 = mid - MIN_WIDTH_PX / 2;
      x1 = x0 + MIN_WIDTH_PX;
    }
    int left = Math.max(x0, visible.x - 1);
    int right = Math.min(x1, visible.x + visible.width + 1);
    return new Rectangle(left, visible.y, Math.max(0, right - left), visible.height);
  }

  static void paint(Graphics2D g, PaintContext ctx, List<DamagedNode> damaged, Rectangle visible) {
    paint(g, ctx.scale(), ctx.theme().background(), damaged, visible, true);
  }

  /** The same for any strip drawn on {@code scale} (the preview), with or without the nodes' names. */
  public static void paint(Graphics2D g, TimeScale scale, Color veil, List<DamagedNode> damaged, Rectangle visible,
      boolean named) {
    if (damaged.isEmpty()) {
      return;
    }
    for (DamagedNode node : damaged) {
      Rectangle band = columns(scale, node, visible);
      if (band.width <= 0) {
        continue;
      }
      Graphics2D g2 = (Graphics2D) g.create();
      try {
        g2.clip(band);
        g2.setColor(new Color(veil.getRed(), veil.getGreen(), veil.getBlue(), VEIL_ALPHA));
        g2.fill(band);
        g2.setColor(HATCH);
        g2.setStroke(new BasicStroke(1.5f));
        // aligned to the canvas, not the band, so the pattern stays put while the view pans
        int first = Math.floorDiv(band.x - band.height, HATCH_SPACING_PX) * HATCH_SPACING_PX;
        for (int d = first; d < band.x + band.width; d += HATCH_SPACING_PX) {
          g2.drawLine(d, band.y + band.height, d + band.height, band.y);
        }
        g2.drawRect(band.x, band.y, band.width - 1, band.height - 1);
        if (named) {
          label(g2, node, band, veil);
        }
      } finally {
        g2.dispose();
      }
    }
  }

  /** The node's name in a small box at the top of the band, as long a form as the band has room for. */
  private static void label(Graphics2D g, DamagedNode node, Rectangle band, Color veil) {
    g.setFont(g.getFont().deriveFont(Font.BOLD));
    FontMetrics fm = g.getFontMetrics();
    String id = node.node().replace("tree node ", "");
    for (String text : new String[] {"unreadable " + node.node(), "unreadable " + id, id}) {
      int w = fm.stringWidth(text) + 8;
      if (w <= band.width - 4) {
        int x = band.x + (band.width - w) / 2;
        int y = band.y + 6;
        g.setColor(veil);
        g.fillRect(x, y, w, fm.getHeight() + 2);
        g.setColor(HATCH);
        g.drawRect(x, y, w, fm.getHeight() + 2);
        g.drawString(text, x + 4, y + 1 + fm.getAscent());
        return;
      }
    }
  }
}
