package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The engine against brute force on generated files with many nodes: small leaves, 2–4 children
 * per node, nested and very long states, long arrows, composites and events.
 */
class GeneratedFilePropertiesTest {

  record Spec(long seed, int lines, int items, int leafBytes, int children) {}

  @Provide
  Arbitrary<Spec> specs() {
    return anySpec();
  }

  /** Generated files of every shape these properties use (other property classes share it). */
  static Arbitrary<Spec> anySpec() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 6),
        Arbitraries.integers().between(1, 60), Arbitraries.of(300, 600, 1500, 4000), Arbitraries.integers().between(2, 4))
        .as(Spec::new);
  }

  /** A written file, its drawables as read back by brute force, and an open session. */
  private static final class Fixture implements AutoCloseable {
    final Path dir;
    final Path file;
    final List<Drawable> all;
    final TraceSession session;
    final Random random;

    Fixture(Spec spec, SessionOptions options) throws IOException {
      dir = Files.createTempDirectory("leapshot-engine");
      file = dir.resolve("g.slog2");
      List<Drawable> written = GeneratedTrace.write(file, spec.seed(), spec.lines(), spec.items(),
          new WriterOptions(spec.leafBytes(), spec.children()));
      all = BruteForce.all(file);
      assertThat(all).hasSameSizeAs(written);
      session = TraceSession.open(file, options);
      random = new Random(spec.seed());
    }

    double[] randomWindow() {
      TimeBox run = session.timeRange();
      double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
      double w = random.nextInt(4) == 0 ? 0 : Math.pow(10, -4 * random.nextDouble()) * run.duration();
      return new double[] {a, a + w};
    }

    @Override
    public void close() throws IOException {
      session.close();
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  @Property(tries = 60)
  void windowQueriesEqualBruteForceAndCoverEveryPixel(@ForAll("specs") Spec spec) throws IOException {
    try (Fixture f = new Fixture(spec, SessionOptions.DEFAULT.withCacheBytes(32 << 10))) {
      for (int i = 0; i < 10; i++) {
        double[] w = f.randomWindow();
        List<Drawable> expected = BruteForce.window(f.all, w[0], w[1]);
        WindowResult exact = f.session.query(WindowQuery.exact(w[0], w[1]));
        assertThat(exact.shadows()).isEmpty();
        assertThat(exact.drawables()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(exact.drawables()).isSortedAccordingTo(DrawingOrder.DRAWABLES);
        int width = List.of(1, 7, 100, 1600).get(f.random.nextInt(4));
        WindowResult lod = f.session.query(WindowQuery.lod(w[0], w[1], width));
        PixelCoverage.assertCovers(lod, expected);
        assertThat(lod.shadows()).isSortedAccordingTo(DrawingOrder.SHADOWS);
        List<Drawable> pieces = new ArrayList<>();
        long handed = f.session.forEachDrawable(w[0], w[1], 1 + f.random.nextInt(2000), pieces::add);
        assertThat(handed).isEqualTo(pieces.size());
        assertThat(pieces).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(pieces).isSortedAccordingTo(DrawingOrder.DRAWABLES);
      }
      WindowResult overview = f.session.overview(50);
      TimeBox run = f.session.timeRange();
      PixelCoverage.assertCovers(overview, BruteForce.window(f.all, run.earliest(), run.latest()));
      // A tight byte budget stops the descent early; shadows must still cover every pixel with data.
      // Exact queries then walk the tree level by level instead of reading planned nodes: the same answer.
      SessionOptions tight = SessionOptions.DEFAULT.withLodByteBudget(f.random.nextInt(3000));
      try (TraceSession s = TraceSession.open(f.file, tight);
          TraceSession walked = TraceSession.open(f.file, SessionOptions.DEFAULT.withLodByteBudget(0))) {
        for (int i = 0; i < 5; i++) {
          double[] w = f.randomWindow();
          List<Drawable> expected = BruteForce.window(f.all, w[0], w[1]);
          PixelCoverage.assertCovers(s.query(WindowQuery.lod(w[0], w[1], 1600)), expected);
          List<Drawable> walk = walked.query(WindowQuery.exact(w[0], w[1])).drawables();
          assertThat(walk).containsExactlyInAnyOrderElementsOf(expected).isSortedAccordingTo(DrawingOrder.DRAWABLES);
          assertThat(walk).containsExactlyElementsOf(f.session.query(WindowQuery.exact(w[0], w[1])).drawables());
        }
      }
      // The budget bounds a level's breadth, not the path: with room for any one node, a window
      // inside one leaf (so one node per level), at a resolution finer than its drawables, reaches
      // the real drawables (no shadows) although the path from the root is larger than the budget.
      try (TraceSession s = TraceSession.open(f.file, SessionOptions.DEFAULT.withLodByteBudget(largestNodeBytes(f.file)))) {
        double[] leaf = insideNarrowestLeaf(f.file);
        WindowResult deep = s.query(WindowQuery.lod(leaf[0], leaf[1], 1 << 24));
        assertThat(deep.shadows()).isEmpty();
        assertThat(deep.drawables()).containsExactlyInAnyOrderElementsOf(BruteForce.window(f.all, leaf[0], leaf[1]));
      }
    }
  }

  /**
   * However tight the budget, no shadow wider than {@link LevelOfDetail#MAX_SHADOW_PIXELS} decides
   * cells unflagged: such a subtree is read, or its box is reported as coarse. Spread over a wide
   * box, a shadow's categories are painted where none of them may be.
   */
  @Property(tries = 60)
  void wideShadowsOnlyWhereTheAnswerSaysItIsCoarse(@ForAll("specs") Spec spec) throws IOException {
    try (Fixture f = new Fixture(spec, SessionOptions.DEFAULT.withCacheBytes(32 << 10).withLodByteBudget(f0(spec)))) {
      for (int i = 0; i < 10; i++) {
        double[] w = f.randomWindow();
        int width = List.of(7, 100, 1600).get(f.random.nextInt(3));
        WindowResult lod = f.session.query(WindowQuery.lod(w[0], w[1], width));
        List<TimeBox> coarse = lod.coarse();
        for (int k = 0; k < coarse.size(); k++) {
          TimeBox c = coarse.get(k);
          assertThat(c.earliest()).isGreaterThanOrEqualTo(w[0]).isLessThanOrEqualTo(c.latest());
          assertThat(c.latest()).isLessThanOrEqualTo(w[1]);
          if (k > 0) {
            assertThat(c.earliest()).isGreaterThan(coarse.get(k - 1).latest());
          }
        }
        double maxSeconds = LevelOfDetail.MAX_SHADOW_PIXELS * (w[1] - w[0]) / width;
        for (org.leapshot.slog2.model.Shadow s : lod.shadows()) {
          if (s.end() - s.start() > maxSeconds) {
            double from = Math.max(w[0], s.start());
            double to = Math.min(w[1], s.end());
            assertThat(coarse).as("shadow %s–%s of a %s–%s window on %d px", s.start(), s.end(), w[0], w[1], width)
                .anySatisfy(c -> assertThat(c.earliest() <= from && to <= c.latest()).isTrue());
          }
        }
      }
    }
    try (Fixture f = new Fixture(spec, SessionOptions.DEFAULT.withLodByteBudget(Long.MAX_VALUE))) {
      double[] w = f.randomWindow();
      assertThat(f.session.query(WindowQuery.lod(w[0], w[1], 1600)).coarse()).isEmpty();
    }
  }

  /** A budget from none to about one node's bytes: tight enough that the walk stops early. */
  private static long f0(Spec spec) {
    return new Random(spec.seed() ^ 0x5eed).nextInt(2 * spec.leafBytes());
  }

  @Property(tries = 60)
  void searchEqualsLinearScan(@ForAll("specs") Spec spec) throws IOException {
    try (Fixture f = new Fixture(spec, SessionOptions.DEFAULT.withCacheBytes(16 << 10))) {
      for (int i = 0; i < 10; i++) {
        double t = f.randomWindow()[0];
        Set<Integer> cats = f.random.nextBoolean() ? null
            : new HashSet<>(List.of(f.random.nextInt(6), f.random.nextInt(6)));
        Set<Integer> lines = f.random.nextBoolean() ? null : Set.of(f.random.nextInt(spec.lines()));
        SearchFilter filter = new SearchFilter(cats, lines);
        List<Drawable> matching = new ArrayList<>();
        for (Drawable d : f.all) {
          if ((cats == null || cats.contains(d.categoryIndex())) && (lines == null || Drawables.touchesAny(d, lines))) {
            matching.add(d);
          }
        }
        Optional<Drawable> next = matching.stream().filter(d -> d.start() > t).min(DrawingOrder.DRAWABLES);
        Optional<Drawable> prev = matching.stream().filter(d -> d.start() < t).max(DrawingOrder.DRAWABLES);
        assertSameDrawable(f.session.findNext(t, filter), next);
        assertSameDrawable(f.session.findPrevious(t, filter), prev);
      }
    }
  }

  @Property(tries = 60)
  void statisticsEqualNaiveAndScanSeesEverything(@ForAll("specs") Spec spec) throws IOException {
    try (Fixture f = new Fixture(spec, SessionOptions.DEFAULT)) {
      TimeBox run = f.session.timeRange();
      double[] w = f.randomWindow();
      RangeStatistics got = f.session.statistics(w[0], w[1], true);
      RangeStatistics naive = NaiveStatistics.of(w[0], w[1], f.session.categories(), f.all);
      assertThat(got.approximate()).isFalse();
      assertStatisticsEqual(got, naive, 1e-9 * run.duration());

      // The approximate answer over the whole run counts every primitive exactly (shadows lie wholly inside).
      RangeStatistics whole = f.session.statistics(run.earliest(), run.latest(), true);
      RangeStatistics approx = f.session.sessionStatistics().approximate(run.earliest(), run.latest(), 1);
      assertThat(approx.approximate()).isEqualTo(f.session.nodeCount() > 1);
      for (Map.Entry<Integer, DurationStats> e : whole.byCategory().entrySet()) {
        DurationStats a = approx.byCategory().get(e.getKey());
        assertThat(a.count()).as("approximate count of category %d", e.getKey()).isEqualTo(e.getValue().count());
        assertThat(a.inclusive()).isCloseTo(e.getValue().inclusive(), within(1e-3 * run.duration() + 1e-3 * a.inclusive()));
      }

      List<Drawable> scanned = new ArrayList<>();
      long n = f.session.forEachDrawable(scanned::add);
      assertThat(n).isEqualTo(f.all.size());
      assertThat(scanned).containsExactlyInAnyOrderElementsOf(f.all);
    }
  }

  private static void assertSameDrawable(Optional<SearchHit> got, Optional<Drawable> expected) {
    assertThat(got.isPresent()).as("found").isEqualTo(expected.isPresent());
    if (expected.isPresent()) {
      assertThat(DrawingOrder.compare(got.get().drawable(), expected.get())).isZero();
    }
  }

  static void assertStatisticsEqual(RangeStatistics got, RangeStatistics expected, double tolerance) {
    assertThat(got.byTimeline().keySet()).isEqualTo(expected.byTimeline().keySet());
    expected.byTimeline().forEach((line, cats) -> {
      assertThat(got.byTimeline().get(line).keySet()).isEqualTo(cats.keySet());
      cats.forEach((cat, v) -> {
        DurationStats g = got.byTimeline().get(line).get(cat);
        assertThat(g.count()).as("count line %d cat %d", line, cat).isEqualTo(v.count());
        assertThat(g.inclusive()).as("inclusive line %d cat %d", line, cat).isCloseTo(v.inclusive(), within(tolerance));
        assertThat(g.exclusive()).as("exclusive line %d cat %d", line, cat).isCloseTo(v.exclusive(), within(tolerance));
      });
    });
    assertThat(got.messages()).isEqualTo(expected.messages());
  }

  private static long largestNodeBytes(Path file) throws IOException {
    try (org.leapshot.slog2.format.Slog2Reader r = org.leapshot.slog2.format.Slog2Reader.open(file)) {
      return r.directory().entries().stream().mapToLong(e -> e.pointer().size()).max().orElse(0);
    }
  }

  /**
   * The middle half of the leaf with the smallest positive duration (or the first leaf): strictly
   * inside it, so no sibling box, which only touches it at its ends, overlaps the window.
   */
  private static double[] insideNarrowestLeaf(Path file) throws IOException {
    try (org.leapshot.slog2.format.Slog2Reader r = org.leapshot.slog2.format.Slog2Reader.open(file)) {
      TimeBox best = r.directory().leaves().get(0).box();
      for (var e : r.directory().leaves()) {
        TimeBox b = e.box();
        if (b.duration() > 0 && (best.duration() <= 0 || b.duration() < best.duration())) {
          best = b;
        }
      }
      double quarter = best.duration() / 4;
      return new double[] {best.earliest() + quarter, best.latest() - quarter};
    }
  }
}
