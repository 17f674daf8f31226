package org.leapshot.app.rows;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Groups labelled with the names their trace gives them (the converter's names file): a named group
 * shows its name on the axis, collapsed ("kn1.eth (4)") and in merged rows, the filter finds it by
 * name and still by its number ("node 1"), a group the trace leaves unnamed, every group of another
 * map and every group of a trace without names keep their numbers, and a name is shown whole
 * whatever it holds (it is never split into parts).
 */
class GroupNamesTreeTest {
  /** 8 ranks on 2 nodes (4 each), one thread each, of map "ThreadView": node / process / thread. */
  private static final LineIdMap MAP = Maps.nodeProcessThread(8, 4, 1);

  /** Score-P's names of {@link #MAP}: node k "kn(k+1).eth", process p "MPI Rank p". */
  private static GroupNames scorep() {
    Map<String, String> names = new HashMap<>();
    for (int p = 0; p < 8; p++) {
      names.put(Integer.toString(p / 4), "kn" + (p / 4 + 1) + ".eth");
      names.put(p / 4 + "/" + p, "MPI Rank " + p);
    }
    return GroupNames.of(Map.of("ThreadView", names));
  }

  private static List<String> labels(RowPlan plan) {
    return TimelineNamesTreeTest.labels(plan);
  }

  @Test
  void namedGroupsAreLabelledByTheirNamesOnTheAxisCollapsedAndMerged() {
    TimelineTree tree = TimelineTree.of(MAP, Map.of(), scorep());
    assertThat(tree.label(tree.nodeOf("g1"))).isEqualTo("kn2.eth");
    assertThat(tree.isNamed(tree.nodeOf("g1"))).isTrue();
    // a process of one thread makes no group of one: its timeline is labelled by the process's name
    assertThat(tree.nodeOf("g1/5")).isEqualTo(-1);
    assertThat(tree.label(tree.nodeOf("l5"))).isEqualTo("MPI Rank 5");
    assertThat(tree.isNamed(tree.nodeOf("l5"))).isFalse();

    RowPlan collapsed = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter(""));
    assertThat(labels(collapsed)).containsExactly("kn1.eth (4)", "kn2.eth (4)");
    RowPlan processes = RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter(""));
    assertThat(labels(processes)).startsWith("MPI Rank 0", "MPI Rank 1");
    // fitted: 8 processes in 2 picture rows name both ends, what they share once
    assertThat(labels(processes.withPictureRows(2))).containsExactly("MPI Rank 0–3", "MPI Rank 4–7");
  }

  @Test
  void theFilterFindsAGroupByItsNameAndStillByItsNumber() {
    TimelineTree tree = TimelineTree.of(MAP, Map.of(), scorep());
    // the members' labels hold neither "kn2" nor "node 1": the group's own label is what matches
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("KN2.eth")).shownTimelines()).isEqualTo(4);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("node 1")).shownTimelines()).isEqualTo(4);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("process 6")).shownTimelines()).isEqualTo(1);
    assertThat(labels(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("MPI Rank 6")))).containsExactly("MPI Rank 6");
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("kn3")).shownTimelines()).isZero();
  }

  @Test
  void aGroupTheTraceDoesNotNameAndAnotherMapsGroupsKeepTheirNumbers() {
    TimelineTree some = TimelineTree.of(MAP, Map.of(), GroupNames.of(Map.of("ThreadView", Map.of("1", "kn2.eth"))));
    assertThat(some.label(some.nodeOf("g0"))).isEqualTo("node 0");
    assertThat(some.isNamed(some.nodeOf("g0"))).isFalse();
    assertThat(some.label(some.nodeOf("g1"))).isEqualTo("kn2.eth");
    assertThat(some.label(some.nodeOf("l4"))).as("a process of one thread, unnamed").isEqualTo("1 / 4 / 0");

    LineIdMap nodeView = Maps.nodeCore(8, 4); // titled "NodeView": ThreadView's names are not its own
    TimelineTree other = TimelineTree.of(nodeView, Map.of(), scorep());
    assertThat(other.label(other.nodeOf("g1"))).isEqualTo("node 1");
  }

  @Test
  void aNameHoldingTheSeparatorsIsShownWhole() {
    // a name is never split into parts: slashes, " / " and the filter's digits are just text
    GroupNames odd = GroupNames.of(Map.of("ThreadView", Map.of("0", "rack 1 / kn1", "1", "a/b/c", "0/2", "")));
    TimelineTree tree = TimelineTree.of(MAP, Map.of(), odd);
    assertThat(tree.label(tree.nodeOf("g0"))).isEqualTo("rack 1 / kn1");
    assertThat(tree.label(tree.nodeOf("g1"))).isEqualTo("a/b/c");
    assertThat(tree.label(tree.nodeOf("l2"))).as("an empty name labels no row").isEqualTo("0 / 2 / 0");
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("rack 1 / kn1")).shownTimelines()).isEqualTo(4);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("b/c")).shownTimelines()).isEqualTo(4);
  }

  @Test
  void switchingMapsLabelsEachMapsGroupsWithItsOwnNames() {
    LineIdMap nodeView = Maps.nodeCore(8, 4);
    RowArranger arranger = new RowArranger(MAP, Map.of(), GroupNames.of(Map.of("ThreadView", Map.of("0", "kn1.eth"),
        "NodeView", Map.of("0", "board A"))));
    assertThat(arranger.tree().label(arranger.tree().nodeOf("g0"))).isEqualTo("kn1.eth");
    arranger.setMap(nodeView);
    assertThat(arranger.tree().label(arranger.tree().nodeOf("g0"))).isEqualTo("board A");
  }

  /** Against brute force: without group names every label is what it was; with them, a group's is its name or number. */
  @Property(tries = 200)
  void everyGroupLabelIsItsNameOrItsNumber(@ForAll @IntRange(min = 1, max = 40) int ranks,
      @ForAll @IntRange(min = 1, max = 8) int perNode, @ForAll @IntRange(min = 1, max = 3) int threads,
      @ForAll @IntRange(min = 0, max = 1000) int seed) {
    LineIdMap map = Maps.nodeProcessThread(ranks, perNode, threads);
    java.util.Random random = new java.util.Random(seed);
    Map<String, String> names = new HashMap<>();
    for (int r = 0; r < map.rowCount(); r++) {
      int[] v = map.values(r);
      for (int level = 1; level < v.length; level++) {
        String path = level == 1 ? "" + v[0] : v[0] + "/" + v[1];
        if (random.nextInt(3) > 0) {
          names.putIfAbsent(path, "n" + random.nextInt(5) + (random.nextBoolean() ? " / x" : ""));
        }
      }
    }
    TimelineTree plain = TimelineTree.of(map, Map.of());
    TimelineTree none = TimelineTree.of(map, Map.of(), GroupNames.NONE);
    TimelineTree named = TimelineTree.of(map, Map.of(), GroupNames.of(Map.of(map.title(), names)));
    assertThat(named.size()).isEqualTo(plain.size());
    for (int n = 1; n < plain.size(); n++) {
      assertThat(none.label(n)).isEqualTo(plain.label(n));
      assertThat(none.isNamed(n)).isEqualTo(plain.isNamed(n));
      assertThat(named.key(n)).isEqualTo(plain.key(n));
      String path = plain.key(n).substring(1);
      boolean isNamedGroup = !plain.isLeaf(n) && names.containsKey(path);
      assertThat(named.isNamed(n)).isEqualTo(isNamedGroup);
      if (plain.isLeaf(n) && threads == 1) {
        // alone in its process, a timeline is labelled by its process's name (repeated names add "[line k]")
        int[] v = map.values(plain.mapRow(n));
        String process = v[0] + "/" + v[1];
        assertThat(named.label(n)).startsWith(names.getOrDefault(process, plain.label(n)));
        continue;
      }
      assertThat(named.label(n)).isEqualTo(isNamedGroup ? names.get(path) : plain.label(n));
    }
  }
}
