package org.leapshot.app.rows;

import java.util.Arrays;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Which timelines each picture row shows. The plan's rows are the arranged tree's visible rows (a
 * timeline, or a collapsed group holding its shown timelines); when there are more rows than
 * pixels, {@code linesPerRow} consecutive ones are merged into each picture row. The canvas, the
 * axis, hit-testing and the render model all map line IDs to rows through it. Immutable; built by
 * {@link #of} off the EDT or in a few milliseconds on it.
 */
public final class RowPlan {
  private final TimelineTree tree;
  private final int[] rowNode;
  private final int[] rowMembers;
  private final int[] rowFirstMapRow;
  private final int[] pictureOfMapRow;
  private final int[] spanNode;
  private final int[] spanFirst;
  private final int[] spanLast;
  private final int linesPerRow;

  RowPlan(TimelineTree tree, int[] rowNode, int[] rowMembers, int[] rowFirstMapRow, int[] pictureOfMapRow,
      int[] spanNode, int[] spanFirst, int[] spanLast, int linesPerRow) {
    this.tree = tree;
    this.rowNode = rowNode;
    this.rowMembers = rowMembers;
    this.rowFirstMapRow = rowFirstMapRow;
    this.pictureOfMapRow = pictureOfMapRow;
    this.spanNode = spanNode;
    this.spanFirst = spanFirst;
    this.spanLast = spanLast;
    this.linesPerRow = linesPerRow;
  }

  public static RowPlan of(TimelineTree tree, Arrangement arrangement, RowFilter filter) {
    return RowPlanner.plan(tree, arrangement, filter);
  }

  /** Every timeline of {@code map} in its own row, in map order. */
  public static RowPlan of(LineIdMap map) {
    return of(TimelineTree.of(map), Arrangement.DEFAULT, new RowFilter(""));
  }

  /** Only this plan's rows {@code first..last} (clamped), for {@code render --rows}; groups are not bracketed. */
  public RowPlan range(int first, int last) {
    int l = Math.min(last, rowNode.length - 1);
    int n = Math.max(0, l - first + 1);
    int f = n == 0 ? 0 : first;
    int[] pictures = new int[pictureOfMapRow.length];
    for (int r = 0; r < pictures.length; r++) {
      int b = pictureOfMapRow[r];
      pictures[r] = b >= f && b <= l ? b - f : -1;
    }
    return new RowPlan(tree, Arrays.copyOfRange(rowNode, f, f + n), Arrays.copyOfRange(rowMembers, f, f + n),
        Arrays.copyOfRange(rowFirstMapRow, f, f + n), pictures, new int[0], new int[0], new int[0], linesPerRow);
  }

  /** This plan with {@code k} consecutive rows merged into each picture row (1: none merged). */
  public RowPlan withLinesPerRow(int k) {
    if (k < 1) {
      throw new IllegalArgumentException("linesPerRow must be positive, was " + k);
    }
    return k == linesPerRow ? this : new RowPlan(tree, rowNode, rowMembers, rowFirstMapRow, pictureOfMapRow, spanNode,
        spanFirst, spanLast, k);
  }

  public TimelineTree tree() {
    return tree;
  }

  public LineIdMap map() {
    return tree.map();
  }

  public int linesPerRow() {
    return linesPerRow;
  }

  /** Rows before merging (timelines and collapsed groups shown). */
  public int baseRowCount() {
    return rowNode.length;
  }

  /** Picture rows. */
  public int rowCount() {
    return (rowNode.length + linesPerRow - 1) / linesPerRow;
  }

  /** Timelines shown, in any row. */
  public int shownTimelines() {
    int n = 0;
    for (int m : rowMembers) {
      n += m;
    }
    return n;
  }

  /** The picture row of a map row, or -1 when it is hidden or filtered out. */
  public int pictureRowOf(int mapRow) {
    int b = mapRow >= 0 && mapRow < pictureOfMapRow.length ? pictureOfMapRow[mapRow] : -1;
    return b < 0 ? -1 : b / linesPerRow;
  }

  /** The map row of the first timeline a picture row shows. */
  public int firstMapRow(int row) {
    return rowFirstMapRow[row * linesPerRow];
  }

  /** The tree node a base row shows: a timeline or a collapsed group. */
  public int baseNode(int baseRow) {
    return rowNode[baseRow];
  }

  /** Timelines a base row holds (1 for a timeline). */
  public int baseMembers(int baseRow) {
    return rowMembers[baseRow];
  }

  /** A base row's label: the timeline's path, or a collapsed group's name and size, e.g. "node 3 (16)". */
  public String baseLabel(int baseRow) {
    int node = rowNode[baseRow];
    return tree.isLeaf(node) ? tree.label(node) : tree.label(node) + " (" + rowMembers[baseRow] + ")";
  }

  /** A picture row's label; for merged rows the first and last, e.g. "0–15". */
  public String label(int row) {
    int first = row * linesPerRow;
    int last = Math.min(rowNode.length - 1, first + linesPerRow - 1);
    if (first >= last) {
      return baseLabel(first);
    }
    // Merged rows name their ends without group sizes: "node 0 – node 1", "0 / 3 – 0 / 9".
    String a = tree.label(rowNode[first]);
    String b = tree.label(rowNode[last]);
    return a + (a.indexOf(' ') >= 0 || b.indexOf(' ') >= 0 ? " – " : "–") + b;
  }

  /** Expanded groups with shown rows, depth first: how many. */
  public int spanCount() {
    return spanNode.length;
  }

  public int spanNode(int i) {
    return spanNode[i];
  }

  /** First base row of expanded group {@code i}. */
  public int spanFirst(int i) {
    return spanFirst[i];
  }

  public int spanLast(int i) {
    return spanLast[i];
  }

  /** The base row showing {@code node} (a timeline or collapsed group), or -1. */
  public int baseRowOfNode(int node) {
    if (tree.isLeaf(node)) {
      int b = pictureOfMapRow[tree.mapRow(node)];
      return b >= 0 && rowNode[b] == node ? b : -1;
    }
    for (int b = 0; b < rowNode.length; b++) {
      if (rowNode[b] == node) {
        return b;
      }
    }
    return -1;
  }
}
