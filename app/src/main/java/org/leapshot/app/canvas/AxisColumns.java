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
  /** The narrowest the label column gets, and a squeezed group column. */
  static final int MIN_WIDTH = 160;
  private static final int MIN_COLUMN = 24;

  private final RowPlan plan;
  private final int[] columnX;
  private final int width;

  AxisColumns(RowPlan plan, FontMetrics fm, String title) {
    this(plan, fm, title, Integer.MAX_VALUE);
  }

  /**
   * The columns in at most {@code maxWidth} pixels (at least {@link #MIN_WIDTH}): deep trees with
   * long names (Paje's "Scheduler State | Memory Node 0" four levels down) would otherwise take
   * the whole pane and leave the canvas no width. The widest group columns are narrowed first, the
   * timeline labels keep up to a third; the painter cuts what no longer fits with "…".
   */
  AxisColumns(RowPlan plan, FontMetrics fm, String title, int maxWidth) {
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
    int labels = Math.max(fm.stringWidth(title), rowLabelsWidth(fm));
    int groups = 0;
    for (int w : widths) {
      groups += w;
    }
    int cap = Math.max(MIN_WIDTH, maxWidth);
    int room = cap - 4 - 24 - Math.min(labels, cap / 3);
    if (4 + groups + labels + 24 > cap && groups > room) {
      // the widest columns give way first, down to one width they all keep: short names stay whole
      int keep = MIN_COLUMN;
      while (keep < cap && narrowedTo(widths, keep + 1) <= room) {
        keep++;
      }
      for (int d = 0; d < levels; d++) {
        widths[d] = Math.min(widths[d], keep);
      }
    }
    columnX = new int[levels + 1];
    columnX[0] = 4;
    for (int d = 0; d < levels; d++) {
      columnX[d + 1] = columnX[d] + widths[d];
    }
    width = Math.max(56, Math.min(cap, columnX[levels] + labels + 24));
  }

  private static int narrowedTo(int[] widths, int most) {
    int sum = 0;
    for (int w : widths) {
      sum += Math.min(w, most);
    }
    return sum;
  }

  /** {@code text} as drawn in {@code widthPx}: whole, or cut at the end with "…". */
  static String cut(String text, FontMetrics fm, int widthPx) {
    if (fm.stringWidth(text) <= widthPx) {
      return text;
    }
    int n = text.length();
    while (n > 0 && fm.stringWidth(text.substring(0, n) + "…") > widthPx) {
      n--;
    }
    return text.substring(0, n) + "…";
  }

  /** Width of the group column at {@code depth} (1..levels). */
  int columnWidth(int depth) {
    return x(depth + 1) - x(depth);
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
