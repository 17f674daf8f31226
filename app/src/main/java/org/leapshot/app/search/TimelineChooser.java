package org.leapshot.app.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.leapshot.app.canvas.RowLayout;

/**
 * "Timelines: All ▾": a button whose menu restricts search to chosen timelines (rows of the current
 * line-ID map). Nothing chosen means every timeline, as in Jumpshot. The menu stays open while
 * ticking, so several timelines can be chosen in one go.
 */
final class TimelineChooser extends JButton {
  private final JPopupMenu menu = new JPopupMenu();
  private final List<JCheckBoxMenuItem> items = new ArrayList<>();
  private RowLayout rows;

  TimelineChooser() {
    super("Timelines: all ▾");
    setName("searchTimelines");
    setToolTipText("Search only on the ticked timelines (none ticked: all)");
    addActionListener(e -> menu.show(this, 0, getHeight()));
  }

  void setRows(RowLayout newRows) {
    if (rows != null && rows.map().equals(newRows.map())) {
      return;
    }
    rows = newRows;
    menu.removeAll();
    items.clear();
    JMenuItem all = new JMenuItem("All timelines");
    all.setName("searchTimelinesAll");
    all.addActionListener(e -> {
      items.forEach(i -> i.setSelected(false));
      updateText();
    });
    menu.add(all);
    menu.addSeparator();
    for (int r = 0; r < rows.rowCount(); r++) {
      JCheckBoxMenuItem item = new JCheckBoxMenuItem(rows.map().columnLabels().isEmpty() ? rows.label(r)
          : rows.columnTitle() + " " + rows.label(r));
      item.setName("searchTimeline-" + r);
      // keep the menu open after a tick
      item.putClientProperty("CheckBoxMenuItem.doNotCloseOnMouseClick", Boolean.TRUE);
      item.addActionListener(e -> updateText());
      items.add(item);
      menu.add(item);
    }
    updateText();
  }

  /** Line IDs of the ticked timelines, or null for all. */
  Set<Integer> selectedLineIds() {
    Set<Integer> ids = new LinkedHashSet<>();
    for (int r = 0; r < items.size(); r++) {
      if (items.get(r).isSelected()) {
        ids.add(rows.lineId(r));
      }
    }
    return ids.isEmpty() ? null : ids;
  }

  /** Ticks exactly the given rows (for tests and callers that know the rows). */
  void select(Set<Integer> rowIndices) {
    for (int r = 0; r < items.size(); r++) {
      items.get(r).setSelected(rowIndices.contains(r));
    }
    updateText();
  }

  private void updateText() {
    long n = items.stream().filter(JCheckBoxMenuItem::isSelected).count();
    setText(n == 0 ? "Timelines: all ▾" : "Timelines: " + n + " of " + items.size() + " ▾");
  }
}
