package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The level-of-detail picture model against the exact one downsampled, on generated files with
 * deep nesting, many timelines and hundreds of categories: per timeline and pixel column the
 * exclusive category shown, the same where one fills the column, and per block of columns each
 * category in as many cells.
 */
class ActivityRasterPropertiesTest {

  record Spec(long seed, int lines, int categories, int maxDepth, int phases, int width, int leafBytes) {}

  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.of(1, 3, 16, 300), Arbitraries.of(2, 12, 300),
        Arbitraries.integers().between(1, 9), Arbitraries.integers().between(1, 12), Arbitraries.of(100, 300, 1200),
        Arbitraries.of(600, 4000)).as(Spec::new);
  }

  @Property(tries = 25)
  void levelOfDetailAgreesWithExactDownsampled(@ForAll("specs") Spec spec) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-raster");
    Path file = dir.resolve("n.slog2");
    try {
      NestedCallsTrace.write(file, spec.seed(), spec.lines(), spec.categories(), spec.maxDepth(), spec.phases(),
          new WriterOptions(spec.leafBytes(), 2));
      try (TraceSession session = TraceSession.open(file, SessionOptions.DEFAULT)) {
        TimeBox run = session.timeRange();
        double t0 = run.earliest();
        double t1 = run.latest();
        WindowResult lod = session.query(WindowQuery.lod(t0, t1, spec.width()));
        WindowResult exact = session.query(WindowQuery.exact(t0, t1));
        ActivityRaster a = ActivityRaster.build(t0, t1, spec.width(), spec.lines(), line -> line,
            session.categories(), lod.drawables(), lod.shadows());
        ActivityRaster b = ActivityRaster.build(t0, t1, spec.width(), spec.lines(), line -> line,
            session.categories(), exact.drawables(), exact.shadows());
        BitSet[] shadowed = shadowedCells(lod, spec.lines(), t0, t1, spec.width());
        BitSet[] pure = pureCells(exact, session, spec.lines(), t0, t1, spec.width());
        for (int row = 0; row < spec.lines(); row++) {
          for (int c = 0; c < spec.width(); c++) {
            int want = b.category(row, c);
            int got = a.category(row, c);
            if (!shadowed[row].get(c) && pure[row].get(c)) {
              // Where the engine read every real state and one category fills the column, it shows.
              assertThat(got).as("row %d column %d read in full", row, c).isEqualTo(want);
            }
            assertThat(got == ActivityRaster.NONE).as("row %d column %d empty", row, c)
                .isEqualTo(want == ActivityRaster.NONE);
          }
        }
        // Where every real state was read, both pictures chose by credits from the same sums, each
        // keeping every category's density within a few cells: per block of columns, the counts agree.
        BlockCounts.assertClose(a, b, 5, (row, c) -> !shadowed[row].get(c));
        // Shadows are at most LevelOfDetail.MAX_SHADOW_PIXELS wide: on a narrow picture they are a
        // large part of it, and the time they summarise is spread evenly over their box. With
        // hundreds of categories in tiny leaves a box holds many of similar share: 3 lines, 300
        // categories, 6 deep, 600-byte leaves agreed on 0.896 of 1200 columns.
        double least = spec.width() >= 1200 ? 0.85 : spec.width() >= 300 ? 0.65 : 0.45;
        assertThat(BlockCounts.agreement(a, b)).as("share of cells the block counts have in common")
            .isGreaterThan(least);
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  /** Per line, the columns where the exact states have exclusive time of one category only. */
  private static BitSet[] pureCells(WindowResult exact, TraceSession session, int lines, double t0, double t1,
      int width) {
    double eps = (t1 - t0) / width * 1e-9;
    BitSet[] out = new BitSet[lines];
    for (int i = 0; i < lines; i++) {
      int line = i;
      java.util.List<org.leapshot.slog2.model.Drawable> mine = new java.util.ArrayList<>();
      for (org.leapshot.slog2.model.Drawable d : exact.drawables()) {
        java.util.List<org.leapshot.slog2.model.Primitive> parts = d instanceof org.leapshot.slog2.model.Composite k
            ? k.primitives() : java.util.List.of((org.leapshot.slog2.model.Primitive) d);
        for (org.leapshot.slog2.model.Primitive p : parts) {
          if (p.lineId(0) == line) {
            mine.add(p);
          }
        }
      }
      int[] present = new int[width];
      for (double[] sec : ActivityRaster.exclusiveSecondsPerColumn(t0, t1, width, session.categories(), mine,
          java.util.List.of()).values()) {
        for (int c = 0; c < width; c++) {
          present[c] += sec[c] > eps ? 1 : 0;
        }
      }
      out[i] = new BitSet(width);
      for (int c = 0; c < width; c++) {
        out[i].set(c, present[c] == 1);
      }
    }
    return out;
  }

  /** Per line, the columns a state shadow's box touches. */
  private static BitSet[] shadowedCells(WindowResult lod, int lines, double t0, double t1, int width) {
    BitSet[] out = new BitSet[lines];
    for (int i = 0; i < lines; i++) {
      out[i] = new BitSet(width);
    }
    double spc = (t1 - t0) / width;
    for (Shadow s : lod.shadows()) {
      if (s.topology() == Topology.STATE) {
        int c0 = (int) Math.max(0, Math.min(width - 1, Math.floor((s.start() - t0) / spc)));
        int c1 = (int) Math.max(0, Math.min(width - 1, Math.floor((s.end() - t0) / spc)));
        out[s.lineId(0)].set(c0, c1 + 1);
      }
    }
    return out;
  }
}
