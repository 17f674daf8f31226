package org.leapshot.app.legend;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import javax.swing.Icon;
import org.leapshot.slog2.model.Topology;

/**
 * A category's legend icon in its colour and shape: a filled box for states, a line with a head
 * for arrows, a dot on a stick for events (Jumpshot's Topo column, drawn crisply at any scale).
 */
public final class TopologyIcon implements Icon {
  private final Topology topology;
  private final Color color;
  private final Color lineColor;
  private final int width;
  private final int height;

  public TopologyIcon(Topology topology, Color color, Color lineColor, int width, int height) {
    this.topology = topology;
    this.color = color;
    this.lineColor = lineColor;
    this.width = width;
    this.height = height;
  }

  @Override
  public void paintIcon(Component c, Graphics g, int x, int y) {
    Graphics2D g2 = (Graphics2D) g.create();
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g2.translate(x, y);
    switch (topology) {
      case STATE -> {
        g2.setColor(color);
        g2.fillRoundRect(1, 2, width - 2, height - 4, 4, 4);
        g2.setColor(new Color(0, 0, 0, 100));
        g2.drawRoundRect(1, 2, width - 3, height - 5, 4, 4);
      }
      case ARROW -> {
        g2.setColor(lineColor);
        g2.setStroke(new BasicStroke(1.6f));
        int cy = height / 2;
        g2.drawLine(2, cy, width - 6, cy);
        Path2D.Double head = new Path2D.Double();
        head.moveTo(width - 1, cy);
        head.lineTo(width - 8, cy - 4);
        head.lineTo(width - 8, cy + 4);
        head.closePath();
        g2.fill(head);
      }
      case EVENT -> {
        g2.setColor(lineColor);
        int cx = width / 2;
        g2.drawLine(cx, height / 3, cx, height - 2);
        g2.fillOval(cx - 4, 1, 8, 7);
      }
    }
    g2.dispose();
  }

  @Override
  public int getIconWidth() {
    return width;
  }

  @Override
  public int getIconHeight() {
    return height;
  }
}
