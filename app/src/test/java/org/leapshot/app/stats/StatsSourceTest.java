package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The whole run of every timeline, counted once for the legend, answers the Statistics window's
 * whole-run question without a new read; any other range or a part of the timelines is asked of
 * the session as before.
 */
class StatsSourceTest extends FpilogStatistics {
  @Test
  void theCountedWholeRunAnswersOnlyTheWholeRunOfEveryTimeline() throws Exception {
    double t0 = session.timeRange().earliest();
    double t1 = session.timeRange().latest();
    RangeStatistics counted = session.statistics(t0, t1, true);
    AtomicInteger asked = new AtomicInteger();
    StatsSource source = StatsSource.of(session, () -> {
      asked.incrementAndGet();
      return Optional.of(counted);
    });
    TimelineScope all = TimelineScope.all(map);
    assertThat(source.statistics(t0, t1, false, all)).isSameAs(counted);
    assertThat(source.statistics(t0 - 1, t1 + 1, true, all)).as("a range around the run").isSameAs(counted);

    RangeStatistics half = source.statistics(t0, (t0 + t1) / 2, true, all);
    assertThat(half).isNotSameAs(counted);
    assertThat(half.byCategory()).isEqualTo(session.statistics(t0, (t0 + t1) / 2, true).byCategory());

    TimelineScope two = TimelineScope.shown(RowPlan.of(TimelineTree.of(map), Arrangement.DEFAULT, new RowFilter("2")));
    RangeStatistics part = source.statistics(t0, t1, true, two);
    assertThat(part.byTimeline().keySet()).as("a part of the timelines is computed for itself").containsExactly(2);
    assertThat(asked).as("the kept figures are looked at for whole-run questions only").hasValue(2);
  }

  @Test
  void withNothingCountedTheSessionAnswers() throws Exception {
    double t0 = session.timeRange().earliest();
    double t1 = session.timeRange().latest();
    RangeStatistics answer = StatsSource.of(session, Optional::empty).statistics(t0, t1, true, TimelineScope.all(map));
    assertThat(answer.byCategory()).isEqualTo(session.statistics(t0, t1, true).byCategory());
    assertThat(answer.byTimeline()).isEqualTo(session.statistics(t0, t1, true).byTimeline());
  }
}
