package org.leapshot.app.canvas;

import java.awt.FontMetrics;
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
    int[] widths = new int[levels];
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n)) {
        String s = COLLAPSED + tree.label(n) + " (" + tree.leafCount(n) + ")";
        widths[tree.depth(n) - 1] = Math.max(widths[tree.depth(n) - 1], fm.stringWidth(s) + PAD);
      }
    }
    columnX = new int[levels + 1];
    columnX[0] = 4;
    for (int d = 0; d < levels; d++) {
      columnX[d + 1] = columnX[d] + widths[d];
    }
    int labels = fm.stringWidth(title);
    // The widest labels are the last ones in practice (more digits); measuring all of 16 384 is wasted work.
    int n = plan.rowCount();
    for (int r = 0; r < n; r = r < 2000 || r >= n - 2000 ? r + 1 : n - 2000) {
      if (plan.linesPerRow() > 1 || tree.isLeaf(plan.baseNode(r))) {
        labels = Math.max(labels, fm.stringWidth(plan.label(r)));
      }
    }
    width = Math.max(56, columnX[levels] + labels + 24);
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
