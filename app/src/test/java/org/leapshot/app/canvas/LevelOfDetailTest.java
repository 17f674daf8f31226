package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * The one choice of where a window's picture comes from ({@link LevelOfDetail}), which the canvas,
 * the preview strip and {@code render} share: the stored picture is asked for only where it is
 * used, stands in over coarse parts, leaves the states beneath it out only where it covers every
 * column, and gives the cells' categories in a window at least as coarse as its columns.
 */
class LevelOfDetailTest {
  private static final Map<Integer, Category> CATEGORIES = Fixtures.categories();
  private static final int WIDTH = 100;

  @Test
  void aFineWindowIsTheLiveModelAndNeverAsksForTheStoredPicture() {
    AtomicInteger asked = new AtomicInteger();
    WindowData data = window(List.of());
    RenderModel model = LevelOfDetail.model(data, CATEGORIES, Fixtures.fourLines(), PictureOptions.ACTIVITY, false,
        () -> {
          asked.incrementAndGet();
          return patch();
        }, 10.0 / WIDTH);
    assertThat(asked).hasValue(0);
    assertSameAsLive(model, data);
  }

  @Test
  void aWindowCoarserThanTheStoredColumnsAsksOnceAndKeepsTheLiveStates() {
    AtomicInteger asked = new AtomicInteger();
    WindowData data = window(List.of());
    RenderModel model = LevelOfDetail.model(data, CATEGORIES, Fixtures.fourLines(), PictureOptions.ACTIVITY, true,
        () -> {
          asked.incrementAndGet();
          return null; // an overview that cannot stand in: the live model as it is
        }, 10.0 / WIDTH);
    assertThat(asked).hasValue(1);
    assertSameAsLive(model, data);
  }

  @Test
  void aCoveredWindowLeavesItsStatesToBeLookedUpAndAGapKeepsThem() {
    RenderModel covered = LevelOfDetail.model(window(List.of(new TimeBox(-1, 11))), CATEGORIES, Fixtures.fourLines(),
        PictureOptions.ACTIVITY, false, LevelOfDetailTest::patch, 10.0 / WIDTH);
    assertThat(covered.states()).isEmpty();
    assertThat(covered.coarse().covered()).isNotNull();
    assertThat(covered.coarse().patch()).isNotNull();
    assertThat(covered.arrows()).isNotEmpty();

    RenderModel gap = LevelOfDetail.model(window(List.of(new TimeBox(-1, 4), new TimeBox(6, 11))), CATEGORIES,
        Fixtures.fourLines(), PictureOptions.ACTIVITY, false, LevelOfDetailTest::patch, 10.0 / WIDTH);
    assertThat(gap.states()).isNotEmpty();
    assertThat(gap.coarse().covered()).isNull();
    assertThat(gap.coarse().patch()).isNotNull();
  }

  @Test
  void aCoarseWindowWithoutAStoredPictureKeepsItsStates() {
    RenderModel model = LevelOfDetail.model(window(List.of(new TimeBox(-1, 11))), CATEGORIES, Fixtures.fourLines(),
        PictureOptions.ACTIVITY, false, () -> null, 10.0 / WIDTH);
    assertThat(model.states()).isNotEmpty();
    assertThat(model.coarse().patch()).isNull();
    assertThat(model.coarse().spans()).hasSize(1);
  }

  private static void assertSameAsLive(RenderModel model, WindowData data) {
    RenderModel live = RenderModelBuilder.build(data, CATEGORIES, Fixtures.fourLines());
    assertThat(model.states()).isEqualTo(live.states()).isNotEmpty();
    assertThat(model.arrows()).isEqualTo(live.arrows());
    for (int r = 0; r < live.activity().rowCount(); r++) {
      for (int c = 0; c < WIDTH; c++) {
        assertThat(model.activity().category(r, c)).isEqualTo(live.activity().category(r, c));
      }
    }
  }

  private static WindowData window(List<TimeBox> coarse) {
    List<Drawable> drawables = new ArrayList<>();
    for (int line = 0; line < 4; line++) {
      drawables.add(Primitive.state(Fixtures.OUTER, 1, 9, line, null));
      drawables.add(Primitive.state(Fixtures.INNER, 2, 3, line, null));
    }
    drawables.add(Primitive.arrow(Fixtures.MSG, 2, 0, 3, 1, null));
    return new WindowData(0, 10, WIDTH, new WindowResult(WindowQuery.lod(0, 10, WIDTH), drawables, List.of(), 0, 0, 0,
        coarse), null);
  }

  /** A stored overview's picture of the window: every timeline busy in Inner over its first half. */
  private static ActivityRaster patch() {
    List<Drawable> states = new ArrayList<>();
    for (int line = 0; line < 4; line++) {
      states.add(Primitive.state(Fixtures.INNER, 0, 5, line, null));
    }
    return ActivityRaster.build(0, 10, WIDTH, 4, line -> line, CATEGORIES, states, List.of());
  }
}
