package org.leapshot.app.search;

import java.io.IOException;
import java.util.Optional;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.query.SearchFilter;
import org.leapshot.slog2.query.SearchHit;
import org.leapshot.slog2.query.TraceSession;

/**
 * One search step. It continues from the previous hit when that hit is still in view (so repeated
 * Next walks through drawables sharing a start time one by one); otherwise it starts from the edge
 * of the view: Next from its start, Previous from its end — "from where I am looking".
 *
 * @param previous the last hit, or null
 */
record SearchRequest(boolean forward, SearchFilter filter, SearchHit previous, ViewState.Window view) {

  /** Runs the search; blocking, call off the EDT. */
  Optional<SearchHit> run(TraceSession session) throws IOException {
    if (continuesFromPrevious()) {
      return forward ? session.findNext(previous, filter) : session.findPrevious(previous, filter);
    }
    // the engine's time anchors are strict: step one ulp outwards so a drawable starting at the edge counts
    return forward ? session.findNext(Math.nextDown(view.startSec()), filter)
        : session.findPrevious(Math.nextUp(view.endSec()), filter);
  }

  boolean continuesFromPrevious() {
    return previous != null && previous.time() >= view.startSec() && previous.time() <= view.endSec();
  }
}
