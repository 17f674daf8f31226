package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * What the stored overview's picture paints over is left out ({@link LevelOfDetail}): where the
 * coarse bands cover every column ({@link CoveredStates#hideAll}), a model built without states
 * ({@link RenderModelBuilder#buildAbove}) must give the same picture.
 */
class CoarseCoverTest {
  private static final Map<Integer, Category> CATEGORIES = Fixtures.categories();
  /** Not in the categories: drawn as an event (one vertex). */
  private static final int EVENT = 7;
  private static final Color UNPAINTED = Color.MAGENTA;
  private static final int ROW_PX = 12;

  @Property(tries = 100)
  void withEveryColumnCoveredTheModelWithoutStatesPaintsTheSamePicture(@ForAll("drawables") List<Drawable> drawables,
      @ForAll @IntRange(min = 20, max = 400) int width, @ForAll("covering") List<TimeBox> coarse) {
    WindowData data = new WindowData(0, 10, width, new WindowResult(WindowQuery.lod(0, 10, width), drawables, List.of(),
        0, 0, 0, coarse), null);
    PaintContext ctx = context(width);
    Rectangle visible = new Rectangle(0, 0, width, 4 * ROW_PX);
    RenderModel all = RenderModelBuilder.build(data, CATEGORIES, Fixtures.fourLines());
    RenderModel above = RenderModelBuilder.buildAbove(data, CATEGORIES, Fixtures.fourLines(), PictureOptions.ACTIVITY);
    assertThat(CoveredStates.hideAll(all.coarse().spans(), 0, 10, 10.0 / width)).isTrue();
    assertThat(above.states()).isEmpty();
    assertThat(above.arrows()).isEqualTo(all.arrows());
    assertThat(above.events()).isEqualTo(all.events());
    ActivityRaster patch = patch(width);
    assertThat(pixels(above.withCoarsePatch(patch), ctx, visible))
        .isEqualTo(pixels(all.withCoarsePatch(patch), ctx, visible));
  }

  @Provide
  Arbitrary<List<TimeBox>> spans() {
    // ascending, disjoint, some reaching past the window [0, 10]: as a window's answer gives them
    return Arbitraries.doubles().between(-1, 11).list().ofMaxSize(8).map(cuts -> {
      double[] c = cuts.stream().mapToDouble(Double::doubleValue).sorted().toArray();
      List<TimeBox> out = new ArrayList<>();
      for (int i = 0; i + 1 < c.length; i += 2) {
        out.add(new TimeBox(c[i], c[i + 1]));
      }
      return out;
    });
  }

  @Provide
  Arbitrary<List<TimeBox>> covering() {
    // the whole window in one span, or in two that meet
    return Arbitraries.doubles().between(0.5, 9.5).flatMap(cut -> Arbitraries.of(
        List.of(new TimeBox(-1, cut), new TimeBox(cut, 11)), List.of(new TimeBox(0, 10))));
  }

  @Provide
  Arbitrary<List<Drawable>> drawables() {
    Arbitrary<Drawable> state = Arbitraries.doubles().between(0, 10).tuple2().flatMap(t -> Arbitraries.integers()
        .between(0, 3).flatMap(line -> Arbitraries.of(Fixtures.OUTER, Fixtures.INNER).map(cat -> Primitive.state(cat,
            Math.min(t.get1(), t.get2()), Math.max(t.get1(), t.get2()), line, null))));
    Arbitrary<Drawable> arrow = Arbitraries.doubles().between(0, 10).tuple2().flatMap(t -> Arbitraries.integers()
        .between(0, 3).tuple2().map(l -> Primitive.arrow(Fixtures.MSG, t.get1(), l.get1(), t.get2(), l.get2(), null)));
    Arbitrary<Drawable> event = Arbitraries.doubles().between(0, 10).flatMap(t -> Arbitraries.integers().between(0, 3)
        .map(line -> Primitive.event(EVENT, t, line, null)));
    return Arbitraries.frequencyOf(Tuple.of(5, state), Tuple.of(1, arrow),
        Tuple.of(2, event)).list().ofMaxSize(60);
  }

  private static PaintContext context(int width) {
    return new PaintContext(new TimeScale(0, 10, width), new RowLayout(Fixtures.fourLines(), ROW_PX), CATEGORIES,
        CanvasTheme.LIGHT);
  }

  private static ActivityRaster empty(int width) {
    return ActivityRaster.ofCells(0, 10.0 / width, width, new int[0][], new float[0][]);
  }

  /** A stored overview's picture of the window: every timeline busy in Inner over its first half. */
  private static ActivityRaster patch(int width) {
    List<Drawable> states = new ArrayList<>();
    for (int line = 0; line < 4; line++) {
      states.add(Primitive.state(Fixtures.INNER, 0, 5, line, null));
    }
    return ActivityRaster.build(0, 10, width, 4, line -> line, CATEGORIES, states, List.of());
  }

  private static int[] pixels(RenderModel model, PaintContext ctx, Rectangle visible) {
    BufferedImage img = new BufferedImage(visible.width, visible.height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      ScenePainter.paint(g, ctx, model, visible, null);
    } finally {
      g.dispose();
    }
    int[] px = img.getRGB(0, 0, visible.width, visible.height, null, 0, visible.width);
    return Arrays.copyOf(px, px.length);
  }
}
