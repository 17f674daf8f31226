package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.app.trace.Found;
import org.leapshot.app.trace.TraceView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Search steps from the view or the last hit, against every SEND of fpilog.slog2 sorted by hand. */
class SearchRequestTest {
  private static TraceView trace;
  private static int send;
  private static List<Drawable> sends;
  private static ViewState.Window whole;

  @BeforeAll
  static void open() throws IOException {
    trace = TraceView.open(Shared.fpilog());
    send = trace.categories().values().stream().filter(c -> c.name().equals("SEND")).mapToInt(Category::index)
        .findFirst().orElseThrow();
    sends = new ArrayList<>();
    trace.session().forEachDrawable(d -> {
      if (d.categoryIndex() == send) {
        sends.add(d);
      }
    });
    sends.sort(Comparator.comparingDouble(Drawable::start).thenComparing(DrawingOrder::compare));
    whole = new ViewState.Window(trace.range().earliest(), trace.range().latest());
  }

  @AfterAll
  static void close() throws IOException {
    trace.close();
  }

  private static SearchRequest request(boolean forward, Set<Integer> lines, Found previous, ViewState.Window view) {
    return new SearchRequest(forward, Set.of(send), lines, previous, view);
  }

  @Test
  void nextWalksEverySendInOrderThenReportsNoMore() throws IOException {
    assertThat(sends).hasSizeGreaterThan(3);
    Found last = null;
    for (Drawable expected : sends) {
      SearchRequest req = request(true, null, last, whole);
      last = req.run(trace).orElseThrow();
      assertThat(last.drawable()).isEqualTo(expected);
      assertThat(last.timeSec()).isEqualTo(expected.start());
    }
    assertThat(request(true, null, last, whole).run(trace)).isEmpty();
  }

  @Test
  void previousGoesBackFromTheLastHitAndStartsAtTheViewsEnd() throws IOException {
    Found first = request(true, null, null, whole).run(trace).orElseThrow();
    Found second = request(true, null, first, whole).run(trace).orElseThrow();
    assertThat(request(false, null, second, whole).run(trace).orElseThrow().drawable())
        .isEqualTo(first.drawable());
    assertThat(request(false, null, first, whole).run(trace)).isEmpty();
    assertThat(request(false, null, null, whole).run(trace).orElseThrow().drawable())
        .isEqualTo(sends.get(sends.size() - 1));
  }

  @Test
  void aHitOutOfViewIsForgottenAndTheSearchStartsFromTheView() throws IOException {
    Found first = request(true, null, null, whole).run(trace).orElseThrow();
    Drawable later = sends.get(sends.size() / 2);
    ViewState.Window view = new ViewState.Window(later.start(), whole.endSec());
    SearchRequest req = request(true, null, first, view);
    assertThat(req.continuesFromPrevious()).isFalse();
    Optional<Found> hit = req.run(trace);
    assertThat(hit.orElseThrow().drawable().start()).as("a SEND starting at the view's left edge counts")
        .isEqualTo(later.start());
  }

  @Test
  void restrictingToATimelineFindsOnlySendsOnIt() throws IOException {
    Found hit = request(true, Set.of(2), null, whole).run(trace).orElseThrow();
    Drawable expected = sends.stream().filter(d -> ((org.leapshot.slog2.model.Primitive) d).lineId(0) == 2)
        .findFirst().orElseThrow();
    assertThat(hit.drawable()).isEqualTo(expected);
  }
}
