package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * A Paje trace's containers are five levels deep with long type names ("Scheduler State | Memory
 * Node 0"): the label tree beside the canvas must leave the canvas at least half the pane, not
 * take it all (StarPU's native_sample.trace opened with no timeline visible at all).
 */
class AxisWidthTest {
  /** MPI Program / Program / Scheduler State | Memory Node / Thread / Worker, 3 memory nodes of 2 threads. */
  private static LineIdMap starPuLike() {
    int n = 6;
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      values[i] = new int[] {1, 1, i / 2, i, i};
    }
    return new LineIdMap("Paje containers",
        List.of("MPI Program", "Program", "Scheduler State | Memory Node", "Thread", "Worker"), ids, values, List.of());
  }

  @Test
  void deepLongNamedGroupsLeaveTheCanvasAtLeastHalfThePane() throws Exception {
    LaidOutPane.check(starPuLike(), 900, 600, pane -> {
      int paneWidth = pane.scrollPane().getWidth();
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      assertThat(axis.getWidth()).as("label column").isPositive().isLessThanOrEqualTo(paneWidth / 2);
      assertThat(pane.canvas().getWidth()).as("canvas").isGreaterThanOrEqualTo(paneWidth * 2 / 5);
      // every group column still has room for the start of its names
      AxisColumns cols = axis.columns();
      int levels = pane.canvas().rows().plan().tree().levels();
      assertThat(levels).isEqualTo(4);
      for (int depth = 1; depth <= levels; depth++) {
        assertThat(cols.columnWidth(depth)).as("column %d", depth).isGreaterThanOrEqualTo(24);
      }
      // and the names drawn fit their columns: cut with "…", not printed over the next column
      FontMetrics fm = axis.getFontMetrics(font(axis));
      String cut = AxisColumns.cut("▾ Scheduler State | Memory Node 0", fm, cols.columnWidth(3) - 2);
      assertThat(fm.stringWidth(cut)).isLessThanOrEqualTo(cols.columnWidth(3) - 2);
      assertThat(cut).endsWith("…").startsWith("▾ ");
      // the whole name on hover, in each column of the first row, and the timeline's at the right
      String[] names = {"MPI Program 1 (6)", "Program 1 (6)", "Scheduler State | Memory Node 0 (2)", "Thread 0 (1)"};
      for (int depth = 1; depth <= levels; depth++) {
        assertThat(axis.getToolTipText(hover(axis, cols.x(depth) + 4, 2))).isEqualTo(names[depth - 1]);
      }
      assertThat(axis.getToolTipText(hover(axis, axis.getWidth() - 6, 2))).isEqualTo(pane.canvas().rows().label(0));
    });
  }

  @Test
  void aShallowTreeKeepsItsNaturalWidth() throws Exception {
    int[] ids = new int[64];
    int[][] values = new int[64][];
    for (int i = 0; i < 64; i++) {
      ids[i] = i;
      values[i] = new int[] {i / 16, i % 16};
    }
    LineIdMap nodeCore = new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
    LaidOutPane.check(nodeCore, 900, 600, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      AxisColumns natural = new AxisColumns(pane.canvas().rows().plan(), axis.getFontMetrics(font(axis)),
          pane.canvas().rows().columnTitle());
      assertThat(axis.getWidth()).isEqualTo(natural.width());
    });
  }

  private static MouseEvent hover(RowAxisPanel axis, int x, int y) {
    return new MouseEvent(axis, MouseEvent.MOUSE_MOVED, 0, 0, x, y, 0, false);
  }

  /** The font the axis draws with. */
  private static Font font(RowAxisPanel axis) {
    Font f = UIManager.getFont("Label.font");
    return f != null ? f : axis.getFont();
  }
}
