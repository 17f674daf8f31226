package org.leapshot.app.rows;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Timelines labelled with the names their trace gives them (the converter's names file): a named
 * timeline's label is its name, an unnamed one keeps its path, two of one name are told apart by
 * line ID, and the axis filter finds a timeline by its name, its groups still by theirs.
 */
class TimelineNamesTreeTest {
  /** OTF2's shape: 8 ranks on 2 nodes, one master thread each, named as Score-P names them. */
  private static Map<Integer, String> rankNames(int ranks, int perNode) {
    Map<Integer, String> names = new HashMap<>();
    for (int k = 0; k < ranks; k++) {
      names.put(k, "node" + k / perNode + " / MPI Rank " + k + " / Master thread");
    }
    return names;
  }

  static List<String> labels(RowPlan plan) {
    List<String> labels = new ArrayList<>();
    for (int r = 0; r < plan.rowCount(); r++) {
      labels.add(plan.label(r));
    }
    return labels;
  }

  @Test
  void namedTimelinesAreLabelledByTheirNamesAndGroupsKeepTheirs() {
    LineIdMap map = Maps.nodeProcessThread(8, 4, 1);
    TimelineTree tree = TimelineTree.of(map, rankNames(8, 4));
    assertThat(tree.label(tree.nodeOf("l5"))).isEqualTo("node1 / MPI Rank 5 / Master thread");
    assertThat(tree.isNamed(tree.nodeOf("l5"))).isTrue();
    assertThat(tree.label(tree.nodeOf("g1"))).isEqualTo("node 1");
    assertThat(tree.isNamed(tree.nodeOf("g1"))).isFalse();
    RowPlan plan = RowPlan.of(tree, Arrangement.DEFAULT.withCollapsed("g0", true), new RowFilter(""));
    assertThat(labels(plan)).containsExactly("node 0 (4)", "node1 / MPI Rank 4 / Master thread",
        "node1 / MPI Rank 5 / Master thread", "node1 / MPI Rank 6 / Master thread", "node1 / MPI Rank 7 / Master thread");
  }

  @Test
  void withoutNamesTheLabelsAreThePathsAsBefore() {
    LineIdMap map = Maps.nodeProcessThread(8, 4, 1);
    assertThat(labels(RowPlan.of(map, Map.of()))).isEqualTo(labels(RowPlan.of(map)))
        .startsWith("0 / 0 / 0", "0 / 1 / 0");
    // a names file naming only some timelines: the others keep their paths
    TimelineTree some = TimelineTree.of(map, Map.of(2, "MPI Rank 2"));
    assertThat(some.label(some.nodeOf("l2"))).isEqualTo("MPI Rank 2");
    assertThat(some.label(some.nodeOf("l3"))).isEqualTo("0 / 3 / 0");
    assertThat(some.isNamed(some.nodeOf("l3"))).isFalse();
  }

  @Test
  void twoTimelinesOfOneNameAreToldApartByLineId() {
    // SimGrid's ms: a link named "0" and the root container "0"
    LineIdMap map = LineIdMap.identity(new int[] {0, 1, 2});
    TimelineTree tree = TimelineTree.of(map, Map.of(0, "0", 1, "Fafard", 2, "0"));
    assertThat(labels(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter(""))))
        .containsExactly("0  [line 0]", "Fafard", "0  [line 2]");
  }

  @Test
  void theFilterFindsTimelinesByName() {
    LineIdMap map = Maps.nodeProcessThread(16, 4, 1);
    TimelineTree tree = TimelineTree.of(map, rankNames(16, 4));
    // "MPI Rank 1" is rank 1, not 10..15; "node3" the names of node 3's ranks; a line ID still finds its rank
    assertThat(labels(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("mpi rank 1"))))
        .containsExactly("node0 / MPI Rank 1 / Master thread");
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("node3")).shownTimelines()).isEqualTo(4);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("node 2")).shownTimelines()).as("a group's name")
        .isEqualTo(4);
    assertThat(labels(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("13"))))
        .containsExactly("node3 / MPI Rank 13 / Master thread");
  }

  @Test
  void aMergedRowOfNamedTimelinesNamesBothEndsWritingWhatTheyShareOnce() {
    assertThat(NameRange.of("node000 / MPI Rank 0 / Master thread", "node000 / MPI Rank 7 / Master thread"))
        .isEqualTo("node000 / MPI Rank 0–7 / Master thread");
    assertThat(NameRange.of("node000 / MPI Rank 6 / Master thread", "node001 / MPI Rank 9 / Master thread"))
        .isEqualTo("node000 / MPI Rank 6 – node001 / MPI Rank 9 / Master thread");
    assertThat(NameRange.of("root/program/MEMNODE0/18190", "root/program/MEMNODE0/18191/CPU1"))
        .isEqualTo("root/program/MEMNODE0/18190–18191/CPU1");
    assertThat(NameRange.of("THREAD 1.1.1", "THREAD 1.12.1")).isEqualTo("THREAD 1.1.1–1.12.1");
    assertThat(NameRange.of("a / b", "a / b / c")).isEqualTo("a / b – b / c"); // one the start of the other

    // fitted: 16 named ranks in 2 picture rows
    LineIdMap map = Maps.nodeProcessThread(16, 4, 1);
    RowPlan fitted = RowPlan.of(map, rankNames(16, 8)).withPictureRows(2);
    assertThat(fitted.label(0)).isEqualTo("node0 / MPI Rank 0–7 / Master thread");
    assertThat(fitted.label(1)).isEqualTo("node1 / MPI Rank 8–15 / Master thread");
    assertThat(RowPlan.of(map).withPictureRows(2).label(0)).as("unnamed, as before").isEqualTo("0 / 0 / 0 – 1 / 7 / 0");
  }

  /** Against brute force: each timeline's label is its name when it has one, its path otherwise, with the line ID when shared. */
  @Property(tries = 200)
  void everyLabelIsTheNameOrThePath(@ForAll @IntRange(min = 1, max = 40) int ranks,
      @ForAll @IntRange(min = 1, max = 8) int perNode, @ForAll @IntRange(min = 0, max = 1000) int seed) {
    LineIdMap map = Maps.nodeProcessThread(ranks, perNode, 1);
    java.util.Random random = new java.util.Random(seed);
    Map<Integer, String> names = new HashMap<>();
    for (int k = 0; k < ranks; k++) {
      if (random.nextInt(3) > 0) {
        names.put(k, "t" + random.nextInt(Math.max(1, ranks / 2)));
      }
    }
    TimelineTree tree = TimelineTree.of(map, names);
    for (int r = 0; r < map.rowCount(); r++) {
      int line = map.lineId(r);
      String own = names.getOrDefault(line, TimelineTree.pathLabel(map, r));
      long sharing = 0;
      for (int o = 0; o < map.rowCount(); o++) {
        sharing += names.getOrDefault(map.lineId(o), TimelineTree.pathLabel(map, o)).equals(own) ? 1 : 0;
      }
      assertThat(tree.label(tree.leafOf(r))).isEqualTo(sharing > 1 ? own + "  [line " + line + "]" : own);
      assertThat(tree.isNamed(tree.leafOf(r))).isEqualTo(names.containsKey(line));
    }
  }
}
