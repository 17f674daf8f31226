package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.event.MouseEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The axis beside the canvas labels named timelines (OTF2 locations, Paje containers) with their
 * names: whole where they fit; where the label column is too narrow, cut at the start with "…" so
 * that the end, which tells a rank from its neighbours, stays; the whole name on hover.
 */
class NamedRowLabelsTest {
  /** 16 ranks on 2 nodes, a master thread each: node / process / thread, as OTF2's System Tree View. */
  private static LineIdMap systemTree() {
    int n = 16;
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
      values[i] = new int[] {i / 8, i, 0};
    }
    return new LineIdMap("System Tree View", List.of("node", "process", "thread"), ids, values, List.of());
  }

  private static Map<Integer, String> names(String node) {
    Map<Integer, String> names = new HashMap<>();
    for (int i = 0; i < 16; i++) {
      names.put(i, node + (i / 8) + " / MPI Rank " + i + " / Master thread");
    }
    return names;
  }

  private static MouseEvent hover(RowAxisPanel axis, int x, int y) {
    return new MouseEvent(axis, MouseEvent.MOUSE_MOVED, 0, 0, x, y, 0, false);
  }

  private static FontMetrics metrics(RowAxisPanel axis) {
    Font f = UIManager.getFont("Label.font");
    return axis.getFontMetrics(f != null ? f : axis.getFont());
  }

  @Test
  void namesAreTheLabelsDrawnAndShownOnHover() throws Exception {
    LaidOutPane.check(systemTree(), names("kn"), 1200, 700, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      List<String> drawn = AxisAlignmentTest.drawnTexts(axis).stream().map(t -> t[1]).toList();
      assertThat(drawn).contains("kn0 / MPI Rank 0 / Master thread", "kn1 / MPI Rank 15 / Master thread");
      RowLayout rows = pane.canvas().rows();
      int y = (int) rows.centerY(rows.rowOf(3));
      assertThat(axis.getToolTipText(hover(axis, axis.getWidth() - 6, y))).isEqualTo("kn0 / MPI Rank 3 / Master thread");
    });
  }

  @Test
  void aNameTooLongForTheColumnKeepsItsEndAndReadsWholeOnHover() throws Exception {
    String longNode = "a-very-long-host-name-of-a-cluster-node-in-some-data-centre.example.org-";
    LaidOutPane.check(systemTree(), names(longNode), 700, 500, pane -> {
      RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
      assertThat(axis.getWidth()).as("the label column keeps the canvas its half").isLessThanOrEqualTo(350);
      FontMetrics fm = metrics(axis);
      int room = axis.getWidth() - 10 - axis.columns().x(pane.canvas().rows().plan().tree().levels() + 1);
      List<String> drawn = AxisAlignmentTest.drawnTexts(axis).stream().map(t -> t[1])
          .filter(t -> t.contains("MPI Rank")).toList();
      assertThat(drawn).isNotEmpty().allSatisfy(t -> {
        assertThat(t).startsWith("…").endsWith(" / Master thread");
        assertThat(fm.stringWidth(t)).isLessThanOrEqualTo(room);
      });
      assertThat(drawn).contains(AxisColumns.cutStart(longNode + "0 / MPI Rank 3 / Master thread", fm, room));
      RowLayout rows = pane.canvas().rows();
      int y = (int) rows.centerY(rows.rowOf(3));
      assertThat(axis.getToolTipText(hover(axis, axis.getWidth() - 6, y)))
          .isEqualTo(longNode + "0 / MPI Rank 3 / Master thread");
    });
  }

  /**
   * Where the trace names the groups too (OTF2's "kn0" node and "MPI Rank 3" location group), a
   * timeline's label under the node column drops the node's name: "MPI Rank 3 / Master thread"
   * beside "▾ kn0", not "kn0 / MPI Rank 3 / Master thread" (on a 1 024-location Score-P trace the
   * repeated path made the label column half the pane). The whole name stays on hover.
   */
  @Test
  void groupNamesShownInTheirColumnAreNotRepeatedInTheLabels() throws Exception {
    Map<String, String> groups = new HashMap<>();
    for (int i = 0; i < 16; i++) {
      groups.put(String.valueOf(i / 8), "kn" + (i / 8));
      groups.put(i / 8 + "/" + i, "MPI Rank " + i);
    }
    LaidOutPane.check(systemTree(), names("kn"), org.leapshot.app.rows.GroupNames.of(Map.of("System Tree View", groups)),
        1200, 700, pane -> {
          RowAxisPanel axis = (RowAxisPanel) pane.scrollPane().getRowHeader().getView();
          List<String> drawn = AxisAlignmentTest.drawnTexts(axis).stream().map(t -> t[1]).toList();
          assertThat(drawn).contains("▾ kn0", "▾ kn1", "MPI Rank 0 / Master thread", "MPI Rank 15 / Master thread")
              .noneMatch(t -> t.contains("kn0 /") || t.contains("kn1 /"));
          FontMetrics fm = metrics(axis);
          int labelsX = axis.columns().x(pane.canvas().rows().plan().tree().levels() + 1);
          assertThat(axis.getWidth()).as("narrower than the whole paths need")
              .isLessThan(labelsX + fm.stringWidth("kn1 / MPI Rank 15 / Master thread") + 10);
          RowLayout rows = pane.canvas().rows();
          int y = (int) rows.centerY(rows.rowOf(3));
          assertThat(axis.getToolTipText(hover(axis, axis.getWidth() - 6, y))).isEqualTo("kn0 / MPI Rank 3 / Master thread");
        });
  }

  @Test
  void cutStartKeepsTheEndWithinTheWidth() throws Exception {
    LaidOutPane.check(systemTree(), Map.of(), 700, 500, pane -> {
      FontMetrics fm = metrics((RowAxisPanel) pane.scrollPane().getRowHeader().getView());
      String name = "root/program/MEMNODE0/18190/CPU0";
      assertThat(AxisColumns.cutStart(name, fm, 1000)).isEqualTo(name);
      String cut = AxisColumns.cutStart(name, fm, fm.stringWidth("…18190/CPU0"));
      assertThat(cut).isEqualTo("…18190/CPU0");
      assertThat(AxisColumns.cutStart(name, fm, 1)).isEqualTo("…");
    });
  }
}
