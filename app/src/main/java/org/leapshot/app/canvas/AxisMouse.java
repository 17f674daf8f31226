package org.leapshot.app.canvas;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.SwingUtilities;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;

/**
 * Mouse on the row axis: a click on a group's name or bracket collapses or expands it; dragging a
 * row (or a group by its column) and dropping it on a sibling moves it before or after that
 * sibling; the right button opens {@link AxisMenu}.
 */
final class AxisMouse extends MouseAdapter {
  /** Pixels the mouse must move before a press becomes a drag. */
  private static final int DRAG_SLOP = 4;

  private final RowAxisPanel axis;
  private final RowArranger arranger;
  private int pressedNode = -1;
  private int pressY;
  private boolean dragging;

  AxisMouse(RowAxisPanel axis, RowArranger arranger) {
    this.axis = axis;
    this.arranger = arranger;
  }

  private int baseRowAt(int y) {
    RowLayout rows = axis.rows();
    int r = rows.rowAt(y);
    return r < 0 ? -1 : Math.min(rows.plan().baseRowCount() - 1, rows.plan().firstBaseRow(r));
  }

  @Override
  public void mousePressed(MouseEvent e) {
    if (e.isPopupTrigger()) {
      showMenu(e);
      return;
    }
    int base = baseRowAt(e.getY());
    pressedNode = base < 0 || !SwingUtilities.isLeftMouseButton(e) ? -1 : axis.columns().nodeAt(e.getX(), base);
    pressY = e.getY();
    dragging = false;
  }

  @Override
  public void mouseDragged(MouseEvent e) {
    if (pressedNode < 0) {
      return;
    }
    dragging |= Math.abs(e.getY() - pressY) > DRAG_SLOP;
    if (dragging) {
      Drop d = dropAt(pressedNode, e.getY());
      axis.setDropLine(d == null ? -1 : d.line());
    }
  }

  @Override
  public void mouseReleased(MouseEvent e) {
    if (e.isPopupTrigger()) {
      showMenu(e);
      return;
    }
    int node = pressedNode;
    pressedNode = -1;
    axis.setDropLine(-1);
    if (node < 0) {
      return;
    }
    TimelineTree tree = arranger.tree();
    if (dragging) {
      Drop d = dropAt(node, e.getY());
      if (d != null) {
        arranger.update(a -> a.moved(tree, node, d.target(), d.after()));
      }
    } else if (e.getClickCount() == 1) {
      int base = baseRowAt(e.getY());
      int group = base < 0 ? -1 : axis.columns().groupAt(e.getX(), base);
      if (group > 0) {
        arranger.toggle(group);
      }
    }
  }

  /** Where {@code moving} would go if dropped at {@code y}: before or after a sibling. */
  private Drop dropAt(int moving, int y) {
    RowPlan plan = axis.rows().plan();
    int base = baseRowAt(y);
    if (base < 0 || moving <= 0 || plan.tree() != arranger.tree()) {
      return null;
    }
    TimelineTree tree = plan.tree();
    int parent = tree.parent(moving);
    int target = plan.baseNode(base);
    while (target > 0 && tree.parent(target) != parent) {
      target = tree.parent(target);
    }
    if (target <= 0 || target == moving) {
      return null;
    }
    int[] span = rowsOf(plan, target);
    int h = axis.rows().rowHeightPx();
    double middle = (plan.pictureRowOfBase(span[0]) + plan.pictureRowOfBase(span[1]) + 1) * h / 2.0;
    boolean after = y >= middle;
    return new Drop(target, after, after ? span[1] + 1 : span[0]);
  }

  /** First and last base rows of a node: its own row, or an expanded group's bracket. */
  private static int[] rowsOf(RowPlan plan, int node) {
    int b = plan.baseRowOfNode(node);
    if (b >= 0) {
      return new int[] {b, b};
    }
    for (int i = 0; i < plan.spanCount(); i++) {
      if (plan.spanNode(i) == node) {
        return new int[] {plan.spanFirst(i), plan.spanLast(i)};
      }
    }
    return new int[] {0, 0};
  }

  private record Drop(int target, boolean after, int line) {}

  private void showMenu(MouseEvent e) {
    int base = baseRowAt(e.getY());
    int node = base < 0 ? -1 : axis.columns().nodeAt(e.getX(), base);
    RowLayout rows = axis.rows();
    RowPlan plan = rows.plan();
    int row = rows.rowAt(e.getY());
    if (node < 0 || node != plan.baseNode(base) || plan.tree() != arranger.tree()) {
      AxisMenu.create(arranger, node).show(axis, e.getX(), e.getY());
      return;
    }
    // On a merged row's label: Hide acts on every row it holds, not just the first.
    int first = plan.firstBaseRow(row);
    int last = Math.min(plan.baseRowCount() - 1, plan.lastBaseRow(row));
    int[] nodes = new int[last - first + 1];
    int members = 0;
    for (int b = first; b <= last; b++) {
      nodes[b - first] = plan.baseNode(b);
      members += plan.baseMembers(b);
    }
    AxisMenu.create(arranger, node, nodes, members, rows.label(row)).show(axis, e.getX(), e.getY());
  }
}
