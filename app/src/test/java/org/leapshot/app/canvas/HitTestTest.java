package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.List;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.junit.jupiter.api.Test;

class HitTestTest {
  private final List<Drawable> drawables = List.of(
      Primitive.state(Fixtures.OUTER, 0, 10, 1, null),
      Primitive.state(Fixtures.INNER, 2, 4, 1, null),
      Primitive.arrow(Fixtures.MSG, 6, 0, 8, 2, null));
  private final RenderModel model =
      RenderModelBuilder.build(Fixtures.window(0, 10, 1000, drawables), Fixtures.categories(), Fixtures.fourLines());
  private final PaintContext ctx = new PaintContext(new TimeScale(0, 10, 1000), new RowLayout(Fixtures.fourLines(), 40),
      Fixtures.categories(), CanvasTheme.LIGHT);

  @Test
  void theInnermostStateUnderThePointWins() {
    // Row 1 is y 40..80; the inner state spans x 200..400.
    Hit hit = HitTest.find(model, ctx, 300, 60).orElseThrow();
    assertThat(hit.item()).isInstanceOfSatisfying(StateItem.class, s -> assertThat(s.categoryIndex()).isEqualTo(Fixtures.INNER));
    Hit outer = HitTest.find(model, ctx, 100, 60).orElseThrow();
    assertThat(outer.item()).isInstanceOfSatisfying(StateItem.class, s -> assertThat(s.categoryIndex()).isEqualTo(Fixtures.OUTER));
  }

  @Test
  void anArrowIsHitWithinThreePixelsEvenOverAState() {
    // The arrow goes from (600, 20) to (800, 100); its midpoint (700, 60) lies over the outer state.
    Hit hit = HitTest.find(model, ctx, 702, 60).orElseThrow();
    assertThat(hit.item()).isInstanceOf(ArrowItem.class);
    assertThat(HitTest.find(model, ctx, 710, 60).orElseThrow().item()).isInstanceOf(StateItem.class);
  }

  @Test
  void emptySpaceHitsNothing() {
    assertThat(HitTest.find(model, ctx, 500, 140)).isEmpty();
    assertThat(HitTest.find(model, ctx, 500, 1)).isEmpty();
  }

  @Test
  void boundsMatchThePaintedBox() {
    Hit hit = HitTest.find(model, ctx, 300, 60).orElseThrow();
    Rectangle2D b = hit.bounds();
    assertThat(b.getMinX()).isEqualTo(200.0);
    assertThat(b.getMaxX()).isEqualTo(400.0);
    assertThat(b.getHeight()).isCloseTo(40 * 0.9 * 0.8, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(b.getCenterY()).isEqualTo(60.0);
  }
}
