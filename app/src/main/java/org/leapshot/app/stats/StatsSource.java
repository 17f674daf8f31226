package org.leapshot.app.stats;

import java.io.IOException;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;

/**
 * Where the Statistics window's figures come from: the open session (tests put a slow or failing
 * one in its place). Called off the EDT; stops with an {@link java.io.InterruptedIOException} when
 * its thread is interrupted.
 */
@FunctionalInterface
interface StatsSource {
  /**
   * Figures of [{@code start}, {@code end}] of the scope's timelines; approximate ones when not
   * {@code exact} and the range is large.
   */
  RangeStatistics statistics(double start, double end, boolean exact, TimelineScope scope) throws IOException;

  /**
   * The session's figures, of the scope's timelines only when it is a part of them (the engine then
   * works out no other timeline: on 16 384 timelines, 16 take a fraction of the time).
   */
  static StatsSource of(TraceSession session) {
    return (start, end, exact, scope) -> scope.isAll() ? session.statistics(start, end, exact)
        : session.statistics(start, end, exact, scope.lineIds());
  }
}
