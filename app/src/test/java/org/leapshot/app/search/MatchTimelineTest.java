package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/** The find message names the timeline of the match, as its info box does. */
class MatchTimelineTest {
  private static final LineIdMap NODES = new LineIdMap("NodeView", List.of("node", "core"), new int[] {2207, 2208},
      new int[][] {{137, 15}, {138, 0}}, List.of());

  @Test
  void aStateOrEventIsOnItsTimelineByTheMapsColumnsOrTheTracesName() {
    Primitive state = Primitive.state(1, 0.5, 0.7, 2208, null);
    assertThat(MatchTimeline.of(TimelineTree.of(NODES), state)).isEqualTo("on node 138 / core 0");
    assertThat(MatchTimeline.of(TimelineTree.of(NODES, Map.of(2208, "Process 15")), state)).isEqualTo("on Process 15");
    assertThat(MatchTimeline.of(TimelineTree.of(LineIdMap.identity(new int[] {0, 1, 3})), Primitive.event(1, 0.1, 3,
        null))).isEqualTo("on timeline 3");
  }

  @Test
  void aMessageGoesFromOneTimelineToTheOtherAndAnUnmappedLineIdIsSaidAsSuch() {
    Primitive message = Primitive.arrow(2, 0.1, 2207, 0.2, 2208, null);
    assertThat(MatchTimeline.of(TimelineTree.of(NODES), message)).isEqualTo("from node 137 / core 15 to node 138 / core 0");
    assertThat(MatchTimeline.of(TimelineTree.of(NODES), Primitive.event(1, 0.1, 99, null))).isEqualTo("on line ID 99");
  }
}
