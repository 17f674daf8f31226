package org.leapshot.app.canvas;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * Where the row axis draws the timeline tree: one column per group level above a shown row (level 1
 * leftmost, as wide as its widest "▸ node 12 (16)"), then the timeline labels, right-aligned, when
 * timelines are shown; a folded group's name reaches to the right from its level's column. Also
 * answers which group a click at (x, row) means. Computed once per plan and font.
 */
public final class AxisColumns {
  static final String EXPANDED = "▾ ";
  static final String COLLAPSED = "▸ ";
  private static final int PAD = 6;
  /** The narrowest the label column gets, and a squeezed group column. */
  static final int MIN_WIDTH = 160;
  private static final int MIN_COLUMN = 24;

  private final RowPlan plan;
  private final int[] columnX;
  private final int width;
  private final String title;
  /** Per level (depth - 1): whether its groups split anything, i.e. whether it may take a column. */
  private final boolean[] splits;

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
    Shown shown = Shown.of(plan);
    // Only the levels above a shown row take a column: with every node folded the axis is "▸ node 3
    // (8)" in one column, not the whole tree's width (375 of 860 px on a node / process / thread map).
    int deepest = shown.deepest;
    this.title = deepest > levels ? title
        : String.join(" / ", java.util.stream.IntStream.rangeClosed(1, deepest).mapToObj(tree::columnLabel).toList());
    // Text width follows length closely: measure only the longest labels of each column (a few
    // stringWidth calls instead of thousands, so collapsing all of 16 384 timelines stays quick).
    int[] longest = new int[levels];
    // A level whose groups each hold one timeline (wrf's "process 3" of one thread) or are the only
    // group of their parent (Paje's lone "MPI Program 1" above everything, a machine of one node)
    // splits nothing: the timeline's label "3 / 0" already names it. It takes no column, and no
    // bracket is drawn for it; folding to it still shows "▸ MPI Program 1 (14)".
    boolean[] single = new boolean[levels];
    java.util.Arrays.fill(single, true);
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n)) {
        single[tree.depth(n) - 1] &= tree.leafCount(n) == 1 || tree.childCount(tree.parent(n)) == 1;
      }
      if (!tree.isLeaf(n) && tree.depth(n) < deepest) {
        int d = tree.depth(n) - 1;
        longest[d] = Math.max(longest[d], groupText(tree, n).length());
      }
    }
    splits = new boolean[levels];
    for (int d = 0; d < levels; d++) {
      splits[d] = !single[d];
    }
    int[] widths = new int[levels];
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n) && tree.depth(n) < deepest && !single[tree.depth(n) - 1]) {
        int d = tree.depth(n) - 1;
        String s = groupText(tree, n);
        if (s.length() >= longest[d] - 1) {
          widths[d] = Math.max(widths[d], fm.stringWidth(s) + PAD);
        }
      }
    }
    int labels = Math.max(fm.stringWidth(this.title), rowLabelsWidth(fm, deepest > levels));
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
    int need = columnX[levels] + labels + 24;
    for (int d = 1; d <= levels; d++) {
      // a folded group's name starts at its level's column and reaches to the right
      need = Math.max(need, columnX[d - 1] + shown.foldedWidth(tree, d, fm) + 24);
    }
    width = Math.max(56, Math.min(cap, need));
  }

  /** What the plan shows of the tree: the deepest level of its rows and its folded groups per level. */
  private record Shown(int deepest, List<List<Integer>> folded) {
    static Shown of(RowPlan plan) {
      TimelineTree tree = plan.tree();
      List<List<Integer>> folded = new ArrayList<>();
      for (int d = 0; d <= tree.levels(); d++) {
        folded.add(new ArrayList<>());
      }
      int deepest = 1;
      for (int b = 0; b < plan.baseRowCount(); b++) {
        int node = plan.baseNode(b);
        int depth = tree.depth(node);
        deepest = Math.max(deepest, depth);
        if (!tree.isLeaf(node)) {
          folded.get(depth).add(node);
        }
      }
      return new Shown(deepest, folded);
    }

    /** The widest "▸ node 3 (16)" of the folded groups at {@code depth}, measuring only the longest. */
    int foldedWidth(TimelineTree tree, int depth, FontMetrics fm) {
      int longest = 0;
      for (int node : folded.get(depth)) {
        longest = Math.max(longest, groupText(tree, node).length());
      }
      int w = 0;
      for (int node : folded.get(depth)) {
        String s = groupText(tree, node);
        if (s.length() >= longest - 1) {
          w = Math.max(w, fm.stringWidth(s));
        }
      }
      return w;
    }
  }

  private static int narrowedTo(int[] widths, int most) {
    int sum = 0;
    for (int w : widths) {
      sum += Math.min(w, most);
    }
    return sum;
  }

  /** {@code text} as drawn in {@code widthPx}: whole, or cut at the end with "…". */
  public static String cut(String text, FontMetrics fm, int widthPx) {
    if (fm.stringWidth(text) <= widthPx) {
      return text;
    }
    int n = text.length();
    while (n > 0 && fm.stringWidth(text.substring(0, n) + "…") > widthPx) {
      n--;
    }
    return text.substring(0, n) + "…";
  }

  /**
   * A timeline's name as drawn in {@code widthPx}: whole, or its start cut with "…". Names run from
   * the machine down ("kn4.eth / MPI Rank 3 / Master thread", Paje's "root/program/MEMNODE0/18190/CPU0"),
   * so the end tells a timeline from its neighbours; the start is what the group columns show.
   */
  static String cutStart(String text, FontMetrics fm, int widthPx) {
    if (fm.stringWidth(text) <= widthPx) {
      return text;
    }
    int from = 0;
    while (from < text.length() && fm.stringWidth("…" + text.substring(from)) > widthPx) {
      from += Character.isHighSurrogate(text.charAt(from)) ? 2 : 1;
    }
    return "…" + text.substring(Math.min(from, text.length()));
  }

  /**
   * A group's name as drawn in {@code widthPx}: its last word (the group's value, all that tells it
   * from its siblings) is kept and the start cut: "▾ Scheduler State | Memory Node 0" reads
   * "▾ Scheduler St… 0", where cut at the end its three siblings all read "▾ Scheduler State | Mem…".
   */
  static String cutGroup(String text, FontMetrics fm, int widthPx) {
    int space = text.lastIndexOf(' ');
    if (fm.stringWidth(text) <= widthPx || space <= 0 || space == text.length() - 1) {
      return cut(text, fm, widthPx);
    }
    String value = text.substring(space);
    String start = cut(text.substring(0, space), fm, widthPx - fm.stringWidth(value));
    // too narrow for a character of the start besides the value: cut at the end after all
    return start.length() > 2 ? start + value : cut(text, fm, widthPx);
  }

  /** Width of the group column at {@code depth} (1..levels). */
  int columnWidth(int depth) {
    return x(depth + 1) - x(depth);
  }

  private static String groupText(TimelineTree tree, int group) {
    return COLLAPSED + tree.label(group) + " (" + tree.leafCount(group) + ")";
  }

  /**
   * The widest label of a timeline of the tree when {@code leaves} are shown (any of them, so that
   * hiding or filtering does not move the canvas), or of a merged row; from the first and last 2000
   * of each (the widest in practice).
   */
  private int rowLabelsWidth(FontMetrics fm, boolean leaves) {
    TimelineTree tree = plan.tree();
    List<String> labels = new ArrayList<>();
    int n = leaves ? tree.map().rowCount() : 0;
    for (int r = 0; r < n; r = r < 2000 || r >= n - 2000 ? r + 1 : n - 2000) {
      labels.add(TimelineLabelText.beside(tree, tree.leafOf(r), splits));
    }
    int rows = plan.rowCount();
    for (int r = 0; r < rows && plan.merged(); r = r < 2000 || r >= rows - 2000 ? r + 1 : rows - 2000) {
      if (!TimelineLabelText.spansNamedGroups(plan, r)) { // those are cut at their end, however wide
        labels.add(rowText(r));
      }
    }
    return widest(labels, fm);
  }

  /**
   * The width of the widest of {@code labels}: text width follows length closely, so only the
   * longest are measured. Also sizes the exported picture's label column.
   */
  public static int widest(List<String> labels, FontMetrics fm) {
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

  /** A picture row's label as drawn: without the group names its columns show ({@link TimelineLabelText}). */
  String rowText(int row) {
    return TimelineLabelText.ofRow(plan, row, splits);
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

  /** The header over the columns shown: the map's column names down to the deepest level shown. */
  String title() {
    return title;
  }

  /** The group a click at {@code x} on base row {@code baseRow} names, or -1 (a timeline's label). */
  int groupAt(int x, int baseRow) {
    TimelineTree tree = plan.tree();
    int node = plan.baseNode(baseRow);
    int levels = tree.levels();
    int depth = 0;
    while (depth < levels && (x >= columnX[depth + 1] || columnX[depth + 1] == columnX[depth])) {
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
