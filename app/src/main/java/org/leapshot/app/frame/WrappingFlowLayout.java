package org.leapshot.app.frame;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

/**
 * A left-aligned flow whose preferred height counts the rows it wraps into at the width it is
 * given, so that in a narrow window the toolbar and the time fields go onto a second row instead
 * of cutting their last controls off (plain {@link FlowLayout} asks for one row and hides the rest).
 */
final class WrappingFlowLayout extends FlowLayout {
  private static final long serialVersionUID = 1L;

  WrappingFlowLayout(int hgap, int vgap) {
    super(FlowLayout.LEFT, hgap, vgap);
  }

  @Override
  public Dimension preferredLayoutSize(Container target) {
    return size(target, true);
  }

  @Override
  public Dimension minimumLayoutSize(Container target) {
    return size(target, false);
  }

  private Dimension size(Container target, boolean preferred) {
    synchronized (target.getTreeLock()) {
      Insets in = target.getInsets();
      int available = availableWidth(target) - in.left - in.right - 2 * getHgap();
      int width = 0;
      int height = 0;
      int rowWidth = 0;
      int rowHeight = 0;
      for (Component c : target.getComponents()) {
        if (!c.isVisible()) {
          continue;
        }
        Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
        if (rowWidth > 0 && rowWidth + getHgap() + d.width > available) {
          width = Math.max(width, rowWidth);
          height += rowHeight + getVgap();
          rowWidth = 0;
          rowHeight = 0;
        }
        rowWidth += (rowWidth > 0 ? getHgap() : 0) + d.width;
        rowHeight = Math.max(rowHeight, d.height);
      }
      width = Math.max(width, rowWidth);
      height += rowHeight;
      return new Dimension(width + in.left + in.right + 2 * getHgap(), height + in.top + in.bottom + 2 * getVgap());
    }
  }

  /**
   * The width the container will get: its parent's (laid out first when the window is resized, so
   * a shrinking window wraps at once), else its own, else unbounded (one row) before it is shown.
   */
  private static int availableWidth(Container target) {
    Container parent = target.getParent();
    if (parent != null && parent.getWidth() > 0) {
      Insets p = parent.getInsets();
      return parent.getWidth() - p.left - p.right;
    }
    return target.getWidth() > 0 ? target.getWidth() : Integer.MAX_VALUE;
  }
}
