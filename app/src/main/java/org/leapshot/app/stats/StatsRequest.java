package org.leapshot.app.stats;

import java.util.function.Consumer;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;

/**
 * Computes statistics of a range on a background thread, of the scope's timelines only when it is
 * a part of them (the engine then works out no other timeline: on 16 384 timelines, 16 take a
 * fraction of the time); cancelling interrupts the engine, which stops between node reads.
 */
final class StatsRequest extends StatsWorker<RangeStatistics> {
  private final TraceSession session;
  private final double start;
  private final double end;
  private final boolean exact;
  private final TimelineScope scope;

  StatsRequest(TraceSession session, double start, double end, boolean exact, TimelineScope scope,
      Consumer<RangeStatistics> done, Consumer<Throwable> failed) {
    super(done, failed);
    this.scope = scope;
    this.session = session;
    this.start = start;
    this.end = end;
    this.exact = exact;
  }

  boolean exact() {
    return exact;
  }

  /** The timelines asked for. */
  TimelineScope scope() {
    return scope;
  }

  @Override
  protected RangeStatistics doInBackground() throws Exception {
    return scope.isAll() ? session.statistics(start, end, exact) : session.statistics(start, end, exact,
        scope.lineIds());
  }
}
