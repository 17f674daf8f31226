package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.junit.jupiter.api.Test;

class RenderModelBuilderTest {

  @Test
  void nestedStatesGetDepthsAndArrowsTheirRows() {
    List<Drawable> d = List.of(
        Primitive.state(Fixtures.OUTER, 0, 10, 1, null),
        Primitive.state(Fixtures.INNER, 2, 4, 1, null),
        Primitive.arrow(Fixtures.MSG, 3, 1, 5, 3, null));
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 1000, d), Fixtures.categories(), Fixtures.fourLines());
    assertThat(m.states()).extracting(StateItem::categoryIndex, StateItem::depth, StateItem::row)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(Fixtures.OUTER, 0, 1),
            org.assertj.core.groups.Tuple.tuple(Fixtures.INNER, 1, 1));
    assertThat(m.arrows()).singleElement().satisfies(a -> {
      assertThat(a.fromRow()).isEqualTo(1);
      assertThat(a.toRow()).isEqualTo(3);
      assertThat(a.isPreview()).isFalse();
    });
  }

  @Test
  void hiddenCategoriesAndUnmappedLinesAreLeftOut() {
    Map<Integer, Category> cats = new LinkedHashMap<>(Fixtures.categories());
    cats.put(Fixtures.OUTER, cats.get(Fixtures.OUTER).withVisible(false));
    List<Drawable> d = List.of(
        Primitive.state(Fixtures.OUTER, 0, 10, 1, null),
        Primitive.state(Fixtures.INNER, 2, 4, 1, null),
        Primitive.state(Fixtures.INNER, 2, 4, 99, null));
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 1000, d), cats, Fixtures.fourLines());
    assertThat(m.states()).singleElement().satisfies(s -> {
      assertThat(s.categoryIndex()).isEqualTo(Fixtures.INNER);
      assertThat(s.depth()).isZero(); // its hidden parent no longer pushes it down
    });
  }

  @Test
  void subPixelStatesAreMergedToAboutOnePerPixelColumn() {
    List<Drawable> d = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      d.add(Primitive.state(Fixtures.INNER, i * 1e-4, i * 1e-4 + 5e-5, 0, null));
    }
    // 1 s on 100 px: 100 states per pixel column.
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 1, 100, d), Fixtures.categories(), Fixtures.fourLines());
    assertThat(m.states()).hasSizeLessThanOrEqualTo(101);
    assertThat(m.states().stream().mapToInt(StateItem::merged).sum()).isEqualTo(10_000);
  }

  @Test
  void statesWiderThanAPixelAreNeverMerged() {
    List<Drawable> d = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      d.add(Primitive.state(Fixtures.INNER, i * 0.02, i * 0.02 + 0.015, 0, null));
    }
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 1, 1000, d), Fixtures.categories(), Fixtures.fourLines());
    assertThat(m.states()).hasSize(50).allSatisfy(s -> assertThat(s.merged()).isEqualTo(1));
  }

  @Test
  void compositesAreDrawnAsTheirPrimitives() {
    Composite c = new Composite(Fixtures.OUTER, List.of(Primitive.state(Fixtures.INNER, 1, 2, 0, null),
        Primitive.arrow(Fixtures.MSG, 2, 0, 3, 2, null)), null);
    RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 1000, List.of(c)), Fixtures.categories(),
        LineIdMap.identity(new int[] {0, 1, 2}));
    assertThat(m.states()).singleElement().satisfies(s -> assertThat(s.owner()).isSameAs(c));
    assertThat(m.arrows()).singleElement().satisfies(a -> assertThat(a.owner()).isSameAs(c));
  }

  @Test
  void statesLandInTheRowOfTheirLineIdInDenseAndSparseMaps() {
    // A dense map with a gap (row table) and a sparse one (binary search) must place alike.
    for (int[] lines : new int[][] {{-3, 0, 7}, {-3, 0, 2_000_000_000}}) {
      List<Drawable> d = new ArrayList<>();
      for (int line : new int[] {lines[2], -3, 5, 0, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
        d.add(Primitive.state(Fixtures.OUTER, 0, 10, line, null));
      }
      RenderModel m = RenderModelBuilder.build(Fixtures.window(0, 10, 1000, d), Fixtures.categories(),
          LineIdMap.identity(lines));
      assertThat(m.states()).extracting(StateItem::row).containsExactlyInAnyOrder(2, 0, 1);
    }
  }

  @Test
  void aBigWindowGetsTheSameActivityRasterAsOneBuiltDirectly() {
    // Enough states that the raster is built on its own thread beside the nesting.
    List<Drawable> d = new ArrayList<>();
    for (int i = 0; i < RasterJob.MIN_ITEMS + 10; i++) {
      d.add(Primitive.state(i % 3 == 0 ? Fixtures.OUTER : Fixtures.INNER, i * 0.001, i * 0.001 + 0.0015 * (i % 5),
          i % 4, null));
    }
    var data = Fixtures.window(0, 30, 700, d);
    RenderModel m = RenderModelBuilder.build(data, Fixtures.categories(), Fixtures.fourLines());
    var direct = org.leapshot.slog2.query.ActivityRaster.build(0, 30, 700, 4, line -> line, Fixtures.categories(), d,
        List.of());
    var threaded = m.activity();
    for (int row = 0; row < 4; row++) {
      assertThat(threaded.runCount(row)).isEqualTo(direct.runCount(row)).isPositive();
      for (int col = 0; col < 700; col++) {
        assertThat(threaded.category(row, col)).isEqualTo(direct.category(row, col));
        assertThat(threaded.depth(row, col)).isEqualTo(direct.depth(row, col));
      }
      assertThat(threaded.exclusiveSeconds(row, Fixtures.INNER)).isEqualTo(direct.exclusiveSeconds(row, Fixtures.INNER));
    }
  }
}
