package org.leapshot.app.rows;

import java.util.Arrays;
import java.util.List;

/**
 * Builds a {@link RowPlan} from a tree and an arrangement, with arrays only (tens of thousands of
 * timelines in a few milliseconds): a shown timeline of an expanded path is one row; a collapsed
 * group with shown timelines is one row holding them all; hidden groups and timelines, and
 * timelines the filter leaves out, are in no row.
 */
final class RowPlanner {
  private final TimelineTree tree;
  private final Arrangement arrangement;
  private final boolean[] collapsed;
  private final boolean[] shown;
  private final int[] shownLeaves;
  private final int[] pictureOfMapRow;
  private int[] rowNode;
  private int[] rowMembers;
  private int[] rowFirstMapRow;
  private int rows;
  private int[] spanNode;
  private int[] spanFirst;
  private int[] spanLast;
  private int spans;

  private RowPlanner(TimelineTree tree, Arrangement arrangement, RowFilter filter) {
    this.tree = tree;
    this.arrangement = arrangement;
    int size = tree.size();
    collapsed = marks(arrangement.collapsed());
    boolean[] hidden = marks(arrangement.hidden());
    boolean[] matched = new boolean[size];
    shown = new boolean[size];
    shown[TimelineTree.ROOT] = true;
    matched[TimelineTree.ROOT] = filter.isEmpty();
    // Nodes are numbered depth first, parents before children: one pass down, one pass up.
    for (int n = 1; n < size; n++) {
      int p = tree.parent(n);
      shown[n] = shown[p] && !hidden[n];
      // A timeline also matches by its line ID (the MPI rank), which a node / core label does not show.
      matched[n] = matched[p] || tree.matches(n, filter)
          || tree.isLeaf(n) && filter.matchesLineId(tree.map().lineId(tree.mapRow(n)));
    }
    shownLeaves = new int[size];
    for (int n = size - 1; n > 0; n--) {
      if (tree.isLeaf(n) && shown[n] && matched[n]) {
        shownLeaves[n] = 1;
      }
      shownLeaves[tree.parent(n)] += shownLeaves[n];
    }
    pictureOfMapRow = new int[tree.map().rowCount()];
    Arrays.fill(pictureOfMapRow, -1);
    int cap = Math.max(1, shownLeaves[TimelineTree.ROOT]);
    rowNode = new int[cap];
    rowMembers = new int[cap];
    rowFirstMapRow = new int[cap];
    spanNode = new int[16];
    spanFirst = new int[16];
    spanLast = new int[16];
  }

  static RowPlan plan(TimelineTree tree, Arrangement arrangement, RowFilter filter) {
    RowPlanner p = new RowPlanner(tree, arrangement, filter);
    p.visit(TimelineTree.ROOT);
    return new RowPlan(tree, Arrays.copyOf(p.rowNode, p.rows), Arrays.copyOf(p.rowMembers, p.rows),
        Arrays.copyOf(p.rowFirstMapRow, p.rows), p.pictureOfMapRow, Arrays.copyOf(p.spanNode, p.spans),
        Arrays.copyOf(p.spanFirst, p.spans), Arrays.copyOf(p.spanLast, p.spans), 1);
  }

  private boolean[] marks(java.util.Set<String> keys) {
    boolean[] m = new boolean[tree.size()];
    for (String k : keys) {
      int n = tree.nodeOf(k);
      if (n > 0) {
        m[n] = true;
      }
    }
    return m;
  }

  private void visit(int node) {
    if (shownLeaves[node] == 0) {
      return;
    }
    if (tree.isLeaf(node) || collapsed[node]) {
      emit(node);
      return;
    }
    int span = node == TimelineTree.ROOT ? -1 : openSpan(node);
    List<String> moved = arrangement.order().get(tree.key(node));
    if (moved == null) {
      for (int i = 0; i < tree.childCount(node); i++) {
        visit(tree.child(node, i));
      }
    } else {
      for (String k : arrangement.childOrder(tree, node)) {
        visit(tree.nodeOf(k));
      }
    }
    if (span >= 0) {
      spanLast[span] = rows - 1;
    }
  }

  /** An expanded group's rows, for the axis to bracket: first now, last when its children are done. */
  private int openSpan(int node) {
    if (spans == spanNode.length) {
      spanNode = Arrays.copyOf(spanNode, spans * 2);
      spanFirst = Arrays.copyOf(spanFirst, spans * 2);
      spanLast = Arrays.copyOf(spanLast, spans * 2);
    }
    spanNode[spans] = node;
    spanFirst[spans] = rows;
    return spans++;
  }

  private void emit(int node) {
    int row = rows++;
    rowNode[row] = node;
    rowMembers[row] = shownLeaves[node];
    rowFirstMapRow[row] = -1;
    for (int n = node; n <= tree.subtreeEnd(node); n++) {
      if (tree.isLeaf(n) && shownLeaves[n] == 1) {
        pictureOfMapRow[tree.mapRow(n)] = row;
        if (rowFirstMapRow[row] < 0) {
          rowFirstMapRow[row] = tree.mapRow(n);
        }
      }
    }
  }
}
