package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.RenderModel.ShadowItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * A click reads what the clicked pixel shows: in a row merging timelines 0 and 1, the hit test
 * prefers a state of the category the raster draws in that cell over a deeper state of one
 * timeline, and where the raster paints the cell (no real box) the hit is the drawn cell itself,
 * not the shadow read under it.
 */
class DrawnCellHitTest {
  /** 10 s on 1000 px, rows 40 px high, two timelines per row: row 0 = lines 0 and 1. */
  private final PaintContext ctx = new PaintContext(new TimeScale(0, 10, 1000),
      new RowLayout(Fixtures.fourLines(), 40, 2), Fixtures.categories(), CanvasTheme.LIGHT);

  private static StateItem state(int category, double s, double e, int depth, int line) {
    Primitive p = Primitive.state(category, s, e, line, null);
    return new StateItem(s, e, 0, depth, category, p, p, 1);
  }

  private static RenderModel model(int[] row0, List<ShadowItem> shadows) {
    ActivityRaster raster = ActivityRaster.ofCells(0, 0.01, 1000, new int[][] {row0, {0, ActivityRaster.NONE,
        ActivityRaster.NONE, 0}}, new float[2][]);
    List<StateItem> states = List.of(state(Fixtures.OUTER, 0, 10, 0, 0), state(Fixtures.OUTER, 0, 10, 0, 1),
        state(Fixtures.INNER, 2, 4, 1, 0));
    return new RenderModel(0, 10, 0.01, "", states, shadows, List.of(), List.of(), 3, raster);
  }

  @Test
  void inAMergedRowTheStateOfTheDrawnCategoryWinsOverADeeperOne() {
    // The row's boxes show Outer (timeline 1 and most of 0); timeline 0's Inner is deeper.
    RenderModel m = model(new int[] {0, Fixtures.OUTER, ActivityRaster.NONE, ActivityRaster.BOX}, List.of());
    Hit hit = HitTest.find(m, ctx, 300, 20).orElseThrow();
    assertThat(hit.item()).isInstanceOfSatisfying(StateItem.class,
        s -> assertThat(s.categoryIndex()).as("the drawn colour").isEqualTo(Fixtures.OUTER));
  }

  @Test
  void withoutADrawnCategoryTheDeepestStateStillWins() {
    RenderModel m = new RenderModel(0, 10, 0.01, "", model(new int[0], List.of()).states(), List.of(), List.of(),
        List.of(), 3);
    assertThat(HitTest.find(m, ctx, 300, 20).orElseThrow().item()).isInstanceOfSatisfying(StateItem.class,
        s -> assertThat(s.categoryIndex()).isEqualTo(Fixtures.INNER));
  }

  @Test
  void aCellTheRasterPaintsIsHitAsTheDrawnCellNotTheShadowUnderIt() {
    Shadow wide = new Shadow(Topology.STATE, Category.PREVIEW_STATE_INDEX, new double[] {0, 10}, new int[] {0, 0},
        new TimeBox(0, 10), 5, List.of());
    RenderModel m = model(new int[] {0, Fixtures.INNER, Fixtures.OUTER, 1}, List.of(new ShadowItem(0, 10, 0, 3, wide)));
    Hit hit = HitTest.find(m, ctx, 300.5, 20).orElseThrow();
    assertThat(hit.item()).isInstanceOfSatisfying(DrawnCell.class, c -> {
      assertThat(c.category()).isEqualTo(Fixtures.INNER);
      assertThat(c.coarse()).isTrue();
      assertThat(c.row()).isZero();
      assertThat(c.lineIds()).containsExactly(0, 1);
      assertThat(c.fromSec()).isCloseTo(3.00, org.assertj.core.data.Offset.offset(1e-9));
      assertThat(c.toSec()).isCloseTo(3.01, org.assertj.core.data.Offset.offset(1e-9));
    });
    assertThat(HitTest.find(m, ctx, 300.5, 20, false).orElseThrow().item()).as("Shift+click: the summary beneath")
        .isInstanceOf(ShadowItem.class);
    // Near the row's edge, outside the inner box, the pixel shows the frame (the outer state).
    Hit edge = HitTest.find(m, ctx, 300.5, 3).orElseThrow();
    assertThat(edge.item()).isInstanceOfSatisfying(DrawnCell.class,
        c -> assertThat(c.category()).isEqualTo(Fixtures.OUTER));
  }
}
