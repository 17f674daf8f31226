package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.StatisticsBound;

/**
 * The timelines the Statistics window counts: those the axis shows (filter, hidden, moved, a
 * collapsed group's members), and figures cut to them against brute force over random statistics.
 */
class TimelineScopeTest {
  /** {@code ranks} timelines with line IDs 1000 + k (so that IDs and map rows differ), 16 per node. */
  private static LineIdMap nodeCore(int ranks) {
    int[] ids = new int[ranks];
    int[][] values = new int[ranks][];
    for (int k = 0; k < ranks; k++) {
      ids[k] = 1000 + k;
      values[k] = new int[] {k / 16, k % 16};
    }
    return new LineIdMap("NodeView", List.of("node", "core"), ids, values, List.of());
  }

  @Test
  void theScopeIsWhatTheAxisShowsAndACollapsedGroupCountsItsMembers() {
    TimelineTree tree = TimelineTree.of(nodeCore(64));
    TimelineScope all = TimelineScope.shown(RowPlan.of(tree, Arrangement.DEFAULT, new RowFilter("")));
    assertThat(all.isAll()).isTrue();
    assertThat(all.describe()).isEqualTo("64 timelines");

    TimelineScope node3 = TimelineScope.shown(RowPlan.of(tree, Arrangement.DEFAULT.withHidden("l1050", true),
        new RowFilter("node 3")));
    assertThat(node3.isAll()).isFalse();
    assertThat(node3.lineIds()).hasSize(15).contains(1048, 1063).doesNotContain(1050, 1047, 1064);
    assertThat(node3.describe()).isEqualTo("15 of 64 timelines");

    // node 2 folded into one row still counts its 16 timelines; node 1 moved before node 0 comes first
    Arrangement a = Arrangement.DEFAULT.withCollapsed("g2", true).withHidden("l1005", true)
        .moved(tree, tree.nodeOf("g1"), tree.nodeOf("g0"), false);
    TimelineScope folded = TimelineScope.shown(RowPlan.of(tree, a, new RowFilter("")));
    assertThat(folded.size()).isEqualTo(63);
    assertThat(folded.lineIds()).contains(1032, 1047).doesNotContain(1005);
    assertThat(folded.lineIds()[0]).isEqualTo(1016);
    assertThat(folded.describe()).isEqualTo("63 of 64 timelines");

    TimelineScope many = TimelineScope.shown(RowPlan.of(TimelineTree.of(nodeCore(16384)), Arrangement.DEFAULT,
        new RowFilter("node 7")));
    assertThat(many.describe()).isEqualTo("16 of 16,384 timelines");
  }

  @Test
  void theRowsFollowTheScopeAndItsSharesAreOfItsTimelines() {
    LineIdMap map = nodeCore(32);
    Category state = Category.of(1, "Compute", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE);
    Map<Integer, Map<Integer, DurationStats>> byLine = new HashMap<>();
    for (int k = 0; k < 32; k++) {
      byLine.put(1000 + k, Map.of(1, new DurationStats(1, 1.0, k < 16 ? 1.0 : 0.5)));
    }
    RangeStatistics s = new RangeStatistics(0, 1, byLine, Map.of(1, new DurationStats(32, 32, 24)), Map.of(), false);
    TimelineScope node1 = TimelineScope.shown(RowPlan.of(TimelineTree.of(map), Arrangement.DEFAULT,
        new RowFilter("node 1")));
    StatsRows rows = StatsRows.of(s, Map.of(1, state), map, node1);
    assertThat(rows.timelines()).hasSize(16).allMatch(r -> r.lineId() >= 1016);
    assertThat(rows.categories().get(0).exclusive()).isEqualTo(8.0);
    assertThat(rows.categories().get(0).share()).as("half of 16 timelines' time").isCloseTo(0.5, within(1e-12));
    StatsRows every = StatsRows.of(s, Map.of(1, state), map);
    assertThat(every.timelines()).hasSize(32);
    assertThat(every.categories().get(0).share()).isCloseTo(0.75, within(1e-12));
  }

  /** Random statistics over 1..40 timelines cut to a random subset, against sums over the subset. */
  @Property(tries = 200)
  void cutFiguresAreTheSumsOverTheScopesTimelines(@ForAll @IntRange(min = 1, max = 40) int n,
      @ForAll long seed, @ForAll boolean approximate) {
    Random rnd = new Random(seed);
    int[] ids = new int[n];
    int[][] values = new int[n][];
    for (int k = 0; k < n; k++) {
      ids[k] = 3 * k + 1;
      values[k] = new int[] {k};
    }
    LineIdMap map = new LineIdMap("LineID", List.of("LineID"), ids, values, List.of());
    Map<Integer, Map<Integer, DurationStats>> byLine = new HashMap<>();
    Map<Integer, DurationStats> total = new HashMap<>();
    Map<LinePair, MessageStats> messages = new HashMap<>();
    for (int id : ids) {
      Map<Integer, DurationStats> row = new HashMap<>();
      for (int c = 0; c < 4; c++) {
        if (rnd.nextBoolean()) {
          DurationStats d = new DurationStats(rnd.nextInt(100), rnd.nextDouble(), rnd.nextDouble());
          row.put(c, d);
          total.merge(c, d, DurationStats::plus);
        }
      }
      byLine.put(id, row);
      messages.put(new LinePair(id, ids[rnd.nextInt(n)]), new MessageStats(rnd.nextInt(9) + 1, 8, 1));
    }
    RangeStatistics s = new RangeStatistics(0, 2, byLine, total, messages, approximate,
        approximate ? new StatisticsBound(0.25, 0.5, 3) : StatisticsBound.EXACT);
    Set<Integer> kept = new HashSet<>();
    for (int id : ids) {
      if (rnd.nextInt(3) == 0) {
        kept.add(id);
      }
    }
    TimelineTree tree = TimelineTree.of(map);
    Arrangement hidden = Arrangement.DEFAULT;
    for (int k = 0; k < n; k++) {
      if (!kept.contains(ids[k])) {
        hidden = hidden.withHidden(tree.key(tree.leafOf(k)), true);
      }
    }
    TimelineScope scope = TimelineScope.shown(RowPlan.of(tree, hidden, new RowFilter("")));
    assertThat(scope.size()).isEqualTo(kept.size());
    RangeStatistics cut = scope.restrict(s);
    if (kept.size() == n) {
      assertThat(cut).isSameAs(s);
      return;
    }
    assertThat(cut.byTimeline().keySet()).isEqualTo(kept);
    for (int c = 0; c < 4; c++) {
      long count = 0;
      double inclusive = 0;
      for (int id : kept) {
        DurationStats d = byLine.get(id).get(c);
        if (d != null) {
          count += d.count();
          inclusive += d.inclusive();
        }
      }
      DurationStats got = cut.byCategory().getOrDefault(c, DurationStats.ZERO);
      assertThat(got.count()).isEqualTo(count);
      assertThat(got.inclusive()).isCloseTo(inclusive, within(1e-9));
    }
    assertThat(cut.messages().keySet()).allMatch(p -> kept.contains(p.from()));
    assertThat(cut.messages()).hasSize((int) messages.keySet().stream().filter(p -> kept.contains(p.from())).count());
    if (approximate) {
      assertThat(cut.bound().timelineSeconds()).isEqualTo(0.25);
      assertThat(cut.bound().categorySeconds()).isEqualTo(0.25 * kept.size());
    }
  }
}
