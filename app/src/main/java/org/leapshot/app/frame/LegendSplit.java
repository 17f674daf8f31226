package org.leapshot.app.frame;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.UIManager;

/**
 * The split between the timelines (left) and the legend (right). The legend asks for its columns'
 * width (440..600 px) and the split gives the rest to the timelines; but a resize used to take all
 * it removed from the timelines alone: shrunk to 1024×700, the legend kept 590 px and the canvas
 * got a quarter of the window, its ruler reading "0 … s" and the time fields stacked on three
 * lines. Here the legend is at most {@value #MAX_SHARE_PERCENT} % of the split, but never narrower
 * than its table's columns at their narrowest (below that its times were cut and it scrolled
 * sideways) unless that is more than half; it grows back to the width it asked for (or the user
 * dragged it to) when the window is widened again. EDT only.
 */
final class LegendSplit {
  /** The legend's largest share of the split's width; the timelines keep the rest. */
  static final int MAX_SHARE_PERCENT = 45;

  private final JSplitPane split;
  private final JComponent legend;
  private final JTable table;
  /** The legend width asked for: its columns' preferred width, or where the user dragged the divider. */
  private int wanted;
  /** The split's width when it was last fitted: a divider move at another width is the resize's own layout. */
  private int fittedWidth = -1;
  private boolean fitting;

  private LegendSplit(JSplitPane split, JComponent legend, JTable table) {
    this.split = split;
    this.legend = legend;
    this.table = table;
    this.wanted = legend.getPreferredSize().width;
  }

  /** A horizontal split of {@code timelines} and {@code legend} (showing {@code table}) that keeps the legend to its share. */
  static JSplitPane of(JComponent timelines, JComponent legend, JTable table) {
    JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, timelines, legend);
    split.setName("legendSplit");
    split.setResizeWeight(1.0); // a wider window widens the timelines, not the legend
    LegendSplit keeper = new LegendSplit(split, legend, table);
    split.addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        keeper.fit();
      }
    });
    split.addPropertyChangeListener(JSplitPane.DIVIDER_LOCATION_PROPERTY, e -> keeper.dividerMoved());
    return split;
  }

  /**
   * The legend's width for a split {@code splitWidth} wide when {@code wanted} is asked for and its
   * columns need {@code narrowest}.
   */
  static int legendWidth(int wanted, int splitWidth, int narrowest) {
    int share = Math.max(splitWidth * MAX_SHARE_PERCENT / 100, Math.min(narrowest, splitWidth / 2));
    return Math.max(0, Math.min(wanted, share));
  }

  /** The legend's width with every column of its table at its narrowest and a vertical scroll bar. */
  private int narrowest() {
    int columns = 0;
    for (int i = 0; i < table.getColumnCount(); i++) {
      columns += table.getColumnModel().getColumn(i).getMinWidth();
    }
    int bar = UIManager.getInt("ScrollBar.width");
    Insets in = legend.getInsets();
    return columns + (bar > 0 ? bar : 16) + in.left + in.right + 2;
  }

  private void fit() {
    int width = split.getWidth();
    if (width <= 0) {
      return;
    }
    fittedWidth = width;
    int target = legendWidth(wanted, width, narrowest());
    if (target != legend.getWidth()) {
      fitting = true;
      try {
        split.setDividerLocation(width - split.getDividerSize() - target);
      } finally {
        fitting = false;
      }
    }
  }

  /** A divider the user dragged (at an unchanged split width) sets the legend's width asked for. */
  private void dividerMoved() {
    if (!fitting && split.getWidth() == fittedWidth && legend.getWidth() > 0) {
      wanted = split.getWidth() - split.getDividerSize() - split.getDividerLocation();
    }
  }
}
