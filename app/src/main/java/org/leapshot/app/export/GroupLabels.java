package org.leapshot.app.export;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.leapshot.app.canvas.AxisColumns;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * The exported picture's group columns, left of the timelines' labels, as the viewer's axis names
 * its expanded groups: "▾ node 771" at the group's first row, one column per level. Without them
 * the picture said "771 / 9" where the viewer said "▾ node 771" beside it. A level that splits
 * nothing (each group one timeline, or the only group of its parent) or whose groups are lower than
 * a line of text gets no column, as in the viewer.
 *
 * @param x      each level's column's left edge (index 1..levels)
 * @param widths each level's column's width, 0 for none
 * @param total  the columns' width together
 */
record GroupLabels(int[] x, int[] widths, int total) {
  static final String EXPANDED = "▾ ";
  private static final int PAD = 8;
  /** A column wider than this cuts its names with "…" (Paje's long container names). */
  private static final int MOST_PX = 160;
  static final GroupLabels NONE = new GroupLabels(new int[1], new int[1], 0);

  /** The columns for the expanded groups of {@code rows} whose first row lies above {@code height}. */
  static GroupLabels of(RowLayout rows, FontMetrics fm, int height) {
    RowPlan plan = rows.plan();
    TimelineTree tree = plan.tree();
    int levels = tree.levels();
    int[] widths = new int[levels + 1];
    long[] rowsOf = new long[levels + 1];
    long[] groups = new long[levels + 1];
    boolean[] splits = new boolean[levels + 1];
    for (int i = 0; i < plan.spanCount(); i++) {
      int node = plan.spanNode(i);
      int d = tree.depth(node);
      int top = plan.pictureRowOfBase(plan.spanFirst(i));
      rowsOf[d] += plan.pictureRowOfBase(plan.spanLast(i)) - top + 1;
      groups[d]++;
      splits[d] |= tree.leafCount(node) > 1 && tree.childCount(tree.parent(node)) > 1;
      if (rows.top(top) < height) {
        widths[d] = Math.max(widths[d], Math.min(MOST_PX, fm.stringWidth(EXPANDED + tree.label(node)) + PAD));
      }
    }
    int[] x = new int[levels + 1];
    int total = 0;
    for (int d = 1; d <= levels; d++) {
      boolean thin = rowsOf[d] * rows.rowHeightPx() < groups[d] * fm.getHeight();
      widths[d] = splits[d] && !thin ? widths[d] : 0;
      x[d] = total;
      total += widths[d];
    }
    return total == 0 ? NONE : new GroupLabels(x, widths, total);
  }

  /** A group's name as drawn: its text and baseline's left end. */
  record Placed(String text, int x, int y) {}

  /** Draws each expanded group's name ({@link #placed}) in the theme's text colour. */
  void paint(Graphics2D g, RowLayout rows, PaintContext ctx, int height) {
    g.setColor(ctx.theme().text());
    for (Placed p : placed(rows, g.getFontMetrics(), height)) {
      g.drawString(p.text, p.x, p.y);
    }
  }

  /** Each expanded group's name at its first row, in its level's column, where it clears the name above it. */
  List<Placed> placed(RowLayout rows, FontMetrics fm, int height) {
    List<Placed> out = new ArrayList<>();
    if (total == 0) {
      return out;
    }
    RowPlan plan = rows.plan();
    TimelineTree tree = plan.tree();
    int[] freeY = new int[widths.length];
    Arrays.fill(freeY, Integer.MIN_VALUE);
    for (int i = 0; i < plan.spanCount(); i++) {
      int node = plan.spanNode(i);
      int d = tree.depth(node);
      int top = rows.top(plan.pictureRowOfBase(plan.spanFirst(i)));
      int y = top + fm.getAscent();
      if (d >= widths.length || widths[d] == 0 || top >= height || top < freeY[d]) {
        continue;
      }
      freeY[d] = y + fm.getDescent() + 2;
      out.add(new Placed(AxisColumns.cut(EXPANDED + tree.label(node), fm, widths[d] - PAD / 2), x[d] + 2, y));
    }
    return out;
  }
}
