package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;
import org.leapshot.slog2.query.LinePair;
import org.leapshot.slog2.query.MessageStats;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * The Statistics window names timelines as the canvas does: by the names the trace gives them
 * (OTF2 locations, Paje containers, ...), by their map values where it names none.
 */
class StatsNamesTest {
  @Test
  void timelinesAndMessageEndsCarryTheTracesNamesElseTheirMapValues() {
    LineIdMap map = new LineIdMap("System Tree View", List.of("node", "process"), new int[] {7, 8},
        new int[][] {{0, 0}, {0, 1}}, List.of());
    Category state = Category.of(1, "MPI_Send", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE);
    RangeStatistics s = new RangeStatistics(0, 1,
        Map.of(7, Map.of(1, new DurationStats(1, 0.5, 0.5)), 8, Map.of(1, new DurationStats(2, 0.25, 0.25))),
        Map.of(1, new DurationStats(3, 0.75, 0.75)), Map.of(new LinePair(7, 8), new MessageStats(4, 64, 4)), false);

    StatsRows named = StatsRows.of(s, Map.of(1, state), map, TimelineScope.all(map),
        Map.of(7, "kn1.eth / MPI Rank 0 / Master thread"));
    assertThat(named.timelines()).extracting(StatsRows.TimelineRow::timeline)
        .containsExactly("kn1.eth / MPI Rank 0 / Master thread", "0 / 1");
    assertThat(named.messages()).singleElement().satisfies(m -> {
      assertThat(m.from()).isEqualTo("kn1.eth / MPI Rank 0 / Master thread");
      assertThat(m.to()).isEqualTo("0 / 1");
    });
    assertThat(StatsCsv.of(named, "node / process")).contains("kn1.eth / MPI Rank 0 / Master thread");

    StatsRows plain = StatsRows.of(s, Map.of(1, state), map);
    assertThat(plain.timelines()).extracting(StatsRows.TimelineRow::timeline).containsExactly("0 / 0", "0 / 1");
  }
}
