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
  /**
   * MPI Program / Program / Scheduler State | Memory Node / Thread / Worker, branching at every level
   * above the threads: 2 MPI programs of 2 programs of 3 memory nodes of 2 threads of one worker.
   */
  private static LineIdMap deepBranching() {
    return map("Paje containers", List.of("MPI Program", "Program", "Scheduler State | Memory Node", "Thread", "Worker"),
        24, i -> new int[] {i / 12, i / 6, i / 2, i, i});
  }

  /** StarPU's shape: one MPI Program of one Program of 3 memory nodes of 2 threads of one worker. */
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
    LaidOutPane.check(deepBranching(), 900, 600, pane -> {
      int paneWidth = pane.scrollPane().getWidth();
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      assertThat(axis.getWidth()).as("label column").isPositive().isLessThanOrEqualTo(paneWidth / 2);
      assertThat(pane.canvas().getWidth()).as("canvas").isGreaterThanOrEqualTo(paneWidth * 2 / 5);
      // every group column still has room for the start of its names
      AxisColumns cols = axis.columns();
      int levels = pane.canvas().rows().plan().tree().levels();
      assertThat(levels).as("threads of one worker each make no groups of one").isEqualTo(3);
      for (int depth = 1; depth <= 3; depth++) {
        assertThat(cols.columnWidth(depth)).as("column %d", depth).isGreaterThanOrEqualTo(24);
      }
      // and the names drawn fit their columns: cut with "…", not printed over the next column
      FontMetrics fm = axis.getFontMetrics(font(axis));
      String cut = AxisColumns.cut("▾ Scheduler State | Memory Node 0", fm, cols.columnWidth(3) - 2);
      assertThat(fm.stringWidth(cut)).isLessThanOrEqualTo(cols.columnWidth(3) - 2);
      assertThat(cut).endsWith("…").startsWith("▾ ");
      // the whole name on hover, in each column of the first row, and the timeline's at the right
      String[] names = {"MPI Program 0 (12)", "Program 0 (6)", "Scheduler State | Memory Node 0 (2)"};
      for (int depth = 1; depth <= 3; depth++) {
        assertThat(axis.getToolTipText(hover(axis, cols.x(depth) + 4, 2))).isEqualTo(names[depth - 1]);
      }
      assertThat(axis.getToolTipText(hover(axis, axis.getWidth() - 6, 2))).isEqualTo(pane.canvas().rows().label(0));
    });
  }

  @Test
  void cutGroupNamesKeepTheValueThatTellsSiblingsApart() throws Exception {
    // Paje's "Scheduler State | Memory Node 0", "… 1", "… 2" were all drawn "▾ Scheduler State | Memor…".
    LaidOutPane.check(deepBranching(), 900, 600, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      List<String> drawn = AxisAlignmentTest.drawnTexts(axis).stream().map(t -> t[1])
          .filter(t -> t.contains("Sch")).toList();
      assertThat(drawn).hasSizeGreaterThanOrEqualTo(3).doesNotHaveDuplicates()
          .allSatisfy(t -> assertThat(t).contains("…").matches(".* \\d+"));
      FontMetrics fm = axis.getFontMetrics(font(axis));
      int room = axis.columns().columnWidth(3) - 2;
      assertThat(drawn).allSatisfy(t -> assertThat(fm.stringWidth(t)).isLessThanOrEqualTo(room));
      assertThat(AxisColumns.cutGroup("▾ node 12", fm, 400)).as("whole where it fits").isEqualTo("▾ node 12");
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

  /** 16 nodes of 4 processes of 2 threads: "node 3", "process 13", timelines "3 / 13 / 1". */
  private static LineIdMap nodeProcessThread() {
    return map("System Tree View", List.of("node", "process", "thread"), 128, i -> new int[] {i / 8, i / 2, i % 2});
  }

  /** A map of {@code n} timelines, line IDs 0..n-1, with the path values {@code values} gives each. */
  private static LineIdMap map(String title, List<String> columns, int n, java.util.function.IntFunction<int[]> values) {
    int[] ids = new int[n];
    int[][] paths = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      paths[i] = values.apply(i);
    }
    return new LineIdMap(title, columns, ids, paths, List.of());
  }

  /**
   * Every node folded: the labels are "▸ node 15 (8)" in one column, so the column is as wide as
   * they are and the header names that level only; unfolded, the tree's width and title come back.
   */
  @Test
  void foldedGroupsTakeOnlyTheWidthOfTheirNames() throws Exception {
    LaidOutPane.check(nodeProcessThread(), 1200, 700, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      javax.swing.JLabel corner = (javax.swing.JLabel) pane.scrollPane().getCorner(javax.swing.ScrollPaneConstants.UPPER_LEFT_CORNER);
      FontMetrics fm = axis.getFontMetrics(font(axis));
      int expanded = axis.columns().width();
      assertThat(corner.getText()).isEqualTo("node / process / thread");
      pane.arranger().collapseToLevel(1);
      pane.scrollPane().validate();
      int names = fm.stringWidth(AxisColumns.COLLAPSED + "node 15 (8)");
      assertThat(axis.getWidth()).as("folded label column").isGreaterThanOrEqualTo(names + 14)
          .isLessThanOrEqualTo(names + 40).isLessThan(expanded);
      assertThat(corner.getText()).isEqualTo("node");
      assertThat(corner.getToolTipText()).isEqualTo("node / process / thread");
      // every folded name is drawn whole, clear of the row ticks at the right edge
      assertThat(AxisColumns.cut(AxisColumns.COLLAPSED + "node 15 (8)", fm, axis.getWidth() - 10 - axis.columns().x(1)))
          .isEqualTo(AxisColumns.COLLAPSED + "node 15 (8)");
      // a click on a folded name still unfolds it
      assertThat(axis.columns().groupAt(axis.columns().x(1) + 30, 0)).isEqualTo(pane.arranger().plan().baseNode(0));
      pane.arranger().collapseToLevel(2);
      pane.scrollPane().validate();
      assertThat(corner.getText()).isEqualTo("node / process");
      assertThat(axis.getWidth()).isLessThan(expanded);
      pane.arranger().expandAll();
      pane.scrollPane().validate();
      assertThat(axis.getWidth()).isEqualTo(expanded);
      assertThat(corner.getText()).isEqualTo("node / process / thread");
    });
  }

  /**
   * wrf's map: 16 processes of one thread each. A "▾ process 3" column beside the one timeline
   * "3 / 0" it holds names it twice: the level takes no column and the label column is the
   * timelines' labels only; clicks there hit the timeline, not a group of one.
   */
  @Test
  void aLevelOfOneTimelineGroupsTakesNoColumn() throws Exception {
    LineIdMap processThread = map("Process View", List.of("process", "thread"), 16, i -> new int[] {i, 0});
    LaidOutPane.check(processThread, 1200, 700, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      FontMetrics fm = axis.getFontMetrics(font(axis));
      AxisColumns cols = axis.columns();
      assertThat(cols.columnWidth(1)).isZero();
      assertThat(cols.x(2)).isEqualTo(cols.x(1));
      assertThat(axis.getWidth()).isEqualTo(4 + fm.stringWidth("process / thread") + 24);
      for (int x = 0; x < axis.getWidth(); x += 7) {
        assertThat(cols.groupAt(x, 3)).as("x %d", x).isEqualTo(-1);
      }
      // nor any group to fold: folding leaves the 16 timelines as they were (it made "▸ process 3 (1)")
      assertThat(pane.arranger().tree().levels()).isZero();
      pane.arranger().collapseToLevel(1);
      assertThat(pane.arranger().plan().rowCount()).isEqualTo(16);
    });
  }

  /**
   * StarPU's native_sample.trace: "MPI Program 1" and "Program 1" are the only groups of their
   * levels, two brackets around everything that name nothing the timelines' labels "1 / 1 / 2 / 4 / 0"
   * do not (430 of 860 px on the walk's screen). Such levels take no column; the memory nodes keep
   * theirs, clicks at the left hit them, and folding to level 1 still names the lone group whole.
   */
  @Test
  void aLevelWhoseGroupsAreTheirParentsOnlyOneTakesNoColumn() throws Exception {
    LaidOutPane.check(starPuLike(), 1200, 700, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      FontMetrics fm = axis.getFontMetrics(font(axis));
      AxisColumns cols = axis.columns();
      assertThat(cols.columnWidth(1)).as("MPI Program").isZero();
      assertThat(cols.columnWidth(2)).as("Program").isZero();
      int memoryNodes = fm.stringWidth(AxisColumns.COLLAPSED + "Scheduler State | Memory Node 2 (2)");
      assertThat(cols.columnWidth(3)).as("memory nodes").isGreaterThanOrEqualTo(memoryNodes);
      assertThat(cols.x(3)).isEqualTo(4);
      int hit = cols.groupAt(6, 0);
      assertThat(hit).as("a click at the left edge").isPositive();
      assertThat(pane.canvas().rows().plan().tree().depth(hit)).isEqualTo(3);
      foldedToLevelOneNamesWhole(pane, "MPI Program 1 (6)");
    });
  }

  /**
   * Two machines of one node each: the machines split the timelines and keep their column, the
   * nodes add no split and take none. A level where only some parents hold a single group (machine
   * B has two nodes) still splits, and keeps its column.
   */
  @Test
  void onlyLevelsThatSplitNothingLoseTheirColumn() throws Exception {
    LineIdMap oneNodeEach = map("System Tree View", List.of("machine", "node", "process"), 8,
        i -> new int[] {i / 4, i / 4, i});
    LaidOutPane.check(oneNodeEach, 1200, 700, pane -> {
      AxisColumns cols = ((RowAxisPanel) pane.scrollPane().getRowHeader().getView()).columns();
      assertThat(cols.columnWidth(1)).as("machine").isPositive();
      assertThat(cols.columnWidth(2)).as("node").isZero();
    });
    LineIdMap mixed = map("System Tree View", List.of("machine", "node", "process"), 8,
        i -> new int[] {i < 4 ? 0 : 1, i < 4 ? 0 : i < 6 ? 1 : 2, i});
    LaidOutPane.check(mixed, 1200, 700, pane -> {
      AxisColumns cols = ((RowAxisPanel) pane.scrollPane().getRowHeader().getView()).columns();
      assertThat(cols.columnWidth(1)).as("machine").isPositive();
      assertThat(cols.columnWidth(2)).as("node").isPositive();
    });
  }

  /** Folds {@code pane} to level 1 and checks that the folded group {@code name} ("node 3 (16)") is drawn whole. */
  private static void foldedToLevelOneNamesWhole(TimelinePane pane, String name) {
    pane.arranger().collapseToLevel(1);
    pane.scrollPane().validate();
    RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
    FontMetrics fm = axis.getFontMetrics(font(axis));
    String folded = AxisColumns.COLLAPSED + name;
    assertThat(AxisColumns.cut(folded, fm, axis.getWidth() - 10 - axis.columns().x(1))).isEqualTo(folded);
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
