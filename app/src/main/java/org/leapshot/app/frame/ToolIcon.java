package org.leapshot.app.frame;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * Small line icons for the toolbar, drawn as vectors in the theme's text colour so they are sharp
 * at any HiDPI scale and follow light and dark themes.
 */
enum ToolIcon implements Icon {
  OPEN, HOME, ZOOM_IN, ZOOM_OUT, UNDO, REDO, FIND, STATISTICS;

  private static final int SIZE = 16;

  @Override
  public void paintIcon(Component c, Graphics g, int x, int y) {
    Graphics2D g2 = (Graphics2D) g.create();
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    g2.translate(x, y);
    Color fg = UIManager.getColor("Label.foreground");
    g2.setColor(c != null && !c.isEnabled() ? UIManager.getColor("Label.disabledForeground") : fg);
    g2.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    switch (this) {
      case OPEN -> {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(1.5, 3.5);
        p.lineTo(6, 3.5);
        p.lineTo(7.5, 5.5);
        p.lineTo(14.5, 5.5);
        p.lineTo(14.5, 13.5);
        p.lineTo(1.5, 13.5);
        p.closePath();
        g2.draw(p);
      }
      case HOME -> {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(2, 8);
        p.lineTo(8, 2.5);
        p.lineTo(14, 8);
        p.moveTo(4, 6.5);
        p.lineTo(4, 13.5);
        p.lineTo(12, 13.5);
        p.lineTo(12, 6.5);
        g2.draw(p);
      }
      case ZOOM_IN, ZOOM_OUT -> {
        g2.draw(new Ellipse2D.Double(1.5, 1.5, 9.5, 9.5));
        g2.draw(new Line2D.Double(10, 10, 14.5, 14.5));
        g2.draw(new Line2D.Double(3.8, 6.25, 8.7, 6.25));
        if (this == ZOOM_IN) {
          g2.draw(new Line2D.Double(6.25, 3.8, 6.25, 8.7));
        }
      }
      case UNDO, REDO -> {
        if (this == REDO) {
          g2.translate(SIZE, 0);
          g2.scale(-1, 1);
        }
        g2.draw(new Arc2D.Double(3, 3.5, 11, 10, 90, -220, Arc2D.OPEN));
        Path2D.Double head = new Path2D.Double();
        head.moveTo(5.5, 1);
        head.lineTo(8.5, 3.5);
        head.lineTo(5.5, 6);
        g2.draw(head);
      }
      case FIND -> {
        // a magnifier over a text line: "find in the trace"
        g2.draw(new Ellipse2D.Double(5.5, 1.5, 8, 8));
        g2.draw(new Line2D.Double(7.5, 9.5, 3, 14));
        g2.draw(new Line2D.Double(1.5, 4, 3.5, 4));
      }
      case STATISTICS -> {
        // horizontal stacked bars, as the Statistics chart draws them
        g2.draw(new Line2D.Double(1.5, 1.5, 1.5, 14.5));
        g2.fill(new Rectangle2D.Double(3, 3, 8, 3));
        g2.draw(new Rectangle2D.Double(11, 3, 3, 3));
        g2.fill(new Rectangle2D.Double(3, 10, 5, 3));
        g2.draw(new Rectangle2D.Double(8, 10, 4, 3));
      }
    }
    g2.dispose();
  }

  @Override
  public int getIconWidth() {
    return SIZE;
  }

  @Override
  public int getIconHeight() {
    return SIZE;
  }
}
