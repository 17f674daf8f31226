package org.leapshot.app.rows;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * wrf's Process View (process / thread, one thread per process) folded into "Process 3 (1)": groups
 * of one timeline that fold nothing away. A map level whose every group holds one member makes no
 * groups; a level that groups several keeps folding.
 */
class SplitLessLevelTreeTest {
  @Test
  void aLevelOfOneThreadPerProcessMakesPlainTimelines() {
    org.leapshot.slog2.model.LineIdMap wrf = Maps.processThread(16, 1);
    TimelineTree tree = TimelineTree.of(wrf);
    assertThat(tree.levels()).isZero();
    assertThat(tree.childCount(TimelineTree.ROOT)).isEqualTo(16);
    assertThat(labels(tree)).as("their paths, under the map's columns").startsWith("0 / 0", "1 / 0", "2 / 0")
        .hasSize(16);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter("")).baseRowCount())
        .as("nothing to fold").isEqualTo(16);
  }

  @Test
  void realGroupsStillFold() {
    TimelineTree nodes = TimelineTree.of(Maps.nodeCore(64, 16));
    assertThat(nodes.levels()).isEqualTo(1);
    assertThat(nodes.columnLabel(1)).isEqualTo("node");
    assertThat(RowPlan.of(nodes, Arrangement.DEFAULT.collapsedToLevel(nodes, 1), new RowFilter("")).baseRowCount())
        .isEqualTo(4);
    TimelineTree threads = TimelineTree.of(Maps.processThread(4, 2));
    assertThat(threads.levels()).isEqualTo(1);
    assertThat(threads.label(threads.child(TimelineTree.ROOT, 0))).isEqualTo("process 0");
  }

  /** A process of one thread named by its trace ("Process 3", as wrf's) lends its name to the timeline. */
  @Test
  void aNamedGroupOfOneNamesItsTimeline() {
    java.util.Map<String, String> named = new java.util.HashMap<>();
    for (int p = 0; p < 16; p++) {
      named.put(Integer.toString(p), "Process " + p);
    }
    TimelineTree tree = TimelineTree.of(Maps.processThread(16, 1), java.util.Map.of(),
        GroupNames.of(java.util.Map.of("Process View", named)));
    assertThat(labels(tree)).startsWith("Process 0", "Process 1").hasSize(16);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("process 3")).shownTimelines())
        .as("found by the group's number too").isEqualTo(1);
  }

  /**
   * One thread per process, four processes per node: the process level (groups of one timeline)
   * makes no groups, the nodes still fold. A node of one process of two threads is a real group.
   */
  @Test
  void onlyALevelOfOneTimelineGroupsIsDropped() {
    TimelineTree tree = TimelineTree.of(Maps.nodeProcessThread(8, 4, 1));
    assertThat(tree.levels()).isEqualTo(1);
    assertThat(tree.columnLabel(1)).isEqualTo("node");
    int first = tree.child(TimelineTree.ROOT, 0);
    assertThat(tree.label(first)).isEqualTo("node 0");
    assertThat(tree.childCount(first)).isEqualTo(4);
    assertThat(tree.isLeaf(tree.child(first, 0))).isTrue();
    assertThat(tree.nodeOf("g0/0")).as("no process group of one").isEqualTo(-1);
    TimelineTree lone = TimelineTree.of(Maps.nodeProcessThread(3, 1, 2));
    assertThat(lone.levels()).as("node and process each hold two threads").isEqualTo(2);
    assertThat(lone.columnLabel(2)).isEqualTo("process");
  }

  private static List<String> labels(TimelineTree tree) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < tree.childCount(TimelineTree.ROOT); i++) {
      out.add(tree.label(tree.child(TimelineTree.ROOT, i)));
    }
    return out;
  }
}
