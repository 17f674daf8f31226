package org.leapshot.app.legend;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;

/** A rounded colour square with a thin outline, used in the legend header and info boxes. */
public final class SwatchIcon implements Icon {
  private final Color color;
  private final int size;

  public SwatchIcon(Color color, int size) {
    this.color = color;
    this.size = size;
  }

  @Override
  public void paintIcon(Component c, Graphics g, int x, int y) {
    Graphics2D g2 = (Graphics2D) g.create();
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g2.setColor(color);
    g2.fillRoundRect(x, y, size - 1, size - 1, 4, 4);
    g2.setColor(new Color(0, 0, 0, 90));
    g2.drawRoundRect(x, y, size - 1, size - 1, 4, 4);
    g2.dispose();
  }

  @Override
  public int getIconWidth() {
    return size;
  }

  @Override
  public int getIconHeight() {
    return size;
  }
}
