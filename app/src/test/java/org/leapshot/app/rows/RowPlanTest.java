package org.leapshot.app.rows;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The plan against brute force over the tree: every shown timeline in exactly one row (its own, or
 * its outermost collapsed group's), hidden and filtered-out ones in none, rows in the arranged
 * depth-first order, and collapsing a level merges exactly each group's shown members.
 */
class RowPlanTest {
  @Test
  void aNodeCoreMapGroupsTimelinesByNodeAndNamesACollapsedNodeWithItsSize() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(64, 16));
    assertThat(tree.levels()).isEqualTo(1);
    int node3 = tree.nodeOf("g3");
    assertThat(tree.label(node3)).isEqualTo("node 3");
    assertThat(tree.leafCount(node3)).isEqualTo(16);
    assertThat(tree.label(tree.nodeOf("l49"))).isEqualTo("3 / 1");
    RowPlan plan = RowPlan.of(tree, Arrangement.DEFAULT.withCollapsed("g3", true), new RowFilter(""));
    assertThat(plan.rowCount()).isEqualTo(48 + 1);
    assertThat(plan.label(48)).isEqualTo("node 3 (16)");
    for (int r = 48; r < 64; r++) {
      assertThat(plan.pictureRowOf(r)).isEqualTo(48);
    }
    assertThat(plan.label(47)).isEqualTo("2 / 15");
  }

  @Test
  void anIdentityMapHasNoGroupsAndItsTimelinesCanBeHiddenMovedAndFiltered() {
    TimelineTree tree = TimelineTree.of(LineIdMap.identity(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
    assertThat(tree.levels()).isZero();
    Arrangement a = Arrangement.DEFAULT.withHidden("l3", true)
        .moved(tree, tree.nodeOf("l9"), tree.nodeOf("l0"), false)
        .collapsedToLevel(tree, 1);
    RowPlan plan = RowPlan.of(tree, a, new RowFilter(""));
    List<String> labels = new ArrayList<>();
    for (int r = 0; r < plan.rowCount(); r++) {
      labels.add(plan.label(r));
    }
    assertThat(labels).containsExactly("9", "0", "1", "2", "4", "5", "6", "7", "8", "10", "11");
    RowPlan ones = RowPlan.of(tree, a, new RowFilter("1"));
    assertThat(ones.rowCount()).isEqualTo(1);
    assertThat(ones.label(0)).isEqualTo("1");
  }

  @Test
  void theFilterMatchesWholeNumbersAndGroupNames() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(256, 16));
    RowPlan twelve = RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("12"));
    // "12" is core 12 of each node and node 12's timelines, not 112 or 120.
    assertThat(twelve.shownTimelines()).isEqualTo(16 + 15);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("node 3")).shownTimelines()).isEqualTo(16);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("15 / 15")).shownTimelines()).isEqualTo(1);
    assertThat(new RowFilter("12").matches("0 / 112")).isFalse();
    assertThat(new RowFilter("NODE 1").matches("node 1")).isTrue();
  }

  @Test
  void aRankIsFoundByItsLineIdThoughItsLabelIsNodeAndCore() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(16384, 16));
    RowPlan rank = RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("12345"));
    assertThat(rank.shownTimelines()).isEqualTo(1);
    assertThat(rank.label(0)).isEqualTo("771 / 9");
    assertThat(tree.map().lineId(rank.firstMapRow(0))).isEqualTo(12345);
    assertThat(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("99999")).shownTimelines()).isZero();
    assertThat(new RowFilter("00012345").matchesLineId(12345)).isTrue();
    assertThat(new RowFilter("12 345").matchesLineId(12345)).isFalse();
    assertThat(new RowFilter("99999999999999999999").matchesLineId(12345)).isFalse();
  }

  @Test
  void collapsingAllOf16384TimelinesToNodesGivesOneRowPerNode() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(16384, 16));
    RowPlan plan = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter(""));
    assertThat(plan.rowCount()).isEqualTo(1024);
    assertThat(plan.label(1023)).isEqualTo("node 1023 (16)");
    assertThat(plan.pictureRowOf(16383)).isEqualTo(1023);
  }

  /**
   * Folded nodes spread over fewer pixel rows hold one or two nodes a row: a row of two says the
   * shared "node " once, and a row of one drops its size as merged rows do, so one column reads
   * alike ("node 85–86" beside "node 87", not "node 87 (16)"); merged timelines of one node
   * likewise ("3 / 1–15"), of two nodes in full. Unfitted, a folded node keeps its size.
   */
  @Test
  void mergedRowsNameTheirEndsWithTheirSharedPrefixOnce() {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(16384, 16));
    RowPlan folded = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter("")).withPictureRows(700);
    java.util.List<String> labels = new java.util.ArrayList<>();
    for (int r = 0; r < folded.rowCount(); r++) {
      labels.add(folded.label(r));
    }
    assertThat(labels).contains("node 0–1", "node 2").allMatch(l -> l.matches("node \\d+(–\\d+)?"));
    assertThat(folded.members(0)).isEqualTo(32);
    assertThat(folded.members(folded.pictureRowOfBase(2))).isEqualTo(16);
    RowPlan unfitted = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, 1), new RowFilter(""));
    assertThat(unfitted.label(2)).isEqualTo("node 2 (16)");

    RowPlan all = RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter(""));
    assertThat(all.withPictureRows(1024).label(5)).isEqualTo("5 / 0–15");
    // 1 000 rows of 16 or 17 timelines: the first ends on node 1's first core
    assertThat(all.withPictureRows(1000).label(0)).isEqualTo("0 / 0 – 1 / 0");
  }

  /** Fit all's spreading: P = min(B, H / minRowPx) contiguous picture rows of floor(B / P) or ceil(B / P) base rows. */
  @Property(tries = 500)
  void spreadingOverPictureRowsPutsEveryBaseRowInExactlyOneOfContiguousEvenRows(
      @ForAll @IntRange(min = 1, max = 5000) int timelines, @ForAll @IntRange(min = 1, max = 3000) int heightPx,
      @ForAll @IntRange(min = 1, max = 4) int minRowPx) {
    RowPlan base = RowPlan.of(LineIdMap.identity(java.util.stream.IntStream.range(0, timelines).toArray()));
    int b = base.baseRowCount();
    int p = Math.max(1, Math.min(b, heightPx / minRowPx));
    RowPlan plan = base.withPictureRows(p);
    assertThat(plan.rowCount()).isEqualTo(p);
    assertThat(plan.merged()).isEqualTo(p < b);
    int[] owner = new int[b];
    java.util.Arrays.fill(owner, -1);
    for (int row = 0; row < p; row++) {
      int first = plan.firstBaseRow(row);
      int last = plan.lastBaseRow(row);
      assertThat(last - first + 1).as("size of row %d", row).isBetween(b / p, (b + p - 1) / p);
      for (int r = first; r <= last; r++) {
        assertThat(owner[r]).as("base row %d claimed twice", r).isEqualTo(-1);
        owner[r] = row;
      }
    }
    for (int r = 0; r < b; r++) {
      // in exactly one row, in order, and the plan maps it there both ways
      assertThat(owner[r]).isEqualTo((int) ((long) r * p / b));
      assertThat(plan.pictureRowOfBase(r)).isEqualTo(owner[r]);
      assertThat(plan.pictureRowOf(r)).isEqualTo(owner[r]);
    }
    assertThat(plan.firstMapRow(p - 1)).isEqualTo(plan.firstBaseRow(p - 1));
    assertThat(plan.label(0)).isEqualTo(plan.lastBaseRow(0) == 0 ? "0" : "0–" + plan.lastBaseRow(0));
  }

  @Property(tries = 300)
  void everyShownTimelineIsInExactlyTheRowOfItsOutermostCollapsedGroup(@ForAll @IntRange(min = 1, max = 200) int units,
      @ForAll @IntRange(min = 1, max = 12) int perNode, @ForAll @IntRange(min = 0, max = 3) int threads,
      @ForAll long seed) {
    LineIdMap map = threads == 0 ? Maps.nodeCore(units, perNode) : Maps.nodeProcessThread(units, perNode, threads);
    TimelineTree tree = TimelineTree.of(map);
    Random rnd = new Random(seed);
    Arrangement a = randomArrangement(tree, rnd);
    RowFilter filter = new RowFilter(rnd.nextInt(4) == 0 ? Integer.toString(rnd.nextInt(Math.max(1, perNode))) : "");
    RowPlan plan = RowPlan.of(tree, a, filter);

    List<Integer> expectedRows = new ArrayList<>();
    expectedRows(tree, a, filter, TimelineTree.ROOT, false, expectedRows);
    List<Integer> actualRows = new ArrayList<>();
    for (int b = 0; b < plan.baseRowCount(); b++) {
      actualRows.add(plan.baseNode(b));
    }
    assertThat(actualRows).isEqualTo(expectedRows);

    int inRows = 0;
    for (int r = 0; r < map.rowCount(); r++) {
      int leaf = tree.leafOf(r);
      int row = plan.pictureRowOf(r);
      if (!shown(tree, a, filter, leaf)) {
        assertThat(row).as("hidden or filtered timeline %d", r).isEqualTo(-1);
        continue;
      }
      inRows++;
      assertThat(row).isNotNegative();
      assertThat(plan.baseNode(row)).isEqualTo(outermostCollapsed(tree, a, leaf));
    }
    int members = 0;
    for (int b = 0; b < plan.baseRowCount(); b++) {
      members += plan.baseMembers(b);
    }
    assertThat(members).isEqualTo(inRows).isEqualTo(plan.shownTimelines());
  }

  @Property(tries = 200)
  void collapsingALevelMergesExactlyEachGroupsMembers(@ForAll @IntRange(min = 1, max = 120) int processes,
      @ForAll @IntRange(min = 1, max = 9) int perNode, @ForAll @IntRange(min = 1, max = 4) int threads,
      @ForAll @IntRange(min = 1, max = 2) int level) {
    TimelineTree tree = TimelineTree.of(Maps.nodeProcessThread(processes, perNode, threads));
    // a level whose groups each hold one member makes no groups (one thread per process, one process per node)
    net.jqwik.api.Assume.that(level <= tree.levels());
    RowPlan plan = RowPlan.of(tree, Arrangement.DEFAULT.collapsedToLevel(tree, level), new RowFilter(""));
    int groups = 0;
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n) && tree.depth(n) == level) {
        groups++;
        int row = plan.baseRowOfNode(n);
        assertThat(plan.baseMembers(row)).isEqualTo(tree.leafCount(n));
        for (int m = n; m <= tree.subtreeEnd(n); m++) {
          if (tree.isLeaf(m)) {
            assertThat(plan.pictureRowOf(tree.mapRow(m))).isEqualTo(row);
          }
        }
      }
    }
    assertThat(plan.rowCount()).isEqualTo(groups);
  }

  @Property(tries = 200)
  void aMovedRowLandsRightBeforeOrAfterItsTargetSibling(@ForAll @IntRange(min = 2, max = 80) int ranks,
      @ForAll @IntRange(min = 1, max = 8) int perNode, @ForAll long seed) {
    TimelineTree tree = TimelineTree.of(Maps.nodeCore(ranks, perNode));
    Random rnd = new Random(seed);
    int node = 1 + rnd.nextInt(tree.size() - 1);
    int parent = tree.parent(node);
    if (tree.childCount(parent) < 2) {
      return;
    }
    int target = tree.child(parent, rnd.nextInt(tree.childCount(parent)));
    boolean after = rnd.nextBoolean();
    Arrangement a = Arrangement.DEFAULT.moved(tree, node, target, after);
    List<String> order = a.childOrder(tree, parent);
    if (node == target) {
      assertThat(a).isEqualTo(Arrangement.DEFAULT);
      return;
    }
    int at = order.indexOf(tree.key(node));
    assertThat(order.get(after ? at - 1 : at + 1)).isEqualTo(tree.key(target));
    assertThat(order).hasSize(tree.childCount(parent)).doesNotHaveDuplicates();
    // In the rows: the moved subtree's first row follows (or precedes) the target's rows.
    RowPlan plan = RowPlan.of(tree, a, new RowFilter(""));
    int nodeFirst = firstRow(plan, tree, node);
    int targetFirst = firstRow(plan, tree, target);
    int targetLast = targetFirst + tree.leafCount(target) - 1;
    assertThat(nodeFirst).isEqualTo(after ? targetLast + 1 : targetFirst - tree.leafCount(node));
  }

  private static int firstRow(RowPlan plan, TimelineTree tree, int node) {
    int first = Integer.MAX_VALUE;
    for (int m = node; m <= tree.subtreeEnd(node); m++) {
      if (tree.isLeaf(m)) {
        first = Math.min(first, plan.pictureRowOf(tree.mapRow(m)));
      }
    }
    return first;
  }

  private static Arrangement randomArrangement(TimelineTree tree, Random rnd) {
    Arrangement a = Arrangement.DEFAULT;
    for (int n = 1; n < tree.size(); n++) {
      if (!tree.isLeaf(n) && rnd.nextInt(3) == 0) {
        a = a.withCollapsed(tree.key(n), true);
      }
      if (rnd.nextInt(10) == 0) {
        a = a.withHidden(tree.key(n), true);
      }
    }
    for (int i = 0; i < 3; i++) {
      int node = 1 + rnd.nextInt(tree.size() - 1);
      int p = tree.parent(node);
      a = a.moved(tree, node, tree.child(p, rnd.nextInt(tree.childCount(p))), rnd.nextBoolean());
    }
    return a;
  }

  /** Brute force: the rows in arranged depth-first order, a collapsed group as one row when it has shown timelines. */
  private static void expectedRows(TimelineTree tree, Arrangement a, RowFilter f, int node, boolean inCollapsed,
      List<Integer> out) {
    if (tree.isLeaf(node) || (node != TimelineTree.ROOT && a.isCollapsed(tree.key(node)))) {
      if (countShown(tree, a, f, node) > 0) {
        out.add(node);
      }
      return;
    }
    for (String k : a.childOrder(tree, node)) {
      expectedRows(tree, a, f, tree.nodeOf(k), inCollapsed, out);
    }
  }

  private static int countShown(TimelineTree tree, Arrangement a, RowFilter f, int node) {
    int n = 0;
    for (int m = node; m <= tree.subtreeEnd(node); m++) {
      if (tree.isLeaf(m) && shown(tree, a, f, m)) {
        n++;
      }
    }
    return n;
  }

  private static boolean shown(TimelineTree tree, Arrangement a, RowFilter f, int leaf) {
    // the timeline's own line ID (its rank) matches as typed, as its label and its groups' do
    boolean matched = f.isEmpty() || f.text().equals(Integer.toString(tree.map().lineId(tree.mapRow(leaf))));
    for (int n = leaf; n > 0; n = tree.parent(n)) {
      if (a.isHidden(tree.key(n))) {
        return false;
      }
      matched |= f.matches(tree.label(n));
    }
    return matched;
  }

  private static int outermostCollapsed(TimelineTree tree, Arrangement a, int leaf) {
    int result = leaf;
    for (int n = tree.parent(leaf); n > 0; n = tree.parent(n)) {
      if (a.isCollapsed(tree.key(n))) {
        result = n;
      }
    }
    return result;
  }
}
