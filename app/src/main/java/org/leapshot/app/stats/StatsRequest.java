package org.leapshot.app.stats;

import java.util.function.Consumer;
import org.leapshot.slog2.query.RangeStatistics;

/**
 * Computes statistics of a range of the scope's timelines on a background thread (see
 * {@link StatsSource#of}); cancelling interrupts the engine, which stops between node reads.
 */
final class StatsRequest extends StatsWorker<RangeStatistics> {
  private final StatsSource source;
  private final double start;
  private final double end;
  private final boolean exact;
  private final TimelineScope scope;

  StatsRequest(StatsSource source, double start, double end, boolean exact, TimelineScope scope,
      Consumer<RangeStatistics> done, Consumer<Throwable> failed) {
    super(done, failed);
    this.scope = scope;
    this.source = source;
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
    return source.statistics(start, end, exact, scope);
  }
}
