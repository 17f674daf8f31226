package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.app.canvas.RenderModel.ArrowItem;
import org.leapshot.app.canvas.RenderModel.EventItem;
import org.leapshot.app.canvas.RenderModel.StateItem;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The exact drawing folded slab by slab ({@link ExactPicture}) is the picture {@link
 * RenderModelBuilder} makes from the whole window's exact query: the same cells (category, depth,
 * frame, density), the same boxes in the same paint order, the same arrows and events in the same
 * order, on generated files with deep nesting, zero-length and duplicated states, states of equal
 * ends in different categories, timelines merged into rows (ties between them for a cell), composites
 * and a hidden category, read in slabs of a few kilobytes.
 */
class ExactPicturePropertiesTest {
  static final int MESSAGE = 0;
  static final int EVENT = 1;
  static final int HIDDEN = 4;

  record Spec(long seed, int lines, int calls, int widthPx, int linesPerRow, double from, double span, long slabBytes) {}

  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.of(1, 3, 12, 40), Arbitraries.of(30, 300, 2000),
        Arbitraries.of(37, 200, 900), Arbitraries.of(1, 2, 5), Arbitraries.of(0.0, 0.0, 0.3),
        Arbitraries.of(1.0, 0.2, 0.01), Arbitraries.of(2_000L, 20_000L, 1L << 30)).as(Spec::new);
  }

  @Property(tries = 40)
  void slabFoldEqualsWholeWindowModel(@ForAll("specs") Spec spec) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-exact");
    Path file = dir.resolve("g.slog2");
    try {
      write(file, spec);
      try (TraceView trace = TraceView.open(file)) {
        double t0 = trace.range().earliest();
        double length = trace.range().latest() - t0;
        double start = t0 + spec.from() * length;
        double end = Math.min(trace.range().latest(), start + spec.span() * length);
        LineIdMap map = trace.lineIdMaps().get(0);
        Map<Integer, Category> styles = new HashMap<>(trace.categories());
        styles.put(HIDDEN, styles.get(HIDDEN).withVisible(false));
        PictureOptions options = new PictureOptions(PictureOptions.Look.ACTIVITY, true,
            new RowSelection(0, Integer.MAX_VALUE, spec.linesPerRow()));

        RenderModel whole = RenderModelBuilder.build(trace.queryExact(start, end, spec.widthPx()), styles, map,
            options);
        ExactPicture folded = ExactPicture.fold(trace.session(), start, end, spec.widthPx(), styles, map, options,
            ArrowSink.keeping(), spec.slabBytes());
        RenderModel slabs = folded.model();

        assertSameRaster(slabs.activity(), whole.activity());
        assertThat(slabs.states()).as("boxes in paint order").isEqualTo(boxes(whole));
        assertThat(slabs.arrows()).isEqualTo(whole.arrows().stream()
            .map(a -> new ArrowItem(a.start(), a.fromRow(), a.end(), a.toRow(), a.categoryIndex(), null, null, null))
            .toList());
        assertThat(slabs.events()).isEqualTo(whole.events().stream()
            .map(e -> new EventItem(e.time(), e.row(), e.categoryIndex(), null, null, null)).toList());
        assertThat(slabs.drawableCount()).isEqualTo(whole.drawableCount());
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  /** The states the whole model paints as boxes (the cells show the rest), without their drawables. */
  private static List<StateItem> boxes(RenderModel m) {
    return m.states().stream().filter(s -> m.activity().isBox(s.start(), s.end()))
        .map(s -> new StateItem(s.start(), s.end(), s.row(), s.depth(), s.categoryIndex(), null, null, 1)).toList();
  }

  static void assertSameRaster(ActivityRaster a, ActivityRaster b) {
    assertThat(a.rowCount()).isEqualTo(b.rowCount());
    assertThat(a.width()).isEqualTo(b.width());
    assertThat(a.secPerColumn()).isEqualTo(b.secPerColumn());
    for (int r = 0; r < a.rowCount(); r++) {
      assertThat(runs(a, r)).as("runs of row %d", r).isEqualTo(runs(b, r));
      for (int c = 0; c < a.width(); c++) {
        assertThat(a.density(r, c)).as("density row %d column %d", r, c).isEqualTo(b.density(r, c));
      }
    }
  }

  private static List<List<Integer>> runs(ActivityRaster a, int row) {
    List<List<Integer>> out = new ArrayList<>();
    for (int i = 0; i < a.runCount(row); i++) {
      out.add(List.of(a.run(row, i, 0), a.run(row, i, 1), a.run(row, i, 2), a.run(row, i, 3)));
    }
    return out;
  }

  /**
   * Per timeline a call tree up to 14 deep on a grid of 1/64 ms (so ends meet column edges and
   * timelines tie), with zero-length calls, repeated calls and equal-time calls of other categories;
   * messages between timelines, events, composites.
   */
  static void write(Path file, Spec spec) throws IOException {
    Random random = new Random(spec.seed());
    List<Drawable> all = new ArrayList<>();
    for (int line = 0; line < spec.lines(); line++) {
      double t = random.nextInt(8) / 64.0;
      for (int i = 0; i < Math.max(1, spec.calls() / spec.lines()); i++) {
        t = call(all, random, line, t, 0) + random.nextInt(3) / 64.0;
      }
    }
    double span = all.stream().mapToDouble(Drawable::end).max().orElse(1);
    for (int i = 0; i < spec.calls() / 3; i++) {
      double send = Math.floor(random.nextDouble() * span * 64) / 64;
      all.add(Primitive.arrow(MESSAGE, send, random.nextInt(spec.lines()), send + random.nextInt(4) / 64.0,
          random.nextInt(spec.lines()), null));
    }
    all.sort(Comparator.comparingDouble(Drawable::end));
    try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(600, 2))) {
      w.addCategory(Category.of(MESSAGE, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 3, InfoLabel.NONE));
      w.addCategory(Category.of(EVENT, "mark", Topology.EVENT, new Rgba(255, 0, 0, 255), 2, InfoLabel.NONE));
      for (int c = 2; c <= 6; c++) {
        w.addCategory(Category.of(c, "f" + c, Topology.STATE, new Rgba(c * 40, 255 - c * 30, c * 17, 255), 1,
            InfoLabel.NONE));
      }
      w.addCategory(Category.of(7, "bundle", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE));
      for (Drawable d : all) {
        w.addDrawable(d);
      }
      w.finish();
    }
  }

  /** One call starting at {@code t} with nested calls inside; returns its end. */
  private static double call(List<Drawable> all, Random random, int line, double t, int depth) {
    int cat = 2 + random.nextInt(5);
    double inner = t;
    int children = depth >= 14 ? 0 : random.nextInt(depth < 2 ? 4 : 3);
    for (int k = 0; k < children; k++) {
      inner = call(all, random, line, inner + random.nextInt(2) / 64.0, depth + 1);
    }
    double end = inner + random.nextInt(depth == 0 ? 40 : 3) / 64.0;
    all.add(Primitive.state(cat, t, end, line, null));
    switch (random.nextInt(12)) {
      case 0 -> all.add(Primitive.state(cat, t, end, line, null)); // the same call twice
      case 1 -> all.add(Primitive.state(2 + random.nextInt(5), t, end, line, null)); // equal times, maybe another category
      case 2 -> all.add(Primitive.state(2 + random.nextInt(5), end, end, line, null)); // zero length at its end
      case 3 -> all.add(Primitive.event(EVENT, (t + end) / 2, line, null));
      case 4 -> all.add(new Composite(7, List.of(Primitive.state(3, t, (t + end) / 2, line, null),
          Primitive.event(EVENT, t, line, null)), null));
      default -> { }
    }
    return end;
  }
}
