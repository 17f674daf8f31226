package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.HitTest;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.ScenePainter;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.search.HitLocator;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * Where the stored overview's picture paints over every column of a window (the whole run of 16 384
 * timelines, before and after every fold), the canvas's model leaves out the states and raster
 * beneath it, which took seconds to make: the picture painted is the same to the pixel, and a click
 * or hover beneath it still finds the state it found in the whole model. Where a column shows
 * through, or there is no picture to paint over them, the model keeps them.
 */
class CanvasLoaderCoverTest {
  private static final LineIdMap MAP = LineIdMap.identity(new int[] {0, 1, 2, 3});
  private static final int OUTER = 1;
  private static final int INNER = 2;
  private static final int MSG = 3;
  private static final int PX = 400;
  private static final int ROW_PX = 20;
  private static final Map<Integer, Category> STYLES = Map.of(
      OUTER, Category.of(OUTER, "Outer", Topology.STATE, new Rgba(255, 165, 0, 255), 1, InfoLabel.NONE),
      INNER, Category.of(INNER, "Inner", Topology.STATE, new Rgba(0, 200, 0, 255), 1, InfoLabel.NONE),
      MSG, Category.of(MSG, "message", Topology.ARROW, new Rgba(40, 40, 40, 255), 3, InfoLabel.NONE));
  /** The stored overview's picture of [0, 10]: every timeline in Inner over its first half. */
  private static final ActivityRaster PATCH = ActivityRaster.build(0, 10, PX, 4, l -> l, STYLES, states(4, 0, 5, INNER),
      List.of());

  @Test
  void coveredEverywhereTheModelHasNoStatesAndPaintsTheSamePicture() throws Exception {
    List<TimeBox> spans = List.of(new TimeBox(0, 4), new TimeBox(4, 10));
    RenderModel shown = load(spans, PATCH);
    RenderModel whole = RenderModelBuilder.build(data(spans), STYLES, MAP).withCoarsePatch(PATCH);
    assertThat(whole.states()).isNotEmpty();
    assertThat(shown.states()).isEmpty();
    assertThat(shown.activity().rowCount()).as("no raster beneath the patch").isZero();
    assertThat(shown.arrows()).isEqualTo(whole.arrows());
    assertThat(shown.coarse().patch()).isSameAs(PATCH);
    assertThat(pixels(shown)).isEqualTo(pixels(whole));

    // x 120 is 3 s, inside the inner state of timeline 2 (y 40..60), beneath the patch
    Hit hit = HitTest.find(shown, context(), 120, 50).orElseThrow();
    assertThat(hit).isEqualTo(HitTest.find(whole, context(), 120, 50).orElseThrow());
    assertThat(hit.item()).isInstanceOfSatisfying(RenderModel.StateItem.class, s -> {
      assertThat(s.categoryIndex()).isEqualTo(INNER);
      assertThat(s.row()).isEqualTo(2);
    });
    // a search hit beneath the patch is highlighted where the whole model drew it, not at depth 0
    Drawable inner = Primitive.state(INNER, 2.5, 3.5, 2, null);
    assertThat(HitLocator.find(shown, context(), inner)).isPresent()
        .isEqualTo(HitLocator.find(whole, context(), inner));
    assertThat(HitTest.find(shown, context(), 20, 50).orElseThrow().item())
        .isInstanceOfSatisfying(RenderModel.StateItem.class, s -> assertThat(s.categoryIndex()).isEqualTo(OUTER));
  }

  @Test
  void whereAColumnShowsThroughOrThereIsNoPictureTheStatesStay() throws Exception {
    List<TimeBox> half = List.of(new TimeBox(0, 5));
    RenderModel partly = load(half, PATCH);
    assertThat(partly.states()).isEqualTo(RenderModelBuilder.build(data(half), STYLES, MAP).states()).isNotEmpty();
    assertThat(partly.coarse().covered()).isNull();

    List<TimeBox> all = List.of(new TimeBox(0, 10));
    RenderModel unpatched = load(all, null);
    assertThat(unpatched.states()).isNotEmpty();
    assertThat(unpatched.coarse().patch()).isNull();
  }

  /** The model the loader shows for the window [0, 10] on {@link #PX} pixels, coarse in {@code spans}. */
  private static RenderModel load(List<TimeBox> spans, ActivityRaster patch) throws Exception {
    PatchReader stored = new PatchReader(patch);
    LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
    try (BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> data(spans), stored, new TimeBox(0, 10), queue, models::add,
          e -> { });
      SwingUtilities.invokeAndWait(() -> loader.request(new Window(0, 10), PX, MAP, STYLES));
      RenderModel m = models.poll(10, TimeUnit.SECONDS);
      assertThat(m).isNotNull();
      return m;
    }
  }

  /** Nested states on every timeline and a message, coarse in {@code spans}. */
  private static WindowData data(List<TimeBox> spans) {
    List<Drawable> drawables = new ArrayList<>(states(4, 0, 10, OUTER));
    drawables.addAll(states(4, 2.5, 3.5, INNER));
    drawables.add(Primitive.arrow(MSG, 6, 0, 8, 3, null));
    return new WindowData(0, 10, PX, new WindowResult(WindowQuery.lod(0, 10, PX), drawables, List.of(), 0, 0, 0, spans),
        null);
  }

  private static List<Drawable> states(int lines, double start, double end, int category) {
    List<Drawable> out = new ArrayList<>();
    for (int line = 0; line < lines; line++) {
      out.add(Primitive.state(category, start, end, line, null));
    }
    return out;
  }

  private static PaintContext context() {
    return new PaintContext(new TimeScale(0, 10, PX), new RowLayout(MAP, ROW_PX), STYLES, CanvasTheme.LIGHT);
  }

  private static int[] pixels(RenderModel model) {
    Rectangle visible = new Rectangle(0, 0, PX, 4 * ROW_PX);
    BufferedImage img = new BufferedImage(PX, visible.height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      ScenePainter.paint(g, context(), model, visible, null);
    } finally {
      g.dispose();
    }
    return img.getRGB(0, 0, PX, visible.height, null, 0, PX);
  }
}
