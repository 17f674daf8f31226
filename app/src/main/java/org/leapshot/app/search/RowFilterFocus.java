package org.leapshot.app.search;

import java.awt.Component;
import java.awt.Container;
import javax.swing.SwingUtilities;
import org.leapshot.app.canvas.TimelinePane;
import org.leapshot.app.canvas.TimelineCanvas;

/** Finds the timelines' filter above the labels (the axis's field named "rowFilter") for the find bar. EDT only. */
final class RowFilterFocus {
  private RowFilterFocus() {}

  /** Gives the keyboard to the filter of the pane holding {@code canvas}, if there is one. */
  static void focus(TimelineCanvas canvas) {
    Container pane = (Container) SwingUtilities.getAncestorOfClass(TimelinePane.class, canvas);
    Component field = pane == null ? null : named(pane, "rowFilter");
    if (field != null) {
      field.requestFocusInWindow();
    }
  }

  private static Component named(Container root, String name) {
    for (Component c : root.getComponents()) {
      if (name.equals(c.getName())) {
        return c;
      }
      Component inner = c instanceof Container k ? named(k, name) : null;
      if (inner != null) {
        return inner;
      }
    }
    return null;
  }
}
