package org.leapshot.app.canvas;

import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.app.rows.TimelineTree;

/** The row axis's context menu: collapse or expand a group, hide a row, show hidden ones, fold all to a level. */
final class AxisMenu {
  private AxisMenu() {}

  static JPopupMenu create(RowArranger arranger, int node) {
    return create(arranger, node, new int[0], 0, "");
  }

  /**
   * The menu on {@code node}; when it was opened on a merged picture row ({@code rowNodes}: its
   * timelines and collapsed groups, {@code rowMembers} timelines, labelled {@code rowLabel}), Hide
   * hides all of them rather than the first.
   */
  static JPopupMenu create(RowArranger arranger, int node, int[] rowNodes, int rowMembers, String rowLabel) {
    JPopupMenu menu = new JPopupMenu();
    menu.setName("axisMenu");
    TimelineTree tree = arranger.tree();
    if (node > 0) {
      String label = tree.label(node);
      if (!tree.isLeaf(node)) {
        boolean collapsed = arranger.arrangement().isCollapsed(tree.key(node));
        add(menu, (collapsed ? "Expand " : "Collapse ") + label, "axisToggle", () -> arranger.toggle(node));
      }
      int parent = tree.parent(node);
      if (tree.isLeaf(node) && parent > 0) {
        // On a timeline: fold the group it belongs to.
        add(menu, "Collapse " + tree.label(parent), "axisCollapseParent", () -> arranger.toggle(parent));
      }
      if (rowNodes.length > 1) {
        java.util.List<String> keys = new java.util.ArrayList<>();
        for (int n : rowNodes) {
          keys.add(tree.key(n));
        }
        add(menu, "Hide " + rowMembers + " Timelines (" + rowLabel + ")", "axisHide",
            () -> arranger.update(a -> a.withHidden(keys)));
      } else {
        String key = tree.key(node);
        add(menu, "Hide " + label, "axisHide", () -> arranger.update(a -> a.withHidden(key, true)));
      }
    }
    int hidden = arranger.arrangement().hidden().size();
    JMenuItem show = add(menu, "Show Hidden Timelines (" + hidden + ")", "axisShowAll",
        () -> arranger.update(a -> a.showingAll()));
    show.setEnabled(hidden > 0);
    if (tree.levels() > 0) {
      menu.addSeparator();
      for (int level = 1; level <= tree.levels(); level++) {
        int k = level;
        add(menu, "Collapse All to Level " + level + " (" + tree.columnLabel(level) + ")",
            "axisCollapseLevel" + level, () -> arranger.collapseToLevel(k));
      }
      add(menu, "Expand All", "axisExpandAll", arranger::expandAll);
    }
    return menu;
  }

  private static JMenuItem add(JPopupMenu menu, String text, String name, Runnable action) {
    JMenuItem item = new JMenuItem(text);
    item.setName(name);
    item.addActionListener(e -> action.run());
    menu.add(item);
    return item;
  }
}
