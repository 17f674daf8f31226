package org.leapshot.app.canvas;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * Where the row axis draws the timeline tree: one column per group level (level 1 leftmost, as
 * wide as its widest "▸ node 12 (16)"), then the timeline labels, right-aligned. Also answers which
 * group a click at (x, row) means. Computed once per plan and font.
 */
final class AxisColumns {
  static final String EXPANDED = "▾ ";
  static final String COLLAPSED = "▸ ";
  private static final int PAD = 6;

  private final RowPlan plan;
  private final int[] columnX;
  private final int width;

  AxisColumns(RowPlan plan, FontMetrics fm, String title) {
    this.plan = plan;
    TimelineTree tree = plan.tree();
    int levels = tree.levels();
    // Text width follows length closely: measure only the longest labels of each column (a few
    // stringWidth calls instead of thousands, so collapsing all of 16 384 timelines stays quick).
    int[] longest = new int[levels];
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n)) {
        int d = tree.depth(n) - 1;
        longest[d] = Math.max(longest[d], groupText(tree, n).length());
      }
    }
    int[] widths = new int[levels];
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n)) {
        int d = tree.depth(n) - 1;
        String s = groupText(tree, n);
        if (s.length() >= longest[d] - 1) {
          widths[d] = Math.max(widths[d], fm.stringWidth(s) + PAD);
        }
      }
    }
    columnX = new int[levels + 1];
    columnX[0] = 4;
    for (int d = 0; d < levels; d++) {
      columnX[d + 1] = columnX[d] + widths[d];
    }
    int labels = Math.max(fm.stringWidth(title), rowLabelsWidth(fm));
    width = Math.max(56, columnX[levels] + labels + 24);
  }

  private static String groupText(TimelineTree tree, int group) {
    return COLLAPSED + tree.label(group) + " (" + tree.leafCount(group) + ")";
  }

  /**
   * The widest label of a timeline of the tree, shown or not (so collapsing does not move the
   * canvas), or of a merged row; from the first and last 2000 of each (the widest in practice).
   */
  private int rowLabelsWidth(FontMetrics fm) {
    TimelineTree tree = plan.tree();
    List<String> labels = new ArrayList<>();
    int n = tree.map().rowCount();
    for (int r = 0; r < n; r = r < 2000 || r >= n - 2000 ? r + 1 : n - 2000) {
      labels.add(tree.label(tree.leafOf(r)));
    }
    int rows = plan.rowCount();
    for (int r = 0; r < rows && plan.merged(); r = r < 2000 || r >= rows - 2000 ? r + 1 : rows - 2000) {
      labels.add(plan.label(r));
    }
    int longest = 0;
    for (String l : labels) {
      longest = Math.max(longest, l.length());
    }
    int w = 0;
    for (String l : labels) {
      if (l.length() >= longest - 1) {
        w = Math.max(w, fm.stringWidth(l));
      }
    }
    return w;
  }

  RowPlan plan() {
    return plan;
  }

  /** Left edge of the column of groups at depth {@code depth} (1..levels); timeline labels start at levels + 1. */
  int x(int depth) {
    return columnX[Math.min(depth, columnX.length) - 1];
  }

  int width() {
    return width;
  }

  /** The group a click at {@code x} on base row {@code baseRow} names, or -1 (a timeline's label). */
  int groupAt(int x, int baseRow) {
    TimelineTree tree = plan.tree();
    int node = plan.baseNode(baseRow);
    int levels = tree.levels();
    int depth = 0;
    while (depth < levels && x >= columnX[depth + 1]) {
      depth++;
    }
    if (depth == levels) {
      return tree.isLeaf(node) ? -1 : node; // on a collapsed group's label, which reaches to the right
    }
    int want = depth + 1;
    if (tree.depth(node) < want) {
      return tree.isLeaf(node) ? -1 : node;
    }
    while (tree.depth(node) > want) {
      node = tree.parent(node);
    }
    return node;
  }

  /** The node a press at {@code x} on base row {@code baseRow} picks up to drag: a group from its column, else the row's own. */
  int nodeAt(int x, int baseRow) {
    int g = groupAt(x, baseRow);
    return g >= 0 ? g : plan.baseNode(baseRow);
  }
}
