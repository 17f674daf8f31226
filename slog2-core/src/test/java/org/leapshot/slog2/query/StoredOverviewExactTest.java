package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The stored overview is the exact drawing of the whole run at its columns, however many slabs it is
 * read in: cell for cell (category, frame, depth word, message density) what one exact query of the
 * whole run rastered at once gives, and its profile that query's exclusive seconds per slice. Also
 * the bug it replaces: on many timelines with a tight level-of-detail budget, the whole-run
 * level-of-detail picture is not the exact one.
 */
class StoredOverviewExactTest {
  @TempDir
  Path dir;

  record Spec(long seed, int lines, int categories, int maxDepth, int columns, long slabBytes) {}

  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.of(1, 17, 300, 700), Arbitraries.of(3, 12, 200),
        Arbitraries.integers().between(1, 8), Arbitraries.of(4096, 2000, 300),
        Arbitraries.of(1L, 20_000L, 300_000L, Long.MAX_VALUE)).as(Spec::new);
  }

  @Property(tries = 10)
  void theOverviewIsTheExactWholeRunRasterWhateverTheSlabs(@ForAll("specs") Spec spec) throws IOException {
    Path dir = Files.createTempDirectory("leapshot-exact-overview");
    Path file = dir.resolve("n.slog2");
    try {
      NestedCallsTrace.write(file, spec.seed(), spec.lines(), spec.categories(), spec.maxDepth(), 3,
          new WriterOptions(3000, 2));
      try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
        StoredOverview o = StoredOverview.compute(s, spec.columns(), spec.slabBytes());
        assertSameCells(o, exactRaster(s, o.lineIds(), spec.columns()), "spec " + spec);
      }
    } finally {
      deleteAll(dir);
    }
  }

  @Test
  void composites_longStatesAndArrowsAcrossManySlabsAreCutAtTheSeamsAsAWholeRasterCutsThem() throws IOException {
    for (long seed : new long[] {1, 2, 3}) {
      Path file = dir.resolve("g" + seed + ".slog2");
      GeneratedTrace.write(file, seed, 40, 30, new WriterOptions(1500, 3));
      try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
        for (long slabBytes : new long[] {1, 50_000}) {
          StoredOverview o = StoredOverview.compute(s, StoredOverview.COLUMNS, slabBytes);
          ActivityRaster exact = exactRaster(s, o.lineIds(), StoredOverview.COLUMNS);
          assertSameCells(o, exact, "seed " + seed + ", slabs of " + slabBytes + " bytes");
          assertThat(o.rows().densityStart[o.lineIds().length]).as("message density stored").isPositive();
        }
      }
    }
  }

  @Test
  void withATightLevelOfDetailBudgetTheWholeRunReadIsWrongAndTheOverviewStillExact() throws IOException {
    Path file = dir.resolve("many.slog2");
    NestedCallsTrace.write(file, 18, 512, 12, 5, 4, new WriterOptions(4000, 4));
    SessionOptions tight = SessionOptions.DEFAULT.withReadAhead(false).withLodByteBudget(64 << 10);
    try (TraceSession s = TraceSession.open(file, tight)) {
      TimeBox run = s.timeRange();
      int columns = StoredOverview.COLUMNS;
      StoredOverview o = StoredOverview.compute(s, columns);
      int[] ids = o.lineIds();
      ActivityRaster exact = exactRaster(s, ids, columns);
      // What the overview was: the cells of one level-of-detail read of the whole run.
      WindowResult lod = s.query(WindowQuery.lod(run.earliest(), run.latest(), columns));
      assertThat(lod.shadows()).as("the walk stopped at its budget").isNotEmpty();
      ActivityRaster former = ActivityRaster.buildCells(run.earliest(), run.latest(), columns, ids.length,
          line -> Arrays.binarySearch(ids, line), Map.of(), lod.drawables(), lod.shadows());
      long differ = 0;
      for (int r = 0; r < ids.length; r++) {
        for (int c = 0; c < columns; c++) {
          differ += former.category(r, c) != exact.category(r, c) ? 1 : 0;
        }
      }
      assertThat(differ / (double) ((long) ids.length * columns)).as("cells whose category the shadows got wrong")
          .isGreaterThan(0.05);
      assertSameCells(o, exact, "tight budget");
      assertSameProfile(o, exactProfile(s, o.profileColumns()), "tight budget");
    }
  }

  @Test
  void theProfileIsTheExactExclusiveTimePerSliceWhateverTheSlabs() throws IOException {
    Path file = dir.resolve("p.slog2");
    NestedCallsTrace.write(file, 44, 64, 30, 6, 5, new WriterOptions(3000, 2));
    try (TraceSession s = TraceSession.open(file, SessionOptions.DEFAULT.withReadAhead(false))) {
      for (int columns : new int[] {StoredOverview.COLUMNS, 2000, 700}) {
        for (long slabBytes : new long[] {1, 40_000, Long.MAX_VALUE}) {
          StoredOverview o = StoredOverview.compute(s, columns, slabBytes);
          assertThat(o.profileColumns()).isEqualTo(Math.min(OverviewProfile.COLUMNS, columns));
          assertSameProfile(o, exactProfile(s, o.profileColumns()), columns + " columns, slabs of " + slabBytes);
        }
      }
    }
  }

  @Test
  void slabsAreWholeUnitsAsLargeAsTheBoundAllows() {
    assertThat(OverviewSlabs.unit(4096, 1024)).isEqualTo(4);
    assertThat(OverviewSlabs.unit(2000, 1024)).isEqualTo(125);
    assertThat(OverviewSlabs.unit(700, 700)).isEqualTo(1);
    // one stored byte per column touched: a slab of n columns reads n bytes
    OverviewSlabs.StoredBytes perColumn = (a, b) -> (long) Math.ceil(b) - (long) Math.floor(a);
    assertThat(OverviewSlabs.edges(40, 4, 10, c -> c, perColumn)).containsExactly(0, 8, 16, 24, 32, 40);
    assertThat(OverviewSlabs.edges(42, 4, 1, c -> c, perColumn)).containsExactly(0, 4, 8, 12, 16, 20, 24, 28, 32, 36,
        40, 42);
    assertThat(OverviewSlabs.edges(42, 4, Long.MAX_VALUE, c -> c, perColumn)).containsExactly(0, 42);
  }

  /** One exact query of the whole run, rastered at once: the picture the overview must be. */
  static ActivityRaster exactRaster(TraceSession s, int[] ids, int columns) throws IOException {
    TimeBox run = s.timeRange();
    WindowResult all = s.query(WindowQuery.exact(run.earliest(), run.latest()));
    assertThat(all.shadows()).isEmpty();
    return ActivityRaster.buildCells(run.earliest(), run.latest(), columns, ids.length,
        line -> Arrays.binarySearch(ids, line), Map.of(), all.drawables(), all.shadows());
  }

  private static Map<Integer, double[]> exactProfile(TraceSession s, int slices) throws IOException {
    TimeBox run = s.timeRange();
    WindowResult all = s.query(WindowQuery.exact(run.earliest(), run.latest()));
    return ActivityRaster.exclusiveSecondsPerColumn(run.earliest(), run.latest(), slices, s.categories(),
        all.drawables(), all.shadows());
  }

  private static void assertSameProfile(StoredOverview o, Map<Integer, double[]> want, String what) {
    Map<Integer, double[]> got = o.profile();
    double total = 0;
    for (Map.Entry<Integer, double[]> e : want.entrySet()) {
      double[] g = got.getOrDefault(e.getKey(), new double[o.profileColumns()]);
      for (int c = 0; c < g.length; c++) {
        double w = e.getValue()[c];
        assertThat(g[c]).as("%s: category %d slice %d", what, e.getKey(), c).isCloseTo(w, within(Math.abs(w) * 1e-6
            + 1e-12));
        total += w;
      }
    }
    assertThat(want.keySet()).as(what).containsAll(got.keySet());
    assertThat(total).as(what).isPositive();
  }

  /** Every cell of the stored rows (at their own width, one timeline a row) against the exact raster's. */
  static void assertSameCells(StoredOverview o, ActivityRaster exact, String what) {
    int[] ids = o.lineIds();
    ActivityRaster got = o.raster(o.columns(), ids.length, line -> Arrays.binarySearch(ids, line));
    long shown = 0;
    for (int r = 0; r < ids.length; r++) {
      int[] g = cells(got, r);
      int[] w = cells(exact, r);
      for (int c = 0; c < exact.width(); c++) {
        int row = r;
        int column = c;
        assertThat(Arrays.copyOfRange(g, c * 4, c * 4 + 4)).as(() -> what + ": row " + row + " column " + column
            + " (category, frame, word, density)").containsExactly(Arrays.copyOfRange(w, c * 4, c * 4 + 4));
        shown += w[c * 4] != ActivityRaster.NONE ? 1 : 0;
      }
    }
    assertThat(shown).as(what + ": cells showing a state").isPositive();
  }

  /** A row's cells, four ints each: category, frame, depth word (no BOX flag), density level. */
  private static int[] cells(ActivityRaster a, int row) {
    int[] out = new int[a.width() * 4];
    int n = a.runCount(row);
    for (int i = 0; i < n; i++) {
      int to = i + 1 < n ? a.run(row, i + 1, 0) : a.width();
      for (int c = a.run(row, i, 0); c < to; c++) {
        out[c * 4] = a.run(row, i, 1);
        out[c * 4 + 1] = a.run(row, i, 2);
        out[c * 4 + 2] = a.run(row, i, 3) & ~ActivityRaster.BOX;
      }
    }
    for (int c = 0; c < a.width(); c++) {
      if (n == 0 || c < a.run(row, 0, 0)) {
        out[c * 4] = ActivityRaster.NONE;
        out[c * 4 + 1] = ActivityRaster.NONE;
      }
      out[c * 4 + 3] = a.density(row, c);
    }
    return out;
  }

  private static void deleteAll(Path dir) throws IOException {
    try (var files = Files.list(dir)) {
      for (Path p : files.toList()) {
        Files.delete(p);
      }
    }
    Files.delete(dir);
  }
}
