package org.leapshot.app.frame;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

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

  /**
   * Lays the rows out, and when they need more height than the container was given, or than its
   * parent kept for it, asks for a new layout. A window resized by the window system is laid out
   * once from the top, and the parent's height was chosen while it still had the old width: without
   * this, a narrowed window hid the toolbar's second row (the line-ID map chooser) under the
   * canvas until something else laid it out again. Asked once per width, so a parent that cannot give more height does not
   * make layouts follow each other.
   */
  @Override
  public void layoutContainer(Container target) {
    super.layoutContainer(target);
    if (!(target instanceof JComponent c) || target.getWidth() <= 0) {
      return;
    }
    int needed = size(target, true, target.getWidth()).height;
    Object asked = c.getClientProperty(RELAID_AT_WIDTH);
    Container parent = target.getParent();
    boolean cut = needed > target.getHeight()
        || parent != null && target.getY() + target.getHeight() > parent.getHeight();
    if (cut && !Integer.valueOf(target.getWidth()).equals(asked)) {
      c.putClientProperty(RELAID_AT_WIDTH, target.getWidth());
      SwingUtilities.invokeLater(c::revalidate);
    }
  }

  private static final String RELAID_AT_WIDTH = "leapshot.wrappingFlow.relaidAtWidth";

  private Dimension size(Container target, boolean preferred) {
    return size(target, preferred, availableWidth(target));
  }

  private Dimension size(Container target, boolean preferred, int givenWidth) {
    synchronized (target.getTreeLock()) {
      Insets in = target.getInsets();
      int available = givenWidth - in.left - in.right - 2 * getHgap();
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
