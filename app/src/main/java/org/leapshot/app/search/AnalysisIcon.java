package org.leapshot.app.search;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * Toolbar icons for Find and Statistics, drawn as vectors in the theme's text colour like the
 * viewer's other toolbar icons, so they stay sharp and follow light and dark themes.
 */
public enum AnalysisIcon implements Icon {
  FIND, STATISTICS;

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
    if (this == FIND) {
      // a magnifier over a text line: "find in the trace"
      g2.draw(new Ellipse2D.Double(5.5, 1.5, 8, 8));
      g2.draw(new Line2D.Double(7.5, 9.5, 3, 14));
      g2.draw(new Line2D.Double(1.5, 4, 3.5, 4));
    } else {
      // horizontal stacked bars, as the Statistics chart draws them
      g2.draw(new Line2D.Double(1.5, 1.5, 1.5, 14.5));
      g2.fill(new Rectangle2D.Double(3, 3, 8, 3));
      g2.draw(new Rectangle2D.Double(11, 3, 3, 3));
      g2.fill(new Rectangle2D.Double(3, 10, 5, 3));
      g2.draw(new Rectangle2D.Double(8, 10, 4, 3));
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
