package org.leapshot.app.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
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
 * ticking, so several timelines can be chosen in one go. Beyond {@link #MAX_LISTED} shown timelines
 * the menu lists only the ticked ones and offers the axis's filter instead: a menu of 4 096 or
 * 16 384 items (scrolled an item at a time, and slow to open) let nobody reach rank 3 000.
 */
final class TimelineChooser extends JButton {
  /** Most timelines the menu lists one by one. */
  static final int MAX_LISTED = 256;
  private final JPopupMenu menu = new JPopupMenu();
  private Runnable narrow = () -> { };
  private Supplier<RowLayout> rowsNow = () -> null;
  /** Ticked line IDs of the current map; only those shown count (a hidden one comes back ticked). */
  private final Set<Integer> ticked = new LinkedHashSet<>();
  private LineIdMap map;
  private TimelineTree tree;
  private String title = "";
  private int[] mapRows = new int[0];

  TimelineChooser() {
    super("Timelines: all ▾");
    setName("searchTimelines");
    setToolTipText("Search only on the ticked timelines (none ticked: all)");
    addActionListener(e -> {
      refill();
      menu.show(this, 0, getHeight());
    });
  }

  /**
   * Offers the timelines {@code newRows} shows, in their arranged order (hidden and filtered ones
   * left out; merged rows listed timeline by timeline); ticks survive by line ID. Cheap for any
   * number of timelines: the menu's items are made only when it opens (16 384 of them took a quarter
   * of a second of the EDT at every change of the rows).
   */
  void setRows(RowLayout newRows) {
    int[] shown = newRows.plan().shownMapRows();
    if (map != null && map.equals(newRows.map()) && Arrays.equals(shown, mapRows)) {
      return;
    }
    if (map == null || !map.equals(newRows.map())) {
      ticked.clear();
    }
    map = newRows.map();
    tree = newRows.plan().tree();
    title = map.columnLabels().isEmpty() ? "" : newRows.columnTitle() + " ";
    mapRows = shown;
    menu.removeAll();
    updateText();
  }

  /** Where the menu reads the axis's rows when it opens (null: the rows last set). */
  void setRowsSource(Supplier<RowLayout> rows) {
    this.rowsNow = rows == null ? () -> null : rows;
  }

  /** What "Filter Timelines…" does: gives the keyboard to the axis's filter, which decides what is shown. */
  void setNarrowAction(Runnable narrow) {
    this.narrow = narrow == null ? () -> { } : narrow;
  }

  /**
   * Fills the menu from the rows as arranged now: filtered, folded or hidden since the bar last
   * looked at them, the menu offered the timelines of then (all 16 384 after filtering to "node 3").
   */
  private void refill() {
    RowLayout now = rowsNow.get();
    if (now != null) {
      setRows(now);
    }
    fillMenu();
  }

  private void fillMenu() {
    menu.removeAll();
    JMenuItem all = new JMenuItem("All timelines");
    all.setName("searchTimelinesAll");
    all.addActionListener(e -> {
      ticked.clear();
      updateText();
    });
    menu.add(all);
    menu.addSeparator();
    boolean many = mapRows.length > MAX_LISTED;
    for (int i = 0; i < mapRows.length; i++) {
      int lineId = map.lineId(mapRows[i]);
      if (many && !ticked.contains(lineId)) {
        continue;
      }
      JCheckBoxMenuItem item = new JCheckBoxMenuItem(label(i), ticked.contains(lineId));
      item.setName("searchTimeline-" + i);
      // keep the menu open after a tick
      item.putClientProperty("CheckBoxMenuItem.doNotCloseOnMouseClick", Boolean.TRUE);
      item.addActionListener(e -> {
        if (item.isSelected()) {
          ticked.add(lineId);
        } else {
          ticked.remove(lineId);
        }
        updateText();
      });
      menu.add(item);
    }
    if (many) {
      JMenuItem hint = new JMenuItem(String.format(java.util.Locale.ROOT,
          "%,d timelines shown: filter them to choose among fewer (search looks at those shown)", mapRows.length));
      hint.setEnabled(false);
      menu.add(hint);
      JMenuItem filter = new JMenuItem("Filter Timelines…");
      filter.setName("searchTimelinesFilter");
      filter.addActionListener(e -> narrow.run());
      menu.add(filter);
    }
  }

  /** How many items the menu lists when it opens (for tests). */
  int listedCount() {
    refill();
    return menu.getComponentCount();
  }

  /** The menu as last filled (for tests). */
  JPopupMenu menuForTests() {
    return menu;
  }

  /** The axis's label of a timeline: its name, or its path after the map's column names ("node / core 1 / 3"). */
  private String label(int i) {
    int leaf = tree.leafOf(mapRows[i]);
    return tree.isNamed(leaf) ? tree.label(leaf) : title + TimelineTree.pathLabel(map, mapRows[i]);
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

  /** The ticked line IDs among the shown timelines, in menu order. */
  private Set<Integer> tickedLineIds() {
    Set<Integer> ids = new LinkedHashSet<>();
    if (!ticked.isEmpty()) {
      for (int r : mapRows) {
        if (ticked.contains(map.lineId(r))) {
          ids.add(map.lineId(r));
        }
      }
    }
    return ids;
  }

  /** The offered timelines' labels, in menu order. */
  List<String> offered() {
    List<String> labels = new ArrayList<>(mapRows.length);
    for (int i = 0; i < mapRows.length; i++) {
      labels.add(label(i));
    }
    return labels;
  }

  /** Ticks exactly the given rows of the offered list (for tests and callers that know the rows). */
  void select(Set<Integer> rowIndices) {
    ticked.clear();
    for (int r : rowIndices) {
      ticked.add(map.lineId(mapRows[r]));
    }
    updateText();
  }

  private void updateText() {
    int n = tickedLineIds().size();
    setText(n == 0 ? "Timelines: all ▾" : "Timelines: " + n + " of " + mapRows.length + " ▾");
  }
}
