package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.Arrangement;
import org.leapshot.app.rows.RowFilter;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The window's request asks the engine for the scope's timelines alone when the scope is a part of
 * them (fpilog.slog2 filtered to timeline 2): the answer holds no other timeline, and its figures
 * are those of every timeline's answer cut to the scope; a scope of all asks for every timeline.
 */
class StatsRequestTest extends FpilogStatistics {
  private static RangeStatistics asked(TimelineScope scope, boolean exact) throws Exception {
    StatsRequest r = new StatsRequest(StatsSource.of(session), session.timeRange().earliest(),
        session.timeRange().latest(), exact, scope, s -> { }, e -> { });
    return r.doInBackground();
  }

  @Test
  void aPartOfTheTimelinesIsAskedForAlone() throws Exception {
    TimelineScope two = TimelineScope.shown(RowPlan.of(TimelineTree.of(map), Arrangement.DEFAULT, new RowFilter("2")));
    assertThat(two.lineIds()).containsExactly(2);
    RangeStatistics whole = asked(TimelineScope.all(map), true);
    assertThat(whole.byTimeline()).hasSize(4);
    for (boolean exact : new boolean[] {true, false}) {
      RangeStatistics part = asked(two, exact);
      assertThat(part.byTimeline().keySet()).as("computed for timeline 2 only").containsExactly(2);
      RangeStatistics cut = two.restrict(whole);
      assertThat(part.byTimeline()).isEqualTo(cut.byTimeline());
      assertThat(part.byCategory()).isEqualTo(cut.byCategory());
      assertThat(part.messages()).isEqualTo(cut.messages()).isNotEmpty();
      StatsRows shown = StatsRows.of(part, session.categories(), map, two);
      StatsRows before = StatsRows.of(whole, session.categories(), map, two);
      assertThat(shown.categories()).isEqualTo(before.categories());
      assertThat(shown.timelines()).isEqualTo(before.timelines());
      assertThat(shown.messages()).isEqualTo(before.messages());
    }
  }
}
