package org.leapshot.app.search;

import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import org.leapshot.app.trace.Found;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.view.ViewState;

/**
 * One search step. It continues from the previous match when that match is still in view (so
 * repeated Next walks through drawables sharing a start time one by one); otherwise it starts from
 * the edge of the view: Next from its start, Previous from its end — "from where I am looking".
 *
 * @param lineIds timelines to search, or null for all
 * @param previous the last match, or null
 */
record SearchRequest(boolean forward, Set<Integer> categories, Set<Integer> lineIds, Found previous,
    ViewState.Window view) {

  /** Runs the search; blocking, call off the EDT. */
  Optional<Found> run(TraceView trace) throws IOException {
    Found from = continuesFromPrevious() ? previous : null;
    // the engine's time anchors are strict: step one ulp outwards so a drawable starting at the edge counts
    return forward ? trace.findNext(from, Math.nextDown(view.startSec()), categories, lineIds)
        : trace.findPrevious(from, Math.nextUp(view.endSec()), categories, lineIds);
  }

  boolean continuesFromPrevious() {
    return previous != null && previous.timeSec() >= view.startSec() && previous.timeSec() <= view.endSec();
  }
}
