package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.TimeBox;

/** Search on the real files against a linear scan of all drawables. */
class RealFileSearchPropertiesTest {

  @AfterContainer
  static void closeAll() throws IOException {
    RealFileWindowPropertiesTest.closeAll();
  }

  @Provide
  Arbitrary<String> files() {
    return Arbitraries.of(RealFileWindowPropertiesTest.FILES);
  }

  @Property(tries = 300)
  void findNextAndPreviousMatchLinearScan(@ForAll("files") String file, @ForAll("fraction") double f,
      @ForAll("lineSubset") Set<Integer> lines, @ForAll("categoryPicks") List<Integer> picks) throws IOException {
    TraceSession s = RealFileWindowPropertiesTest.session(file);
    List<Integer> real = s.categories().keySet().stream().filter(c -> c >= 0).sorted().collect(Collectors.toList());
    Set<Integer> cats = picks.stream().map(i -> real.get(i % real.size())).collect(Collectors.toSet());
    List<Drawable> all = RealFileWindowPropertiesTest.all(file);
    TimeBox run = s.timeRange();
    double t = run.earliest() + f * run.duration();
    SearchFilter filter = new SearchFilter(cats.isEmpty() ? null : cats, lines.isEmpty() ? null : lines);
    List<Drawable> matching = all.stream().filter(d -> matches(d, filter)).collect(Collectors.toList());

    Optional<Drawable> expectedNext = matching.stream().filter(d -> d.start() > t).min(DrawingOrder.DRAWABLES);
    Optional<SearchHit> next = s.findNext(t, filter);
    assertSame(next, expectedNext);

    Optional<Drawable> expectedPrev = matching.stream().filter(d -> d.start() < t).max(DrawingOrder.DRAWABLES);
    Optional<SearchHit> prev = s.findPrevious(t, filter);
    assertSame(prev, expectedPrev);
  }

  @Test
  void steppingWithHitsVisitsEveryDrawableInDrawingOrder() throws IOException {
    String file = "real-mpi/cpilog-4p.slog2";
    TraceSession s = RealFileWindowPropertiesTest.session(file);
    List<Drawable> expected = new ArrayList<>(RealFileWindowPropertiesTest.all(file));
    expected.sort(DrawingOrder.DRAWABLES);
    List<Drawable> forward = new ArrayList<>();
    Optional<SearchHit> hit = s.findNext(Double.NEGATIVE_INFINITY, SearchFilter.ALL);
    while (hit.isPresent()) {
      forward.add(hit.get().drawable());
      hit = s.findNext(hit.get(), SearchFilter.ALL);
    }
    assertThat(forward).containsExactlyElementsOf(expected);

    List<Drawable> backward = new ArrayList<>();
    hit = s.findPrevious(Double.POSITIVE_INFINITY, SearchFilter.ALL);
    while (hit.isPresent()) {
      backward.add(0, hit.get().drawable());
      hit = s.findPrevious(hit.get(), SearchFilter.ALL);
    }
    assertThat(backward).containsExactlyElementsOf(expected);
  }

  private static void assertSame(Optional<SearchHit> got, Optional<Drawable> expected) {
    assertThat(got.isPresent()).isEqualTo(expected.isPresent());
    if (expected.isPresent()) {
      assertThat(DrawingOrder.compare(got.get().drawable(), expected.get())).isZero();
      assertThat(got.get().time()).isEqualTo(expected.get().start());
    }
  }

  private static boolean matches(Drawable d, SearchFilter f) {
    return (f.categories() == null ? d.categoryIndex() >= 0 : f.categories().contains(d.categoryIndex()))
        && (f.lineIds() == null || Drawables.touchesAny(d, f.lineIds()));
  }

  @Provide
  Arbitrary<Double> fraction() {
    return Arbitraries.doubles().between(-0.05, 1.05);
  }

  @Provide
  Arbitrary<Set<Integer>> lineSubset() {
    return Arbitraries.integers().between(0, 8).set().ofMaxSize(3);
  }

  @Provide
  Arbitrary<List<Integer>> categoryPicks() {
    return Arbitraries.integers().between(0, 1000).list().ofMaxSize(3);
  }
}
