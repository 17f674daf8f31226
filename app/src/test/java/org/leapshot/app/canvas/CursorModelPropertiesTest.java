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
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
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
 * The viewer reads a window's drawables with the engine's cursor (no object per drawable); the
 * model it builds must be the one built from the same drawables as objects, on generated files
 * (nested states, messages, events, composites, a hidden category), in every look.
 */
class CursorModelPropertiesTest {
  static final int MESSAGE = 0;
  static final int EVENT = 1;
  /** Hidden in the viewer's styles: left out of the model, its parents show through. */
  static final int HIDDEN = 4;

  record Spec(long seed, int lines, int states, int leafBytes, int widthPx, double from, double span,
      PictureOptions options) {}

  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.of(1, 4, 40), Arbitraries.of(50, 800, 4000),
        Arbitraries.of(600, 4000), Arbitraries.of(40, 300, 1500), Arbitraries.doubles().between(0, 0.9),
        Arbitraries.of(0.001, 0.05, 1.0), Arbitraries.of(
        new PictureOptions(PictureOptions.Look.ACTIVITY, false, RowSelection.ALL),
        new PictureOptions(PictureOptions.Look.ACTIVITY, true, RowSelection.ALL),
        new PictureOptions(PictureOptions.Look.STACKED_SHARES, false, RowSelection.ALL),
        new PictureOptions(PictureOptions.Look.STACKED_SHARES, true, RowSelection.ALL)))
        .as(Spec::new);
  }

  @Property(tries = 30)
  void modelFromCursorEqualsModelFromObjects(@ForAll("specs") Spec spec) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-cursor");
    Path file = dir.resolve("g.slog2");
    try {
      write(file, spec);
      try (TraceView trace = TraceView.open(file)) {
        double t0 = trace.range().earliest();
        double length = trace.range().latest() - t0;
        double start = t0 + spec.from() * length;
        double end = Math.min(trace.range().latest(), start + spec.span() * length);
        WindowData fromEngine = trace.query(start, end, spec.widthPx());
        List<Drawable> objects = new ArrayList<>(fromEngine.drawables());
        WindowData fromObjects = new WindowData(start, end, spec.widthPx(), objects, fromEngine.shadows());
        LineIdMap map = trace.lineIdMaps().get(0);
        PictureOptions options = spec.options();

        Map<Integer, Category> styles = new HashMap<>(trace.categories());
        styles.put(HIDDEN, styles.get(HIDDEN).withVisible(false));

        RenderModel a = RenderModelBuilder.build(fromEngine, styles, map, options);
        RenderModel b = RenderModelBuilder.build(fromObjects, styles, map, options);

        assertThat(a.states()).isEqualTo(b.states());
        assertThat(a.shadowStates()).isEqualTo(b.shadowStates());
        assertThat(a.arrows()).isEqualTo(b.arrows());
        assertThat(a.events()).isEqualTo(b.events());
        assertThat(a.drawableCount()).isEqualTo(objects.size());
        assertSameRaster(a.activity(), b.activity());
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  private static void assertSameRaster(ActivityRaster a, ActivityRaster b) {
    assertThat(a == null).isEqualTo(b == null);
    if (a == null) {
      return;
    }
    assertThat(a.rowCount()).isEqualTo(b.rowCount());
    for (int r = 0; r < a.rowCount(); r++) {
      for (int c = 0; c < a.width(); c++) {
        assertThat(a.category(r, c)).as("row %d column %d", r, c).isEqualTo(b.category(r, c));
        assertThat(a.depth(r, c)).as("depth row %d column %d", r, c).isEqualTo(b.depth(r, c));
        assertThat(a.density(r, c)).as("density row %d column %d", r, c).isEqualTo(b.density(r, c));
      }
    }
  }

  /** Nested states per timeline, messages, events, a few composites and undefined-category states. */
  static void write(Path file, Spec spec) throws IOException {
    Random random = new Random(spec.seed());
    List<Drawable> all = new ArrayList<>();
    int perLine = Math.max(1, spec.states() / spec.lines());
    for (int line = 0; line < spec.lines(); line++) {
      double t = random.nextDouble();
      for (int i = 0; i < perLine; i++) {
        double d = Math.pow(10, -3 + 3 * random.nextDouble());
        int cat = 2 + random.nextInt(5);
        all.add(Primitive.state(cat, t, t + d, line, null));
        if (random.nextBoolean()) {
          all.add(Primitive.state(2 + random.nextInt(5), t + d * 0.2, t + d * 0.7, line, null));
        }
        if (random.nextInt(4) == 0) {
          all.add(Primitive.event(EVENT, t + d * 0.5, line, null));
        }
        if (random.nextInt(30) == 0) {
          all.add(new Composite(7, List.of(Primitive.state(3, t, t + d * 0.4, line, null),
              Primitive.event(EVENT, t + d * 0.1, line, null)), null));
        }
        t += d * (1 + random.nextDouble());
      }
    }
    double span = all.stream().mapToDouble(Drawable::end).max().orElse(1);
    for (int i = 0; i < spec.states() / 4; i++) {
      double send = random.nextDouble() * span;
      all.add(Primitive.arrow(MESSAGE, send, random.nextInt(spec.lines()), send + 0.01 * random.nextDouble(),
          random.nextInt(spec.lines()), null));
    }
    all.sort(Comparator.comparingDouble(Drawable::end));
    try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(spec.leafBytes(), 2))) {
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
}
