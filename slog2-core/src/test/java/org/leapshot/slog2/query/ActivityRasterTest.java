package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

/** The per-pixel innermost state on small hand-made windows. */
class ActivityRasterTest {
  static final int OUTER = 1;
  static final int INNER = 2;
  static final int MPI = 3;
  static final int MSG = 4;

  static Map<Integer, Category> categories(boolean innerVisible) {
    return Map.of(
        OUTER, Category.of(OUTER, "Outer", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE),
        INNER, Category.of(INNER, "Inner", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE)
            .withVisible(innerVisible),
        MPI, Category.of(MPI, "MPI", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE),
        MSG, Category.of(MSG, "msg", Topology.ARROW, new Rgba(255, 255, 255, 255), 1, InfoLabel.NONE));
  }

  static ActivityRaster raster(Map<Integer, Category> cats, int rows, List<Drawable> drawables, List<Shadow> shadows) {
    return ActivityRaster.build(0, 10, 10, rows, line -> line, cats, drawables, shadows);
  }

  @Test
  void theInnermostStateWinsEachColumnAtItsNestingDepthInsideItsParent() {
    // Outer covers 0..10; in column 3 (3..4 s) Inner takes 0.7 s, so Outer keeps 0.3 s there.
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 10, 0, null), Primitive.state(INNER, 3.1, 3.8, 0, null));
    ActivityRaster r = raster(categories(true), 1, d, List.of());
    assertThat(r.category(0, 2)).isEqualTo(OUTER);
    assertThat(r.depth(0, 2)).isZero();
    assertThat(r.category(0, 3)).isEqualTo(INNER);
    assertThat(r.depth(0, 3)).isEqualTo(1);
    assertThat(r.exclusiveSeconds(0, OUTER)).isCloseTo(9.3, within(1e-9));
    assertThat(r.exclusiveSeconds(0, INNER)).isCloseTo(0.7, within(1e-9));
  }

  @Test
  void withoutBoxesAWideStateFramesItsChildrenInTheCellsInsteadOfBeingLeftToTheStatePainter() {
    // Outer spans the window: a box when drawables come with the picture, so its cells are flagged
    // BOX and carry no frame; with no drawables (the stored overview) it must be in the cells.
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 10, 0, null), Primitive.state(INNER, 3.1, 3.8, 0, null));
    ActivityRaster boxed = raster(categories(true), 1, d, List.of());
    ActivityRaster cells = ActivityRaster.buildCells(0, 10, 10, 1, line -> line, categories(true), d, List.of());
    assertThat(boxed.run(0, 0, 3) & ActivityRaster.BOX).isNotZero();
    assertThat(frameAt(boxed, 3)).isEqualTo(ActivityRaster.NONE);
    for (int i = 0; i < cells.runCount(0); i++) {
      assertThat(cells.run(0, i, 3) & ActivityRaster.BOX).isZero();
    }
    assertThat(cells.category(0, 3)).isEqualTo(INNER);
    assertThat(frameAt(cells, 3)).isEqualTo(OUTER);
    assertThat(cells.depth(0, 3)).isEqualTo(1);
    assertThat(cells.category(0, 7)).isEqualTo(OUTER);
  }

  private static int frameAt(ActivityRaster r, int column) {
    int frame = ActivityRaster.NONE;
    for (int i = 0; i < r.runCount(0) && r.run(0, i, 0) <= column; i++) {
      frame = r.run(0, i, 2);
    }
    return frame;
  }

  @Test
  void columnsOfManyShortIterationsShowEachCategoryAsOftenAsItsTimeSays() {
    // A loop of 0.1 s iterations, 30 per column: Outer 0.06 s then MPI 0.03 s then Inner 0.01 s.
    // The longest category of each column would paint all of them Outer and hide 40 % of the time.
    List<Drawable> d = new java.util.ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      double t = i * 0.1;
      d.add(Primitive.state(OUTER, t, t + 0.06, 0, null));
      d.add(Primitive.state(MPI, t + 0.06, t + 0.09, 0, null));
      d.add(Primitive.state(INNER, t + 0.09, t + 0.1, 0, null));
    }
    ActivityRaster r = ActivityRaster.build(0, 300, 100, 1, line -> line, categories(true), d, List.of());
    Map<Integer, Integer> cells = new java.util.HashMap<>();
    for (int c = 0; c < 100; c++) {
      cells.merge(r.category(0, c), 1, Integer::sum);
      assertThat(r.depth(0, c)).isZero();
    }
    assertThat(cells.get(OUTER)).isBetween(58, 62);
    assertThat(cells.get(MPI)).isBetween(28, 32);
    assertThat(cells.get(INNER)).isBetween(8, 12);
  }

  @Test
  void aShortStateDoesNotPaintAColumnItHardlyTakes() {
    // Jumpshot paints the 0.01 s call over the column; the time it takes is 1 % of it.
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 10, 0, null), Primitive.state(MPI, 5.5, 5.51, 0, null));
    ActivityRaster r = raster(categories(true), 1, d, List.of());
    assertThat(r.category(0, 5)).isEqualTo(OUTER);
  }

  @Test
  void aHiddenCategoryLetsItsParentShowThrough() {
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 10, 0, null), Primitive.state(INNER, 3, 4, 0, null));
    ActivityRaster r = raster(categories(false), 1, d, List.of());
    assertThat(r.category(0, 3)).isEqualTo(OUTER);
  }

  @Test
  void aShadowInsideARealStateIsDrawnByItsExclusiveRatiosOneLevelDeeper() {
    // A subtree on 2..6 s: MPI 75 % exclusive, Inner 25 %; it lies inside Outer.
    Shadow s = new Shadow(Topology.STATE, Category.PREVIEW_STATE_INDEX, new double[] {2, 6}, new int[] {0, 0},
        new TimeBox(2, 6), 40, List.of(new CategoryWeight(INNER, 0.25f, 0.25f, 20), new CategoryWeight(MPI, 0.75f,
            0.75f, 20)));
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 10, 0, null));
    ActivityRaster r = raster(categories(true), 1, d, List.of(s));
    // Each of its four columns holds both: MPI shows in three of them and Inner in one, as their time says.
    int mpi = 0;
    for (int c = 2; c < 6; c++) {
      assertThat(r.category(0, c)).isIn(MPI, INNER);
      mpi += r.category(0, c) == MPI ? 1 : 0;
      assertThat(r.depth(0, c)).isEqualTo(1);
    }
    assertThat(mpi).isEqualTo(3);
    assertThat(r.category(0, 7)).isEqualTo(OUTER);
    assertThat(r.exclusiveSeconds(0, OUTER)).isCloseTo(6, within(1e-6));
    assertThat(r.exclusiveSeconds(0, MPI)).isCloseTo(3, within(1e-6));
  }

  @Test
  void mergedRowsAddUpTheirTimelinesAndMessagesShowAsDensity() {
    // Lines 0 and 1 share row 0 (Outer 0..4 s around Inner 0.5..3.5 s on line 0, Inner 0..6 s on line 1);
    // lines 2 and 3 share row 1.
    List<Drawable> d = List.of(Primitive.state(OUTER, 0, 4, 0, null), Primitive.state(INNER, 0.5, 3.5, 0, null),
        Primitive.state(INNER, 0, 6, 1, null), Primitive.state(MPI, 0, 2, 3, null),
        Primitive.arrow(MSG, 1, 0, 1.5, 3, null));
    ActivityRaster r = ActivityRaster.build(0, 10, 10, 2, line -> line / 2, categories(true), d, List.of());
    assertThat(r.category(0, 1)).isEqualTo(INNER);
    assertThat(r.exclusiveSeconds(0, OUTER)).isCloseTo(1, within(1e-9));
    assertThat(r.exclusiveSeconds(0, INNER)).isCloseTo(9, within(1e-9));
    assertThat(r.category(0, 5)).isEqualTo(INNER);
    assertThat(r.category(1, 1)).isEqualTo(MPI);
    assertThat(r.category(1, 8)).isEqualTo(ActivityRaster.NONE);
    assertThat(r.density(0, 1)).isPositive();
    assertThat(r.density(1, 1)).isPositive();
    assertThat(r.density(0, 5)).isZero();
  }

  @Test
  void categoriesBeyondTheLookupTablesAndHiddenOnesCountAsSmallOnes() {
    // Indices far outside the slot and visibility tables (and negative) must give the same raster.
    int[][] indices = {{OUTER, INNER, MPI}, {70_000, -5, 4096}};
    ActivityRaster[] r = new ActivityRaster[2];
    for (int v = 0; v < 2; v++) {
      int outer = indices[v][0];
      int inner = indices[v][1];
      int hidden = indices[v][2];
      Map<Integer, Category> cats = Map.of(
          outer, Category.of(outer, "Outer", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE),
          inner, Category.of(inner, "Inner", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE),
          hidden, Category.of(hidden, "Hidden", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE)
              .withVisible(false));
      r[v] = raster(cats, 2, List.of(Primitive.state(outer, 0, 10, 0, null), Primitive.state(inner, 3.1, 3.8, 0, null),
          Primitive.state(hidden, 5, 7, 0, null), Primitive.state(inner, 1, 9, 1, null)), List.of());
      assertThat(r[v].category(0, 3)).isEqualTo(inner);
      assertThat(r[v].category(0, 5)).isEqualTo(outer); // the hidden state leaves its parent showing
      assertThat(r[v].category(1, 4)).isEqualTo(inner);
      assertThat(r[v].exclusiveSeconds(0, outer)).isCloseTo(9.3, within(1e-9));
    }
    for (int row = 0; row < 2; row++) {
      for (int c = 0; c < 10; c++) {
        assertThat(r[1].depth(row, c)).isEqualTo(r[0].depth(row, c));
      }
    }
  }
}
