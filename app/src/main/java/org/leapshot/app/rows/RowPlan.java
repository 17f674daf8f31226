package org.leapshot.app.rows;

import java.util.Arrays;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Which timelines each picture row shows. The plan's rows are the arranged tree's visible rows (a
 * timeline, or a collapsed group holding its shown timelines); when there are more rows than
 * pixels they are merged: either {@code linesPerRow} consecutive ones into each picture row
 * ({@code render --rows}), or spread evenly over a given number of picture rows (fit all, which
 * so fills the height), base row b in picture row {@code floor(b * P / B)}. The canvas, the axis,
 * hit-testing and the render model all map rows through {@link #pictureRowOfBase},
 * {@link #firstBaseRow} and {@link #lastBaseRow}. Immutable; built by {@link #of} off the EDT or
 * in a few milliseconds on it.
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
  /** Picture rows the base rows are spread over (fit all), or 0 when merged by {@link #linesPerRow}. */
  private final int spreadRows;

  RowPlan(TimelineTree tree, int[] rowNode, int[] rowMembers, int[] rowFirstMapRow, int[] pictureOfMapRow,
      int[] spanNode, int[] spanFirst, int[] spanLast, int linesPerRow) {
    this(tree, rowNode, rowMembers, rowFirstMapRow, pictureOfMapRow, spanNode, spanFirst, spanLast, linesPerRow, 0);
  }

  private RowPlan(TimelineTree tree, int[] rowNode, int[] rowMembers, int[] rowFirstMapRow, int[] pictureOfMapRow,
      int[] spanNode, int[] spanFirst, int[] spanLast, int linesPerRow, int spreadRows) {
    this.spreadRows = spreadRows;
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
    return of(map, java.util.Map.of());
  }

  /** Every timeline of {@code map} in its own row, in map order, labelled by {@code names} (line ID → name). */
  public static RowPlan of(LineIdMap map, java.util.Map<Integer, String> names) {
    return of(map, names, GroupNames.NONE);
  }

  /** The same, groups labelled by the names the trace gives them ({@code groups}). */
  public static RowPlan of(LineIdMap map, java.util.Map<Integer, String> names, GroupNames groups) {
    return of(TimelineTree.of(map, names, groups), Arrangement.DEFAULT, new RowFilter(""));
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
    // the expanded groups keep their spans, cut to the range: an exported range names its groups too
    int[][] spans = new int[3][spanNode.length];
    int kept = 0;
    for (int i = 0; i < spanNode.length; i++) {
      if (n > 0 && spanLast[i] >= f && spanFirst[i] <= l) {
        spans[0][kept] = spanNode[i];
        spans[1][kept] = Math.max(f, spanFirst[i]) - f;
        spans[2][kept++] = Math.min(l, spanLast[i]) - f;
      }
    }
    return new RowPlan(tree, Arrays.copyOfRange(rowNode, f, f + n), Arrays.copyOfRange(rowMembers, f, f + n),
        Arrays.copyOfRange(rowFirstMapRow, f, f + n), pictures, Arrays.copyOf(spans[0], kept),
        Arrays.copyOf(spans[1], kept), Arrays.copyOf(spans[2], kept), linesPerRow);
  }

  /** This plan with {@code k} consecutive rows merged into each picture row (1: none merged). */
  public RowPlan withLinesPerRow(int k) {
    if (k < 1) {
      throw new IllegalArgumentException("linesPerRow must be positive, was " + k);
    }
    return k == linesPerRow && spreadRows == 0 ? this : new RowPlan(tree, rowNode, rowMembers, rowFirstMapRow,
        pictureOfMapRow, spanNode, spanFirst, spanLast, k, 0);
  }

  /**
   * This plan's base rows spread evenly over {@code pictureRows} picture rows (clamped to
   * 1..{@link #baseRowCount}), each holding {@code floor(B / P)} or {@code ceil(B / P)} of them.
   */
  public RowPlan withPictureRows(int pictureRows) {
    int b = rowNode.length;
    int p = Math.max(1, Math.min(b, pictureRows));
    if (p >= b) {
      return withLinesPerRow(1);
    }
    return p == spreadRows ? this : new RowPlan(tree, rowNode, rowMembers, rowFirstMapRow, pictureOfMapRow, spanNode,
        spanFirst, spanLast, (b + p - 1) / p, p);
  }

  /** This plan merged the way {@code other} is: the same picture rows (at most this plan's), or k per row. */
  public RowPlan mergedAs(RowPlan other) {
    return other.spreadRows > 0 ? withPictureRows(other.spreadRows) : withLinesPerRow(other.linesPerRow);
  }

  /** Whether any picture row holds more than one base row. */
  public boolean merged() {
    return linesPerRow > 1;
  }

  public TimelineTree tree() {
    return tree;
  }

  public LineIdMap map() {
    return tree.map();
  }

  /** The most base rows a picture row holds (1: none merged). */
  public int linesPerRow() {
    return linesPerRow;
  }

  /** Rows before merging (timelines and collapsed groups shown). */
  public int baseRowCount() {
    return rowNode.length;
  }

  /** Picture rows. */
  public int rowCount() {
    return spreadRows > 0 ? spreadRows : (rowNode.length + linesPerRow - 1) / linesPerRow;
  }

  /** The picture row showing base row {@code b}. */
  public int pictureRowOfBase(int b) {
    return spreadRows > 0 ? (int) ((long) b * spreadRows / rowNode.length) : b / linesPerRow;
  }

  /** The first base row of picture row {@code row}. */
  public int firstBaseRow(int row) {
    if (spreadRows > 0) {
      return (int) (((long) row * rowNode.length + spreadRows - 1) / spreadRows); // ceil(row * B / P)
    }
    return row * linesPerRow;
  }

  /** The last base row of picture row {@code row}. */
  public int lastBaseRow(int row) {
    return Math.min(rowNode.length - 1, firstBaseRow(row + 1) - 1);
  }

  /** Timelines picture row {@code row} shows (a folded group counts its members). */
  public int members(int row) {
    int n = 0;
    for (int b = firstBaseRow(row), last = lastBaseRow(row); b <= last; b++) {
      n += rowMembers[b];
    }
    return n;
  }

  /** Timelines shown, in any row. */
  public int shownTimelines() {
    int n = 0;
    for (int m : rowMembers) {
      n += m;
    }
    return n;
  }

  /** The map rows of every shown timeline, in row order (a collapsed group's members in map order). */
  public int[] shownMapRows() {
    int[] start = new int[rowNode.length + 1];
    for (int b : pictureOfMapRow) {
      if (b >= 0) {
        start[b + 1]++;
      }
    }
    for (int b = 0; b < rowNode.length; b++) {
      start[b + 1] += start[b];
    }
    int[] shown = new int[start[rowNode.length]];
    for (int r = 0; r < pictureOfMapRow.length; r++) {
      int b = pictureOfMapRow[r];
      if (b >= 0) {
        shown[start[b]++] = r;
      }
    }
    return shown;
  }

  /** The picture row of a map row, or -1 when it is hidden or filtered out. */
  public int pictureRowOf(int mapRow) {
    int b = mapRow >= 0 && mapRow < pictureOfMapRow.length ? pictureOfMapRow[mapRow] : -1;
    return b < 0 ? -1 : pictureRowOfBase(b);
  }

  /** The map row of the first timeline a picture row shows. */
  public int firstMapRow(int row) {
    return rowFirstMapRow[firstBaseRow(row)];
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

  /**
   * A picture row's label; for merged rows the first and last, e.g. "0–15", "node 4–5", or of named
   * timelines "node000 / MPI Rank 0–7 / Master thread" ({@link NameRange}). Where rows are merged
   * (fit all), a row of one folded group is named without its size too: r16384's folded nodes
   * spread over 565 pixel rows read "node 0–1", "node 43 (16)", "node 85–86" down one column, as if
   * node 43 were different from its neighbours; they read "node 0–1", "node 43", "node 85–86" now
   * (the tooltip counts each row's timelines).
   */
  public String label(int row) {
    int first = firstBaseRow(row);
    int last = lastBaseRow(row);
    if (first >= last) {
      return merged() ? tree.label(rowNode[first]) : baseLabel(first);
    }
    // Merged rows name their ends without group sizes, a prefix both share once: "node 0–1",
    // "0 / 3–9", but "0 / 14 – 1 / 2".
    String a = tree.label(rowNode[first]);
    String b = tree.label(rowNode[last]);
    if (tree.isNamed(rowNode[first]) && tree.isNamed(rowNode[last])) {
      return NameRange.of(a, b);
    }
    int cut = a.lastIndexOf(' ') + 1;
    if (cut > 0 && b.lastIndexOf(' ') + 1 == cut && a.regionMatches(0, b, 0, cut)) {
      return a + "–" + b.substring(cut);
    }
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
