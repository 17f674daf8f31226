package org.leapshot.app.canvas;

import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * A named timeline's label as drawn beside its group columns: its path without the names those
 * columns already show. An OTF2 location under the "node044" column reads "MPI Rank 352 / Master
 * thread", not "node044 / MPI Rank 352 / Master thread": the repeated path made the label column
 * half the pane on a 1 024-location Score-P trace. The full name stays in the tooltip, the filter
 * and the info box.
 */
final class TimelineLabelText {
  private TimelineLabelText() {
  }

  /** {@code leaf}'s label without the names of its groups at the levels that take a column. */
  static String beside(TimelineTree tree, int leaf, boolean[] column) {
    String label = tree.label(leaf);
    return label.substring(groupPrefix(tree, leaf, leaf, column).length());
  }

  /**
   * A picture row's label without the group names its columns show; a merged row ("node000 / MPI
   * Rank 0–7 / Master thread") only drops the groups all its timelines share.
   */
  static String ofRow(RowPlan plan, int row, boolean[] column) {
    String label = plan.label(row);
    TimelineTree tree = plan.tree();
    int a = plan.baseNode(plan.firstBaseRow(row));
    int b = plan.baseNode(plan.lastBaseRow(row));
    if (!tree.isLeaf(a) || !tree.isLeaf(b)) {
      return label;
    }
    String prefix = groupPrefix(tree, a, b, column);
    return label.startsWith(prefix) && label.length() > prefix.length() ? label.substring(prefix.length()) : label;
  }

  /**
   * Whether a merged row runs from a named timeline of one top-level group into another's ("node084 /
   * MPI Rank 679 – node085 / MPI Rank 680 / Master thread"): the column is not widened for such labels.
   */
  static boolean spansNamedGroups(RowPlan plan, int row) {
    TimelineTree tree = plan.tree();
    int a = plan.baseNode(plan.firstBaseRow(row));
    int b = plan.baseNode(plan.lastBaseRow(row));
    if (!tree.isLeaf(a) || !tree.isLeaf(b) || !tree.isNamed(a) || !tree.isNamed(b) || tree.depth(a) < 2) {
      return false;
    }
    int levels = tree.depth(a) - 1;
    return ancestors(tree, a, levels)[1] != ancestors(tree, b, levels)[1];
  }

  /**
   * "kn0 / " for timelines {@code a} and {@code b} both named "kn0 / …" under the same group "kn0"
   * of a level that takes a column ({@code column[depth - 1]}): from the top down to the first
   * level that takes none, that they do not share, or whose name a label does not start with.
   * Timelines the trace does not name ("3 / 5") keep their label: it is short, and the numbers
   * alone would not tell a row's place.
   */
  private static String groupPrefix(TimelineTree tree, int a, int b, boolean[] column) {
    if (!tree.isNamed(a) || !tree.isNamed(b)) {
      return "";
    }
    int levels = tree.depth(a) - 1;
    int[] pathA = ancestors(tree, a, levels);
    int[] pathB = ancestors(tree, b, levels);
    String la = tree.label(a);
    String lb = tree.label(b);
    int from = 0;
    for (int d = 1; d <= levels && d - 1 < column.length && column[d - 1] && pathA[d] == pathB[d]; d++) {
      String group = tree.label(pathA[d]) + " / ";
      int end = from + group.length();
      if (!la.startsWith(group, from) || !lb.startsWith(group, from) || end >= la.length() || end >= lb.length()) {
        break;
      }
      from = end;
    }
    return la.substring(0, from);
  }

  /** {@code leaf}'s groups by depth (1..levels). */
  private static int[] ancestors(TimelineTree tree, int leaf, int levels) {
    int[] path = new int[levels + 1];
    for (int d = levels, n = leaf; d >= 1; d--) {
      n = tree.parent(n);
      path[d] = n;
    }
    return path;
  }
}
