package org.leapshot.app.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.LineIdMap;

/**
 * "Timelines: All ▾": a button whose menu restricts search to chosen timelines (the shown ones of the
 * current line-ID map, in the axis's arrangement). Nothing chosen means every shown timeline, as in Jumpshot. The menu stays open while
 * ticking, so several timelines can be chosen in one go.
 */
final class TimelineChooser extends JButton {
  private final JPopupMenu menu = new JPopupMenu();
  private final List<JCheckBoxMenuItem> items = new ArrayList<>();
  private LineIdMap map;
  private int[] mapRows = new int[0];

  TimelineChooser() {
    super("Timelines: all ▾");
    setName("searchTimelines");
    setToolTipText("Search only on the ticked timelines (none ticked: all)");
    addActionListener(e -> menu.show(this, 0, getHeight()));
  }

  /**
   * Lists the timelines {@code newRows} shows, in their arranged order (hidden and filtered ones
   * left out; merged rows listed timeline by timeline); ticks survive by line ID.
   */
  void setRows(RowLayout newRows) {
    int[] shown = newRows.plan().shownMapRows();
    if (map != null && map.equals(newRows.map()) && Arrays.equals(shown, mapRows)) {
      return;
    }
    Set<Integer> ticked = map != null && map.equals(newRows.map()) ? tickedLineIds() : Set.of();
    map = newRows.map();
    mapRows = shown;
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
    String title = map.columnLabels().isEmpty() ? "" : newRows.columnTitle() + " ";
    for (int i = 0; i < mapRows.length; i++) {
      JCheckBoxMenuItem item = new JCheckBoxMenuItem(title + TimelineTree.pathLabel(map, mapRows[i]));
      item.setName("searchTimeline-" + i);
      // keep the menu open after a tick
      item.putClientProperty("CheckBoxMenuItem.doNotCloseOnMouseClick", Boolean.TRUE);
      item.addActionListener(e -> updateText());
      item.setSelected(ticked.contains(map.lineId(mapRows[i])));
      items.add(item);
      menu.add(item);
    }
    updateText();
  }

  /**
   * Line IDs of the ticked timelines; none ticked: every shown one, or null for all when none is
   * hidden (a match on a hidden timeline could not be shown).
   */
  Set<Integer> selectedLineIds() {
    Set<Integer> ids = tickedLineIds();
    if (ids.isEmpty() && map != null && mapRows.length < map.rowCount()) {
      for (int r : mapRows) {
        ids.add(map.lineId(r));
      }
    }
    return ids.isEmpty() && (map == null || mapRows.length == map.rowCount()) ? null : ids;
  }

  private Set<Integer> tickedLineIds() {
    Set<Integer> ids = new LinkedHashSet<>();
    for (int i = 0; i < items.size(); i++) {
      if (items.get(i).isSelected()) {
        ids.add(map.lineId(mapRows[i]));
      }
    }
    return ids;
  }

  /** The offered timelines' labels, in menu order. */
  List<String> offered() {
    return items.stream().map(JCheckBoxMenuItem::getText).toList();
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
