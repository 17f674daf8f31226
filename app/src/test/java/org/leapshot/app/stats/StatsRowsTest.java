package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.app.stats.StatsRows.MessageRow;
import org.leapshot.app.stats.StatsRows.TimelineRow;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.RangeStatistics;
import org.junit.jupiter.api.Test;

/** The rows behind the Statistics window, on fpilog.slog2, against a brute-force count of the exact window query. */
class StatsRowsTest extends FpilogStatistics {
  /** Primitives per category intersecting [start, end], counted by walking the exact window query. */
  static Map<Integer, Long> bruteCounts(double start, double end) throws IOException {
    Map<Integer, Long> counts = new HashMap<>();
    session.forEachDrawable(start, end, d -> {
      List<Primitive> ps = d instanceof Composite c ? c.primitives() : List.of((Primitive) d);
      for (Primitive p : ps) {
        if (p.start() <= end && p.end() >= start) {
          counts.merge(p.categoryIndex(), 1L, Long::sum);
        }
      }
    });
    return counts;
  }

  @Test
  void everyRealCategoryHasARowAndUserComputeDominatesExclusiveTime() throws IOException {
    StatsRows rows = whole();
    assertThat(rows.categories()).hasSize(11);
    assertThat(rows.categories()).extracting(r -> r.category().name())
        .contains("User_Compute", "SEND", "RECV", "message").doesNotContain("Preview_State", "Preview_Arrow");
    CategoryRow top = rows.categories().stream().max(java.util.Comparator.comparingDouble(CategoryRow::exclusive))
        .orElseThrow();
    assertThat(top.category().name()).isEqualTo("User_Compute");
    assertThat(top.share()).isGreaterThan(0.5).isLessThanOrEqualTo(1.0);
    double stateShares = rows.categories().stream().filter(r -> r.category().topology() == Topology.STATE)
        .mapToDouble(CategoryRow::share).sum();
    assertThat(stateShares).as("exclusive shares of states never exceed the whole").isLessThanOrEqualTo(1.0 + 1e-9);
    CategoryRow message = row(rows, "message");
    assertThat(message.share()).as("arrows have no share of timeline time").isNaN();
  }

  @Test
  void countsEqualABruteForceCountOfTheExactWindowQuery() throws IOException {
    double start = session.timeRange().earliest();
    double end = session.timeRange().latest();
    double[][] ranges = {{start, end}, {0.02, 0.05}, {0.1, 0.1000001}};
    for (double[] r : ranges) {
      StatsRows rows = StatsRows.of(session.statistics(r[0], r[1], true), session.categories(), map);
      Map<Integer, Long> brute = bruteCounts(r[0], r[1]);
      for (CategoryRow c : rows.categories()) {
        assertThat(c.count()).as("%s in [%s, %s]", c.category().name(), r[0], r[1])
            .isEqualTo(brute.getOrDefault(c.category().index(), 0L));
      }
    }
    assertThat(whole().totalCount()).isEqualTo(153);
  }

  @Test
  void timelineRowsAddUpToTheCategoryRows() throws IOException {
    StatsRows rows = whole();
    for (CategoryRow c : rows.categories()) {
      List<TimelineRow> perLine = rows.timelines().stream().filter(t -> t.category().equals(c.category())).toList();
      assertThat(perLine.stream().mapToLong(TimelineRow::count).sum()).isEqualTo(c.count());
      assertThat(perLine.stream().mapToDouble(TimelineRow::exclusive).sum())
          .isCloseTo(c.exclusive(), within(1e-12));
    }
    assertThat(rows.timelines()).extracting(TimelineRow::timeline).containsOnly("0", "1", "2", "3");
    double duration = rows.stats().end() - rows.stats().start();
    for (TimelineRow t : rows.timelines()) {
      if (t.category().topology() == Topology.STATE) {
        assertThat(t.share()).isCloseTo(t.exclusive() / duration, within(1e-12));
      }
    }
  }

  @Test
  void messagesCountEveryArrowOnceWithItsBytes() throws IOException {
    StatsRows rows = whole();
    long arrows = rows.categories().stream().filter(r -> r.category().topology() == Topology.ARROW)
        .mapToLong(CategoryRow::count).sum();
    assertThat(arrows).isEqualTo(39);
    assertThat(rows.messages().stream().mapToLong(MessageRow::count).sum()).isEqualTo(arrows);
    assertThat(rows.messages()).allSatisfy(m -> {
      assertThat(m.from()).isNotEqualTo(m.to());
      assertThat(m.sizedCount()).isEqualTo(m.count());
      assertThat(m.bytes()).isGreaterThanOrEqualTo(0);
    });
    assertThat(rows.messages().stream().mapToLong(MessageRow::bytes).sum()).isPositive();
  }

  @Test
  void timelinesTheMapDoesNotListStillGetRowsLabelledByLineId() throws IOException {
    RangeStatistics s = session.statistics(session.timeRange().earliest(), session.timeRange().latest(), true);
    LineIdMap onlyTwo = LineIdMap.identity(new int[] {0, 1});
    StatsRows rows = StatsRows.of(s, session.categories(), onlyTwo);
    assertThat(rows.timelines()).extracting(TimelineRow::timeline).containsOnly("0", "1", "2", "3");
    assertThat(rows.timelines().get(0).timeline()).isEqualTo("0");
    assertThat(rows.timelines().get(rows.timelines().size() - 1).timeline()).isEqualTo("3");
  }

  static CategoryRow row(StatsRows rows, String name) {
    return rows.categories().stream().filter(r -> r.category().name().equals(name)).findFirst().orElseThrow();
  }
}
