package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;

/** Timelines are shown by their path in the map's hierarchy, so one process's timelines sit together. */
class RowLayoutTest {
  /** Like MPE's "Process View": lines 16 and 17 are ranks 0 and 1 again, in a second communicator. */
  private static final LineIdMap PROCESS_VIEW = new LineIdMap("Process View", List.of("world_rank"),
      new int[] {0, 1, 16, 17}, new int[][] {{0}, {1}, {0}, {1}}, List.of());

  @Test
  void rowsFollowThePathAndRepeatedPathsAreToldApartByLineId() {
    RowLayout rows = new RowLayout(PROCESS_VIEW, 20);
    assertThat(List.of(rows.lineId(0), rows.lineId(1), rows.lineId(2), rows.lineId(3))).containsExactly(0, 16, 1, 17);
    assertThat(List.of(rows.label(0), rows.label(1), rows.label(2), rows.label(3)))
        .containsExactly("0  [line 0]", "0  [line 16]", "1  [line 1]", "1  [line 17]");
    assertThat(rows.rowOf(16)).isEqualTo(1);
    assertThat(rows.rowOf(1)).isEqualTo(2);
    assertThat(rows.rowOf(5)).isEqualTo(-1);
  }

  @Test
  void theIdentityMapKeepsLineIdOrderAndPlainLabels() {
    RowLayout rows = new RowLayout(Fixtures.fourLines(), 20);
    for (int r = 0; r < 4; r++) {
      assertThat(rows.lineId(r)).isEqualTo(r);
      assertThat(rows.label(r)).isEqualTo(Integer.toString(r));
      assertThat(rows.rowOf(r)).isEqualTo(r);
    }
  }

  @Test
  void theRenderModelDrawsEachStateOnItsTimelinesDisplayRow() {
    List<Drawable> states = List.of(Primitive.state(Fixtures.OUTER, 1, 2, 16, null), Primitive.state(Fixtures.OUTER, 3, 4, 1, null));
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 1000, states), Fixtures.categories(), PROCESS_VIEW);
    RowLayout rows = new RowLayout(PROCESS_VIEW, 20);
    assertThat(m.states()).extracting(RenderModel.StateItem::row)
        .containsExactlyInAnyOrder(rows.rowOf(16), rows.rowOf(1));
    assertThat(m.states()).filteredOn(s -> s.start() == 1).extracting(RenderModel.StateItem::row).containsExactly(1);
  }
}
