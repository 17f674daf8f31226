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
import org.leapshot.slog2.query.SearchFilter;
import org.leapshot.slog2.query.SearchHit;
import org.leapshot.slog2.query.TraceSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Search steps from the view or the last hit, against every SEND of fpilog.slog2 sorted by hand. */
class SearchRequestTest {
  private static TraceSession session;
  private static int send;
  private static List<Drawable> sends;
  private static ViewState.Window whole;

  @BeforeAll
  static void open() throws IOException {
    session = TraceSession.open(Shared.fpilog());
    send = session.categories().values().stream().filter(c -> c.name().equals("SEND")).mapToInt(Category::index)
        .findFirst().orElseThrow();
    sends = new ArrayList<>();
    session.forEachDrawable(d -> {
      if (d.categoryIndex() == send) {
        sends.add(d);
      }
    });
    sends.sort(Comparator.comparingDouble(Drawable::start).thenComparing(DrawingOrder::compare));
    whole = new ViewState.Window(session.timeRange().earliest(), session.timeRange().latest());
  }

  @AfterAll
  static void close() throws IOException {
    session.close();
  }

  private static SearchFilter sendFilter() {
    return SearchFilter.categories(Set.of(send));
  }

  @Test
  void nextWalksEverySendInOrderThenReportsNoMore() throws IOException {
    assertThat(sends).hasSizeGreaterThan(3);
    SearchHit last = null;
    for (Drawable expected : sends) {
      SearchRequest req = new SearchRequest(true, sendFilter(), last, whole);
      last = req.run(session).orElseThrow();
      assertThat(last.drawable()).isEqualTo(expected);
      assertThat(last.time()).isEqualTo(expected.start());
    }
    assertThat(new SearchRequest(true, sendFilter(), last, whole).run(session)).isEmpty();
  }

  @Test
  void previousGoesBackFromTheLastHitAndStartsAtTheViewsEnd() throws IOException {
    SearchHit first = new SearchRequest(true, sendFilter(), null, whole).run(session).orElseThrow();
    SearchHit second = new SearchRequest(true, sendFilter(), first, whole).run(session).orElseThrow();
    assertThat(new SearchRequest(false, sendFilter(), second, whole).run(session).orElseThrow().drawable())
        .isEqualTo(first.drawable());
    assertThat(new SearchRequest(false, sendFilter(), first, whole).run(session)).isEmpty();
    assertThat(new SearchRequest(false, sendFilter(), null, whole).run(session).orElseThrow().drawable())
        .isEqualTo(sends.get(sends.size() - 1));
  }

  @Test
  void aHitOutOfViewIsForgottenAndTheSearchStartsFromTheView() throws IOException {
    SearchHit first = new SearchRequest(true, sendFilter(), null, whole).run(session).orElseThrow();
    Drawable later = sends.get(sends.size() / 2);
    ViewState.Window view = new ViewState.Window(later.start(), whole.endSec());
    SearchRequest req = new SearchRequest(true, sendFilter(), first, view);
    assertThat(req.continuesFromPrevious()).isFalse();
    Optional<SearchHit> hit = req.run(session);
    assertThat(hit.orElseThrow().drawable().start()).as("a SEND starting at the view's left edge counts")
        .isEqualTo(later.start());
  }

  @Test
  void restrictingToATimelineFindsOnlySendsOnIt() throws IOException {
    SearchFilter onTwo = sendFilter().withLineIds(Set.of(2));
    SearchHit hit = new SearchRequest(true, onTwo, null, whole).run(session).orElseThrow();
    Drawable expected = sends.stream().filter(d -> ((org.leapshot.slog2.model.Primitive) d).lineId(0) == 2)
        .findFirst().orElseThrow();
    assertThat(hit.drawable()).isEqualTo(expected);
  }
}
