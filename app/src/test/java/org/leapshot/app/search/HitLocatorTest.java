package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

/** Finding the canvas item of a match, or making one when the canvas does not draw it on its own. */
class HitLocatorTest {
  private static final int STATE = 1;
  private static final int MSG = 2;
  private static final int MARK = 3;

  private static Map<Integer, Category> categories() {
    Map<Integer, Category> m = new LinkedHashMap<>();
    m.put(STATE, Category.of(STATE, "Compute", Topology.STATE, new Rgba(255, 165, 0, 255), 1, InfoLabel.NONE));
    m.put(MSG, Category.of(MSG, "message", Topology.ARROW, new Rgba(0, 0, 0, 255), 1, InfoLabel.NONE));
    m.put(MARK, Category.of(MARK, "mark", Topology.EVENT, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE));
    return m;
  }

  private static final LineIdMap LINES = LineIdMap.identity(new int[] {0, 1, 2});

  private static PaintContext ctx(double start, double end) {
    return new PaintContext(new TimeScale(start, end, 1000), new RowLayout(LINES, 30), categories(),
        CanvasTheme.LIGHT);
  }

  @Test
  void aDrawnStateIsFoundAsTheModelDrawsIt() {
    Primitive outer = Primitive.state(STATE, 0, 10, 1, new byte[0]);
    Primitive inner = Primitive.state(STATE, 2, 3, 1, new byte[0]);
    RenderModel model = RenderModelBuilder.build(new WindowData(0, 10, 1000, List.<Drawable>of(outer, inner),
        List.of()), categories(), LINES);
    // a copy read again from the file is the same match
    Primitive copy = Primitive.state(STATE, 2, 3, 1, new byte[0]);
    Hit hit = HitLocator.find(model, ctx(0, 10), copy).orElseThrow();
    RenderModel.StateItem item = (RenderModel.StateItem) hit.item();
    assertThat(item.owner()).isEqualTo(inner);
    assertThat(item.depth()).as("nested in the outer state").isEqualTo(1);
    assertThat(hit.bounds().getMinX()).isEqualTo(200.0);
  }

  @Test
  void aMatchTheCanvasDoesNotDrawOnItsOwnGetsAnItemOnItsRow() {
    RenderModel empty = RenderModelBuilder.build(new WindowData(0, 10, 1000, List.of(), List.of()), categories(),
        LINES);
    Primitive state = Primitive.state(STATE, 4, 4.001, 2, new byte[0]);
    Hit s = HitLocator.locate(empty, ctx(0, 10), state).orElseThrow();
    assertThat(s.item()).isInstanceOfSatisfying(RenderModel.StateItem.class, i -> {
      assertThat(i.row()).isEqualTo(2);
      assertThat(i.owner()).isEqualTo(state);
    });
    assertThat(s.bounds().getWidth()).as("at least a pixel").isGreaterThanOrEqualTo(1.0);

    Primitive arrow = Primitive.arrow(MSG, 1, 0, 2, 2, new byte[0]);
    Hit a = HitLocator.locate(empty, ctx(0, 10), arrow).orElseThrow();
    assertThat(a.item()).isInstanceOfSatisfying(RenderModel.ArrowItem.class, i -> {
      assertThat(i.fromRow()).isEqualTo(0);
      assertThat(i.toRow()).isEqualTo(2);
      assertThat(i.isPreview()).isFalse();
    });

    Primitive event = Primitive.event(MARK, 5, 1, new byte[0]);
    assertThat(HitLocator.locate(empty, ctx(0, 10), event).orElseThrow().item())
        .isInstanceOf(RenderModel.EventItem.class);
  }

  @Test
  void aMatchOnATimelineTheMapLacksHasNoItem() {
    RenderModel empty = RenderModelBuilder.build(new WindowData(0, 10, 1000, List.of(), List.of()), categories(),
        LINES);
    assertThat(HitLocator.locate(empty, ctx(0, 10), Primitive.state(STATE, 1, 2, 7, new byte[0]))).isEmpty();
  }
}
