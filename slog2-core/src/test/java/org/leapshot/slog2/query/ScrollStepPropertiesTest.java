package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.tree.Slog2Writer;
import org.leapshot.slog2.write.WriterOptions;

/**
 * A walker that answers scroll steps from its previous answer ({@link ScrollStep}) against a fresh
 * walker for every query, on generated files: the same drawables in the same order and the same
 * shadows, through scrolls both ways, jumps, zooms, windows whose edges are node boundaries, exact
 * and level-of-detail queries interleaved, a cache small enough to drop nodes between steps, and
 * files full of drawables that tie in drawing order (equal keys, different info) across nodes.
 */
class ScrollStepPropertiesTest {

  record Case(GeneratedFilePropertiesTest.Spec spec, boolean ties, long cacheBytes) {}

  @Provide
  Arbitrary<Case> cases() {
    return net.jqwik.api.Combinators.combine(GeneratedFilePropertiesTest.anySpec(), Arbitraries.of(false, true),
        Arbitraries.of(0L, 16L << 10, 64L << 20)).as(Case::new);
  }

  /** Two walkers over one file: one keeps its answers for the next step, the other is new for every query. */
  private static final class Walkers implements AutoCloseable {
    final Path dir;
    final Slog2Reader reader;
    final ExecutorService pool = Executors.newFixedThreadPool(2);
    final NodeLoader loader;
    final DirectoryPlan plan;
    final WindowWalker stepping;
    final List<double[]> edges = new ArrayList<>();
    final TimeBox run;

    Walkers(Case c) throws IOException {
      dir = Files.createTempDirectory("leapshot-scroll");
      Path file = dir.resolve("g.slog2");
      GeneratedFilePropertiesTest.Spec s = c.spec();
      WriterOptions options = new WriterOptions(s.leafBytes(), s.children());
      if (c.ties()) {
        writeTies(file, s.seed(), s.lines(), s.items() * 20, options);
      } else {
        GeneratedTrace.write(file, s.seed(), s.lines(), s.items(), options);
      }
      reader = Slog2Reader.open(file);
      loader = new NodeLoader(new NodeSource(reader, c.cacheBytes()), pool, 1);
      plan = new DirectoryPlan(reader.directory(), reader.header().childrenPerNode());
      stepping = walker();
      TimeBox box = TimeBox.EMPTY;
      for (DirectoryEntry e : reader.directory().entries()) {
        edges.add(new double[] {e.box().earliest(), e.box().latest()});
        box = box.union(e.box());
      }
      run = box;
    }

    WindowWalker walker() {
      return new WindowWalker(loader, reader.header().treeRoot(), SessionOptions.DEFAULT_LOD_BYTE_BUDGET, plan);
    }

    WindowResult assertSameAsFresh(WindowQuery q) throws IOException {
      WindowResult got = stepping.run(q, () -> false);
      WindowResult fresh = walker().run(q, () -> false);
      assertSame(q, got, fresh);
      return got;
    }

    @Override
    public void close() throws IOException {
      pool.shutdownNow();
      reader.close();
      try (var files = Files.list(dir)) {
        for (Path p : files.toList()) {
          Files.delete(p);
        }
      }
      Files.delete(dir);
    }
  }

  static void assertSame(WindowQuery q, WindowResult got, WindowResult fresh) {
    assertThat(got.drawables()).as("drawables of %s", q).containsExactlyElementsOf(fresh.drawables());
    assertThat(got.drawables()).isSortedAccordingTo(DrawingOrder.DRAWABLES);
    // the stepped answer's columns (copied in part from the previous answer's) against a fresh list
    DrawableCursorPropertiesTest.assertYields(got.cursor(), fresh.drawables());
    assertThat(got.shadows()).hasSameSizeAs(fresh.shadows());
    for (int i = 0; i < got.shadows().size(); i++) {
      Shadow a = got.shadows().get(i);
      Shadow b = fresh.shadows().get(i);
      assertThat(new double[] {a.start(), a.end(), a.categoryIndex(), a.lineId(0)})
          .as("shadow %d of %s", i, q).containsExactly(b.start(), b.end(), b.categoryIndex(), b.lineId(0));
    }
  }

  @Property(tries = 80)
  void everyStepAnswersAsAFreshQuery(@ForAll("cases") Case c) throws IOException {
    steps(c, false);
  }

  /**
   * The same walks with the read-ahead's span ({@link SpanColumns}) made after half the queries (as
   * a read-ahead that has or has not finished): answers from it are a fresh query's, drawable for
   * drawable and in order, and every drawable that intersects the window (brute force).
   */
  @Property(tries = 80)
  void stepsInsideAPreparedSpanAnswerAsAFreshQueryAndBruteForce(@ForAll("cases") Case c) throws IOException {
    steps(c, true);
  }

  /**
   * After the span around a window is made, steps of half a window both ways, a zoom in and windows
   * at the span's edges are answered from it (nothing merged: a view of its columns) as fresh
   * queries; a window reaching past the span is not.
   */
  @Example
  void scrollStepsInsideTheSpanAreAnsweredFromIt() throws IOException {
    GeneratedFilePropertiesTest.Spec spec = new GeneratedFilePropertiesTest.Spec(7, 12, 4000, 2048, 3);
    try (Walkers w = new Walkers(new Case(spec, false, 64L << 20))) {
      double width = w.run.duration() / 40;
      double start = w.run.earliest() + w.run.duration() / 2;
      WindowQuery q = WindowQuery.exact(start, start + width);
      w.assertSameAsFresh(q);
      assertThat(w.stepping.prepareSpan(q, () -> false)).isTrue();
      double reach = WindowWalker.SPAN_WINDOWS * width;
      for (WindowQuery next : List.of(q.shifted(width / 2), q.shifted(-width / 2), q.shifted(reach), q.shifted(-reach),
          new WindowQuery(start + width / 4, start + width * 3 / 4, 1600, false))) {
        WindowResult got = w.assertSameAsFresh(next);
        assertThat(got.drawables()).as("%s", next).isInstanceOf(SpanWindow.class).isNotEmpty();
      }
      assertThat(w.assertSameAsFresh(q.shifted(reach + width / 8)).drawables()).isNotInstanceOf(SpanWindow.class);
    }
  }

  /**
   * Walks inside one prepared span (half-window steps both ways, drags, zooms in and out, jumps to
   * anywhere in it), each window answered from the span with the previous window's drawables that
   * last into it carried over ({@link SpanColumns#window} with a previous window): the same places
   * as when they are looked for among all before the window, and the fresh query's drawables.
   */
  @Property(tries = 60)
  void windowsCarriedOverInsideASpanAnswerAsWhenFoundAfresh(@ForAll("cases") Case c) throws IOException {
    try (Walkers w = new Walkers(c)) {
      Random random = new Random(c.spec().seed() ^ 0x5DEECE66DL);
      double width = w.run.duration() * Math.pow(10, -2 * random.nextDouble()) / 8;
      double centre = w.run.earliest() + random.nextDouble() * w.run.duration();
      WindowQuery first = WindowQuery.exact(centre - width / 2, centre + width / 2);
      if (!w.stepping.prepareSpan(first, () -> false)) {
        return; // too many nodes for a plan, or out of order: nothing answers from a span
      }
      SpanColumns span = w.stepping.currentSpan();
      double from = first.start() - WindowWalker.SPAN_WINDOWS * width;
      double to = first.end() + WindowWalker.SPAN_WINDOWS * width;
      SpanWindow previous = null;
      double start = first.start();
      double length = width;
      for (int step = 0; step < 60; step++) {
        switch (random.nextInt(6)) {
          case 0, 1 -> start += length / 2;
          case 2 -> start -= length / 2;
          case 3 -> start += length * (random.nextDouble() - 0.5) * 0.4;
          case 4 -> {
            double f = random.nextBoolean() ? 2 : 0.5;
            start += (length - length / f) / 2;
            length /= f;
          }
          default -> start = from + random.nextDouble() * (to - from - length);
        }
        length = Math.min(length, to - from);
        start = Math.max(from, Math.min(start, to - length));
        WindowQuery q = WindowQuery.exact(start, start + length);
        DirectoryPlan.Nodes nodes = w.plan.overlapping(q.start(), q.end(), Long.MAX_VALUE);
        SpanWindow afresh = nodes == null ? null : span.window(q, nodes.nodes(), null);
        if (afresh == null) {
          continue; // outside the run, or its nodes are not the span's overlapping it
        }
        SpanWindow carried = span.window(q, nodes.nodes(), previous);
        assertThat(carried.before()).as("before %s after %s", q, previous == null ? null : previous.startSec())
            .containsExactly(afresh.before());
        if (previous != null && previous.startSec() <= start) { // carried whether or not window() judges it cheaper
          assertThat(span.carried(previous, start, afresh.from())).as("carried into %s", q)
              .containsExactly(span.lastingInto(start, afresh.from()));
        }
        assertThat(carried.from()).isEqualTo(afresh.from());
        assertThat(carried).containsExactlyElementsOf(afresh);
        assertSame(q, new WindowResult(q, carried, WindowShadows.EMPTY, 0, 0, 0), w.walker().run(q, () -> false));
        previous = carried;
      }
    }
  }

  private static void steps(Case c, boolean spans) throws IOException {
    try (Walkers w = new Walkers(c)) {
      List<Drawable> all = spans ? BruteForce.all(w.dir.resolve("g.slog2")) : null;
      Random random = new Random(c.spec().seed());
      double width = w.run.duration() * Math.pow(10, -3 * random.nextDouble());
      double start = w.run.earliest() + random.nextDouble() * (w.run.duration() - width);
      boolean exact = random.nextBoolean();
      int px = 1600;
      for (int step = 0; step < 40; step++) {
        switch (random.nextInt(8)) {
          case 0, 1 -> start += width / 2; // the viewer's scroll step
          case 2 -> start -= width / 2;
          case 3 -> start += width * (random.nextDouble() - 0.5) * 0.4; // a drag
          case 4 -> { // zoom in or out about the centre
            double f = random.nextBoolean() ? 2 : 0.5;
            start += (width - width / f) / 2;
            width /= f;
          }
          case 5 -> { // an edge on a node boundary
            double[] e = w.edges.get(random.nextInt(w.edges.size()));
            double t = e[random.nextInt(2)];
            start = random.nextBoolean() ? t : t - width;
          }
          case 6 -> { // the other mode, or another width
            exact = !exact;
            px = List.of(1, 7, 100, 1600, 1 << 20).get(random.nextInt(5));
          }
          default -> start = w.run.earliest() + random.nextDouble() * (w.run.duration() - width); // a jump
        }
        if (random.nextInt(10) == 0) {
          width = 0; // a single instant
        } else if (width == 0) {
          width = w.run.duration() / 1000;
        }
        WindowQuery q = new WindowQuery(start, start + width, exact ? 1 : px, exact);
        WindowResult got = w.assertSameAsFresh(q);
        if (spans && (exact || got.drawables() instanceof SpanWindow)) { // a level of detail may stop at shadows
          assertThat(got.drawables()).containsExactlyInAnyOrderElementsOf(BruteForce.window(all, q.start(), q.end()));
          DrawableCursorPropertiesTest.assertPlaces(got.places(), List.copyOf(got.drawables()));
        }
        if (spans && random.nextBoolean()) {
          w.stepping.prepareSpan(q, () -> false);
        }
      }
    }
  }

  @Property(tries = 20)
  void concurrentStepsFromOneBaseAnswerAsFreshQueries(@ForAll("cases") Case c) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(3);
    try (Walkers w = new Walkers(c)) {
      double width = w.run.duration() / 50;
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 3; t++) {
        int thread = t;
        done.add(threads.submit(() -> {
          double start = w.run.earliest() + thread * width / 7;
          for (int step = 0; step < 30; step++) {
            WindowQuery q = WindowQuery.exact(start, start + width);
            assertSame(q, w.stepping.run(q, () -> false), w.walker().run(q, () -> false));
            start += (thread == 1 ? -1 : 1) * width / 3;
          }
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * A file whose drawables sit on a coarse grid of times, so that many are equal in drawing order
   * (start, end, category, first and last line) yet differ in their info bytes, in different nodes:
   * only a fixed order among ties lets a step's answer equal a fresh one.
   */
  private static void writeTies(Path file, long seed, int lines, int count, WriterOptions options) throws IOException {
    Random random = new Random(seed);
    List<Drawable> all = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int s = random.nextInt(60);
      int e = s + (random.nextInt(8) == 0 ? random.nextInt(60) : random.nextInt(3));
      int line = random.nextInt(Math.min(lines, 2));
      byte[] info = ByteBuffer.allocate(8).putInt(i).putInt(random.nextInt(4)).array();
      all.add(random.nextInt(4) == 0 ? Primitive.event(GeneratedTrace.MARKER, s, line, null)
          : random.nextBoolean() ? Primitive.arrow(GeneratedTrace.MESSAGE, s, line, e, random.nextInt(lines), info)
          : Primitive.state(GeneratedTrace.COMPUTE, s, e, line, null));
    }
    all.sort(Comparator.comparingDouble(Drawable::end)); // the writer wants end-time order
    try (Slog2Writer w = Slog2Writer.create(file, options)) {
      for (Category cat : GeneratedTrace.categories()) {
        w.addCategory(cat);
      }
      for (Drawable d : all) {
        w.addDrawable(d);
      }
      w.finish();
    }
  }
}
