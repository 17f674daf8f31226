package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The canvas leaves the states beneath the stored overview's picture out of its model and makes
 * them row by row when a click or hover asks ({@link CoveredStates}): on generated files, each
 * row's states and state shadows must be exactly the whole model's (with and without the row
 * index), a click anywhere must find what it finds in the whole model, and {@link
 * CoveredStates#hideAll} may say the picture covers everything only when every view the model is
 * drawn for is covered.
 */
class CoveredStatesTest {
  record Case(long seed, int lines, int states, int leafBytes, int widthPx, double from, double span,
      int linesPerRow) {}

  @Provide
  Arbitrary<Case> cases() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.of(1, 4, 40), Arbitraries.of(50, 800, 4000),
        Arbitraries.of(600, 4000), Arbitraries.of(40, 300, 1500), Arbitraries.doubles().between(0, 0.9),
        Arbitraries.of(0.05, 1.0), Arbitraries.of(1, 3, 16)).as(Case::new);
  }

  @Property(tries = 25)
  void rowsLookedUpAreTheWholeModelsRowsAndClicksFindTheSame(@ForAll("cases") Case c) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-covered");
    Path file = dir.resolve("g.slog2");
    try {
      CursorModelPropertiesTest.write(file, new CursorModelPropertiesTest.Spec(c.seed(), c.lines(), c.states(),
          c.leafBytes(), c.widthPx(), c.from(), c.span(), PictureOptions.ACTIVITY));
      try (TraceView trace = TraceView.open(file)) {
        double t0 = trace.range().earliest();
        double length = trace.range().latest() - t0;
        double start = t0 + c.from() * length;
        double end = Math.min(trace.range().latest(), start + c.span() * length);
        WindowData data = trace.query(start, end, c.widthPx());
        LineIdMap map = trace.lineIdMaps().get(0);
        RowPlan plan = RowPlan.of(map).withLinesPerRow(c.linesPerRow());
        PictureOptions options = PictureOptions.ACTIVITY.withRows(RowSelection.of(plan));
        Map<Integer, Category> styles = new HashMap<>(trace.categories());
        styles.put(CursorModelPropertiesTest.HIDDEN,
            styles.get(CursorModelPropertiesTest.HIDDEN).withVisible(false));

        RenderModel whole = RenderModelBuilder.build(data, styles, map, options);
        StateRowIndex index = StateRowIndex.of(data, map, plan);
        int rows = plan.rowCount();
        for (int first = 0; first < rows; first++) {
          for (int last = first; last <= Math.min(rows - 1, first + 1); last++) {
            RenderModel scanned = RenderModelBuilder.buildRows(data, styles, map, options, first, last, null, null);
            RenderModel indexed = RenderModelBuilder.buildRows(data, styles, map, options, first, last,
                index.drawables(first, last), index.shadows(first, last));
            assertThat(scanned.states()).isEqualTo(statesOf(whole, first, last));
            assertThat(scanned.shadowStates()).isEqualTo(shadowsOf(whole, first, last));
            assertThat(indexed.states()).isEqualTo(scanned.states());
            assertThat(indexed.shadowStates()).isEqualTo(scanned.shadowStates());
          }
        }

        RenderModel above = RenderModelBuilder.buildAbove(data, styles, map, options)
            .withCovered(new CoveredStates(data, styles, map, options));
        assertThat(above.states()).isEmpty();
        assertThat(above.shadowStates()).isEmpty();
        PaintContext ctx = new PaintContext(new TimeScale(start, end, c.widthPx()), new RowLayout(plan, 12), styles,
            CanvasTheme.LIGHT);
        // Clicks are compared on the boxes alone: the whole model's raster also makes hits of its own
        // cells (DrawnCellHitTest), and here no stored overview paints a raster over `above`.
        whole = new RenderModel(whole.startSec(), whole.endSec(), whole.builtSecPerPx(), whole.mapTitle(),
            whole.states(), whole.shadowStates(), whole.arrows(), whole.events(), whole.drawableCount(),
            above.activity(), whole.coarse());
        int found = 0;
        for (int y = 0; y <= rows * 12; y += 3) {
          for (int x = 0; x < c.widthPx(); x += 7) {
            var want = HitTest.find(whole, ctx, x, y);
            assertThat(HitTest.find(above, ctx, x, y)).as("x %d y %d", x, y).isEqualTo(want);
            found += want.isPresent() ? 1 : 0;
          }
        }
        // The grid can miss every state of a sparse window: click each state's middle too, so that a
        // window with states is never checked vacuously.
        List<double[]> middles = new java.util.ArrayList<>();
        whole.states().forEach(s -> middles.add(new double[] {s.start(), s.end(), s.row()}));
        whole.shadowStates().forEach(s -> middles.add(new double[] {s.start(), s.end(), s.row()}));
        for (double[] m : middles) {
          double x = ctx.scale().x((Math.max(m[0], start) + Math.min(m[1], end)) / 2);
          double y = ctx.rows().centerY((int) m[2]);
          var want = HitTest.find(whole, ctx, x, y);
          assertThat(HitTest.find(above, ctx, x, y)).as("x %.1f y %.1f", x, y).isEqualTo(want);
          found += want.isPresent() ? 1 : 0;
        }
        assertThat(found > 0 || whole.states().isEmpty() && whole.shadowStates().isEmpty()).isTrue();
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  @Property(tries = 300)
  void coversOnlyWhatEveryViewOfTheModelCovers(@ForAll("spans") List<TimeBox> spans,
      @ForAll @IntRange(min = 1, max = 300) int width, @ForAll @DoubleRange(min = 0, max = 1) double zoom,
      @ForAll @DoubleRange(min = 0, max = 1) double at) {
    double finest = 10.0 / width / 1.45;
    if (!CoveredStates.hideAll(spans, 0, 10, finest)) {
      return;
    }
    // a view inside [0, 10] at the model's resolution or up to 1.45 times finer, on whole pixels
    double secPerPx = 10.0 / width / (1 + 0.45 * zoom);
    int px = Math.max(1, (int) Math.floor(10 / secPerPx * (0.2 + 0.8 * zoom)));
    double v = at * (10 - px * secPerPx);
    PaintContext ctx = new PaintContext(new TimeScale(v, v + px * secPerPx, px),
        new RowLayout(Fixtures.fourLines(), 12), Fixtures.categories(), CanvasTheme.LIGHT);
    Rectangle visible = new Rectangle(0, 0, px, 12);
    BufferedImage img = new BufferedImage(px, visible.height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setColor(Color.MAGENTA);
      g.fill(visible);
      CoarsePainter.paint(g, ctx, new RenderModel.Coarse(spans,
          ActivityRaster.ofCells(v, secPerPx, px, new int[0][], new float[0][])), visible);
    } finally {
      g.dispose();
    }
    for (int x = 0; x < px; x++) {
      assertThat(img.getRGB(x, 6)).as("column %d of %d", x, px).isNotEqualTo(Color.MAGENTA.getRGB());
    }
  }

  @Property(tries = 200)
  void aGapWiderThanTwoColumnsIsNeverCovered(@ForAll @IntRange(min = 2, max = 300) int width,
      @ForAll @DoubleRange(min = 0.5, max = 9) double cut) {
    double col = 10.0 / width;
    Assume.that(cut + 3.01 * col < 10);
    List<TimeBox> spans = List.of(new TimeBox(-1, cut), new TimeBox(cut + 2.01 * col, 11));
    assertThat(CoveredStates.hideAll(spans, 0, 10, col / 1.45)).isFalse();
    assertThat(CoveredStates.hideAll(List.of(new TimeBox(-1, cut), new TimeBox(cut, 11)), 0, 10, col / 1.45)).isTrue();
  }

  @Provide
  Arbitrary<List<TimeBox>> spans() {
    // ascending and disjoint, often meeting or nearly, some reaching past the window [0, 10]
    return Arbitraries.doubles().between(-1, 11).list().ofMinSize(1).ofMaxSize(4).flatMap(cuts -> Arbitraries.doubles()
        .between(0, 0.2).list().ofSize(cuts.size()).map(gaps -> {
          double[] c = cuts.stream().mapToDouble(Double::doubleValue).sorted().toArray();
          List<TimeBox> out = new ArrayList<>();
          double from = -1;
          for (int i = 0; i < c.length; i++) {
            if (c[i] > from) {
              out.add(new TimeBox(from, c[i]));
              from = c[i] + gaps.get(i);
            }
          }
          out.add(new TimeBox(Math.min(from, 11), 11));
          return out;
        }));
  }

  private static List<RenderModel.StateItem> statesOf(RenderModel m, int first, int last) {
    return m.states().stream().filter(s -> s.row() >= first && s.row() <= last).toList();
  }

  private static List<RenderModel.ShadowItem> shadowsOf(RenderModel m, int first, int last) {
    return m.shadowStates().stream().filter(s -> s.row() >= first && s.row() <= last).toList();
  }
}
