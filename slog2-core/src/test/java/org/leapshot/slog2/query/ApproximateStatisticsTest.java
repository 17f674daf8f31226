package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * The approximate (shadow-based) statistics against the exact ones: every figure within the stated
 * bound, and no timeline with more exclusive state time than the range holds.
 */
class ApproximateStatisticsTest {
  /** Resolutions of the level-of-detail read behind an approximate answer. */
  static final Integer[] WIDTHS = {1, 3, 16, 100, 2048};

  @Provide
  Arbitrary<Spec> specs() {
    return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 6),
        Arbitraries.integers().between(5, 120), Arbitraries.of(300, 600, 1500, 4000), Arbitraries.integers().between(2, 4))
        .as(Spec::new);
  }

  /** A generated file whose category total met its bound to the float rounding of the shadows' ratios. */
  @Example
  void aTotalAtTheEdgeOfItsBound() throws IOException {
    generatedFilesApproximateWithinBoundOfExact(new Spec(-7906153, 4, 5, 600, 2));
  }

  @Property(tries = 80)
  void generatedFilesApproximateWithinBoundOfExact(@ForAll("specs") Spec spec) throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession s = TraceSession.open(file)) {
        Random random = new Random(spec.seed());
        TimeBox run = s.timeRange();
        checkWithinBound(s, run.earliest(), run.latest(), 1 + random.nextInt(64));
        for (int i = 0; i < 6; i++) {
          double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
          double b = a + random.nextDouble() * run.duration();
          checkWithinBound(s, a, b, WIDTHS[random.nextInt(WIDTHS.length)]);
        }
      }
    });
  }

  /**
   * One long state per timeline holding thousands of short ones in small leaves: the long one is
   * read whole from the root while its children are shadows. Its exclusive time is the gaps between
   * them, not its whole length again (which made a timeline's exclusive time twice the range).
   */
  @Example
  void nestedStatesAreNotCountedOnceMore() throws IOException {
    Path dir = Files.createTempDirectory("leapshot-nested");
    Path file = dir.resolve("nested.slog2");
    try {
      List<Drawable> drawables = new ArrayList<>();
      for (int line = 0; line < 4; line++) {
        for (int i = 0; i < 3000; i++) {
          drawables.add(Primitive.state(GeneratedTrace.COMPUTE, i + 0.1, i + 1.0, line, null));
        }
        drawables.add(Primitive.state(GeneratedTrace.OUTER, 0, 3000, line, null));
      }
      drawables.sort(Comparator.comparingDouble(Drawable::end));
      try (Slog2Writer w = Slog2Writer.create(file, new WriterOptions(2000, 2))) {
        for (Category c : GeneratedTrace.categories()) {
          w.addCategory(c);
        }
        for (Drawable d : drawables) {
          w.addDrawable(d);
        }
        w.finish();
      }
      try (TraceSession s = TraceSession.open(file)) {
        RangeStatistics approx = s.sessionStatistics().approximate(0, 3000, 64);
        assertThat(approx.approximate()).isTrue();
        assertThat(approx.bound().timelineSeconds()).as("bound").isLessThan(1);
        for (int line = 0; line < 4; line++) {
          DurationStats outer = approx.byTimeline().get(line).get(GeneratedTrace.OUTER);
          DurationStats inner = approx.byTimeline().get(line).get(GeneratedTrace.COMPUTE);
          assertThat(outer.inclusive()).isCloseTo(3000, within(1e-9));
          assertThat(outer.exclusive()).as("gaps of line %d", line).isCloseTo(300, within(approx.bound().timelineSeconds()));
          assertThat(inner.exclusive()).isCloseTo(2700, within(approx.bound().timelineSeconds()));
          // the outer state, read whole, covers the range: the exclusive times add up to it (StateTimeBudget)
          assertThat(outer.exclusive() + inner.exclusive()).isCloseTo(3000, within(1e-6));
        }
        checkWithinBound(s, 0, 3000, 64);
      }
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  static void checkWithinBound(TraceSession s, double t0, double t1, int widthPx) throws IOException {
    RangeStatistics exact = s.statistics(t0, t1, true);
    RangeStatistics approx = s.sessionStatistics().approximate(t0, t1, widthPx);
    StatisticsBound bound = approx.bound();
    double slack = 1e-9 * Math.max(1, Math.abs(t1) + Math.abs(t0));
    Map<Integer, Category> cats = s.categories();
    for (int line : union(exact.byTimeline().keySet(), approx.byTimeline().keySet())) {
      Map<Integer, DurationStats> e = exact.byTimeline().getOrDefault(line, Map.of());
      Map<Integer, DurationStats> a = approx.byTimeline().getOrDefault(line, Map.of());
      double stateExclusive = 0;
      for (int cat : union(e.keySet(), a.keySet())) {
        DurationStats x = e.getOrDefault(cat, DurationStats.ZERO);
        DurationStats y = a.getOrDefault(cat, DurationStats.ZERO);
        String where = "line " + line + " category " + cat + " in [" + t0 + ", " + t1 + "] at " + widthPx + " px";
        assertThat(Math.abs(y.count() - x.count())).as("count, " + where).isLessThanOrEqualTo(bound.count());
        double floatRounding = 1e-6 * Math.max(Math.max(x.inclusive(), y.inclusive()), 0);
        assertThat(Math.abs(y.inclusive() - x.inclusive())).as("inclusive, " + where)
            .isLessThanOrEqualTo(bound.timelineSeconds() + slack + floatRounding);
        assertThat(Math.abs(y.exclusive() - x.exclusive())).as("exclusive, " + where)
            .isLessThanOrEqualTo(bound.timelineSeconds() + slack + floatRounding);
        Category c = cats.get(cat);
        if (c != null && c.topology() == Topology.STATE) {
          stateExclusive += y.exclusive();
        }
      }
      if (approx.approximate()) { // exact figures exceed it where states overlap without nesting
        assertThat(stateExclusive).as("exclusive state time of line %d", line)
            .isLessThanOrEqualTo(Math.max(0, t1 - t0) + slack);
      }
    }
    for (int cat : union(exact.byCategory().keySet(), approx.byCategory().keySet())) {
      DurationStats x = exact.byCategory().getOrDefault(cat, DurationStats.ZERO);
      DurationStats y = approx.byCategory().getOrDefault(cat, DurationStats.ZERO);
      // Shadows keep their ratios as floats: a total at the edge of its bound can pass it by their
      // rounding (22.65484201 against 22.65484172 seconds in one generated file).
      double floatRounding = 1e-6 * Math.max(x.exclusive(), y.exclusive());
      assertThat(Math.abs(y.exclusive() - x.exclusive())).as("category %d total", cat)
          .isLessThanOrEqualTo(bound.categorySeconds() + slack + floatRounding);
    }
    if (!approx.approximate()) {
      assertThat(bound).isEqualTo(StatisticsBound.EXACT);
    }
  }

  private static java.util.SortedSet<Integer> union(java.util.Set<Integer> a, java.util.Set<Integer> b) {
    java.util.SortedSet<Integer> u = new java.util.TreeSet<>(a);
    u.addAll(b);
    return u;
  }
}
