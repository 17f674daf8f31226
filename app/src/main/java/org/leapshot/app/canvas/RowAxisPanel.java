package org.leapshot.app.canvas;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;
import javax.swing.UIManager;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * The y-axis: the timeline tree beside the canvas rows (the scroll pane's row header). An expanded
 * group is named, with ▾, at its first row and bracketed down to its last; a collapsed group is one
 * row named "▸ node 3 (16)"; timelines are labelled at the right. Only the visible rows are
 * painted. Rows lower than a line of text are labelled every few rows, so labels never overprint.
 * Mouse: {@link AxisMouse}.
 */
public final class RowAxisPanel extends JComponent {
  private final TimelineCanvas canvas;
  private AxisColumns columns;
  private int columnsMax;
  /** Base row a dragged row would be dropped before (or -1), drawn as a line. */
  private int dropLine = -1;

  public RowAxisPanel(TimelineCanvas canvas, RowArranger arranger) {
    this.canvas = canvas;
    setName("rowAxis");
    ToolTipManager.sharedInstance().registerComponent(this);
    AxisMouse mouse = new AxisMouse(this, arranger);
    addMouseListener(mouse);
    addMouseMotionListener(mouse);
  }

  RowLayout rows() {
    return canvas.rows();
  }

  /** The axis's columns for the current plan (recomputed when the plan changes). */
  AxisColumns columns() {
    RowPlan plan = canvas.rows().plan();
    int max = maxWidth();
    if (columns == null || columns.plan() != plan || columnsMax != max) {
      columns = new AxisColumns(plan, getFontMetrics(font()), canvas.rows().columnTitle(), max);
      columnsMax = max;
    }
    return columns;
  }

  /** At most half the scroll pane, so that the canvas keeps at least the other half. */
  private int maxWidth() {
    JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, this);
    return pane == null || pane.getWidth() <= 0 ? Integer.MAX_VALUE : pane.getWidth() / 2;
  }

  /** The full name under the mouse: a narrowed column cuts group names with "…". */
  @Override
  public String getToolTipText(MouseEvent e) {
    RowLayout rows = rows();
    int r = rows.rowAt(e.getY());
    if (r < 0) {
      return null;
    }
    RowPlan plan = rows.plan();
    int group = columns().groupAt(e.getX(), Math.min(plan.baseRowCount() - 1, plan.firstBaseRow(r)));
    TimelineTree tree = plan.tree();
    if (group >= 0) {
      return tree.label(group) + " (" + tree.leafCount(group) + ")";
    }
    int members = plan.members(r);
    // a fitted row's label names its ends only: say how many timelines it draws
    return plan.merged() && members > 1 ? rows.label(r) + " (" + String.format(java.util.Locale.ROOT, "%,d", members) + " timelines)" : rows.label(r);
  }

  void setDropLine(int baseRow) {
    if (baseRow != dropLine) {
      dropLine = baseRow;
      repaint();
    }
  }

  @Override
  public Dimension getPreferredSize() {
    return new Dimension(columns().width(), rows().heightPx());
  }

  private Font font() {
    Font f = UIManager.getFont("Label.font");
    return f != null ? f : getFont();
  }

  @Override
  protected void paintComponent(Graphics g) {
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      Rectangle clip = g2.getClipBounds();
      g2.setColor(UIManager.getColor("Panel.background"));
      g2.fill(clip);
      g2.setFont(font());
      RowLayout rows = rows();
      AxisColumns cols = columns();
      FontMetrics fm = g2.getFontMetrics();
      int h = rows.rowHeightPx();
      int first = Math.max(0, (clip.y - fm.getHeight()) / h);
      int last = Math.min(rows.rowCount() - 1, (clip.y + clip.height + fm.getHeight()) / h);
      boolean[] thin = thinLevels(rows.plan(), rows.rowHeightPx(), fm.getHeight());
      paintGroups(g2, rows, cols, fm, first, last, thin);
      paintRows(g2, rows, cols, fm, first, last, thin);
      g2.setColor(UIManager.getColor("Separator.foreground"));
      g2.drawLine(getWidth() - 1, clip.y, getWidth() - 1, clip.y + clip.height);
      if (dropLine >= 0) {
        g2.setColor(UIManager.getColor("Component.focusColor"));
        int y = rows.plan().pictureRowOfBase(dropLine) * h;
        g2.fillRect(0, y - 1, getWidth(), 3);
      }
    } finally {
      g2.dispose();
    }
  }

  /**
   * Timelines at the right; a collapsed group at its level's column (when rows are not merged); and
   * on the same line, the groups of a level too thin to name apart, holding the row's first timeline.
   */
  private void paintRows(Graphics2D g2, RowLayout rows, AxisColumns cols, FontMetrics fm, int first, int last,
      boolean[] thin) {
    RowPlan plan = rows.plan();
    TimelineTree tree = plan.tree();
    int step = labelStep(rows.rowHeightPx(), fm.getHeight());
    int freeY = Integer.MIN_VALUE;
    for (int r = first - first % step; r <= last; r += step) {
      int node = plan.merged() ? -1 : plan.baseNode(r);
      String label = rows.label(r);
      // Kept inside the rows at both ends: fitted rows reach the bottom, where a label would be cut.
      int y = (int) Math.max(Math.min(rows.centerY(r) + fm.getAscent() / 2.0 - 1, rows.heightPx() - fm.getDescent()),
          fm.getAscent());
      if (y - fm.getAscent() < freeY) {
        continue; // the first label, pushed down into the panel, would print over this one
      }
      freeY = y + fm.getDescent();
      g2.setColor(canvas.theme().mutedText());
      if (node >= 0 && !tree.isLeaf(node)) {
        g2.setColor(canvas.theme().text());
        int x = cols.x(tree.depth(node));
        g2.drawString(AxisColumns.cut(AxisColumns.COLLAPSED + label, fm, getWidth() - 10 - x), x, y);
      } else {
        int room = getWidth() - 10 - cols.x(tree.levels() + 1);
        // a name keeps its end, what tells it from its neighbours; the whole name is the tooltip
        String shown = node >= 0 && tree.isNamed(node) ? AxisColumns.cutStart(cols.rowText(r), fm, room)
            : AxisColumns.cut(cols.rowText(r), fm, room);
        g2.drawString(shown, getWidth() - 10 - fm.stringWidth(shown), y);
      }
      paintThinGroups(g2, plan, cols, fm, r, y, thin);
      g2.setColor(UIManager.getColor("Separator.foreground"));
      g2.drawLine(getWidth() - 5, (int) rows.centerY(r), getWidth(), (int) rows.centerY(r));
    }
  }

  /**
   * Names, at a labelled row's line {@code y}, the group of each thin level that holds the row's
   * first timeline: on r16384 fitted, "▾ node 30" stood beside "42 / 7 – 43 / 15", the two columns
   * labelled at their own spacing, so a line read as node 30 holding node 42's timelines.
   */
  private void paintThinGroups(Graphics2D g2, RowPlan plan, AxisColumns cols, FontMetrics fm, int row, int y,
      boolean[] thin) {
    TimelineTree tree = plan.tree();
    int node = plan.baseNode(Math.min(plan.baseRowCount() - 1, plan.firstBaseRow(row)));
    for (int depth = tree.depth(node) - 1; depth >= 1; depth--) {
      node = tree.parent(node);
      if (thin[depth] && cols.columnWidth(depth) > 0) {
        g2.setColor(canvas.theme().text());
        g2.drawString(AxisColumns.cutGroup(AxisColumns.EXPANDED + tree.label(node), fm, cols.columnWidth(depth) - 2),
            cols.x(depth), y);
      }
    }
  }

  /**
   * The levels (1..levels) whose expanded groups are on average lower than a line of text: named one
   * by one at their own first rows, their names would fall beside other rows' labels.
   */
  static boolean[] thinLevels(RowPlan plan, int rowPx, int textPx) {
    int levels = plan.tree().levels();
    long[] rowsOf = new long[levels + 1];
    long[] groups = new long[levels + 1];
    for (int i = 0; i < plan.spanCount(); i++) {
      int depth = plan.tree().depth(plan.spanNode(i));
      rowsOf[depth] += plan.pictureRowOfBase(plan.spanLast(i)) - plan.pictureRowOfBase(plan.spanFirst(i)) + 1;
      groups[depth]++;
    }
    boolean[] thin = new boolean[levels + 1];
    for (int d = 1; d <= levels; d++) {
      thin[d] = groups[d] > 0 && rowsOf[d] * rowPx < groups[d] * textPx;
    }
    return thin;
  }

  /**
   * Expanded groups overlapping the visible rows: a bracket down their rows and "▾ node 3" at the
   * first visible row, kept clear of the label above it in the same column.
   */
  private void paintGroups(Graphics2D g2, RowLayout rows, AxisColumns cols, FontMetrics fm, int first, int last,
      boolean[] thin) {
    RowPlan plan = rows.plan();
    TimelineTree tree = plan.tree();
    int h = rows.rowHeightPx();
    int[] nextFreeY = new int[tree.levels() + 2];
    java.util.Arrays.fill(nextFreeY, Integer.MIN_VALUE);
    int visibleTop = getVisibleRect().y;
    for (int i = 0; i < plan.spanCount(); i++) {
      int top = plan.pictureRowOfBase(plan.spanFirst(i));
      int bottom = plan.pictureRowOfBase(plan.spanLast(i));
      if (bottom < first || top > last) {
        continue;
      }
      int node = plan.spanNode(i);
      int depth = tree.depth(node);
      if (cols.columnWidth(depth) <= 0 || thin[depth]) {
        continue; // a level that splits nothing (the timeline's label names it), or named beside the rows' labels
      }
      int x = cols.x(depth);
      int y0 = top * h;
      int y1 = (bottom + 1) * h;
      // Named at its first row, or at the top of the view while its first row is scrolled away.
      int textY = Math.min(Math.max(y0, Math.min(visibleTop, y1 - fm.getHeight())), rows.heightPx() - fm.getHeight())
          + fm.getAscent();
      boolean named = textY - fm.getAscent() >= nextFreeY[depth];
      if (named) {
        g2.setColor(canvas.theme().text());
        g2.drawString(AxisColumns.cutGroup(AxisColumns.EXPANDED + tree.label(node), fm, cols.columnWidth(depth) - 2),
            x, textY);
        nextFreeY[depth] = textY + fm.getDescent() + 2;
      }
      // A bracket only where it can be told from its neighbours' (groups of a few pixels would make a bar).
      if (y1 - y0 >= 2 * fm.getHeight()) {
        g2.setColor(UIManager.getColor("Separator.foreground"));
        int from = named ? textY + fm.getDescent() : Math.max(y0 + 2, visibleTop);
        g2.drawLine(x + 3, from, x + 3, y1 - 2);
        g2.drawLine(x + 3, y1 - 2, x + 8, y1 - 2);
      }
    }
  }

  /**
   * Label every {@code step}-th row so that labels of {@code textPx} high do not overprint: every row
   * when a label fits in it, else one and a half labels apart, as the first label, pushed down to
   * stay inside the panel, must still clear the next.
   */
  static int labelStep(int rowPx, int textPx) {
    if (rowPx >= textPx + 2) {
      return 1;
    }
    int apart = textPx * 3 / 2 + 2;
    return (apart + rowPx - 1) / rowPx;
  }
}
