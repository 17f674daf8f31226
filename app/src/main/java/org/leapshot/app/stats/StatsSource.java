package org.leapshot.app.stats;

import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;
import org.leapshot.slog2.model.TimeBox;
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
   * Ranges whose nodes hold at most this many bytes are computed exactly at once, not estimated
   * first. On wrf (40 MB, 16 timelines, 572 categories) the estimate of the whole run cost more CPU
   * than the exact figures (1.3–1.4 s against 1.0–1.2 s in a new JVM, level when warm): the window
   * showed it later than it could have shown the exact figures, and then computed those too.
   */
  long EXACT_AT_ONCE_BYTES = 64L << 20;

  /**
   * The session's figures, of the scope's timelines only when it is a part of them (the engine then
   * works out no other timeline: on 16 384 timelines, 16 take a fraction of the time); exact at
   * once up to {@link #EXACT_AT_ONCE_BYTES}.
   */
  static StatsSource of(TraceSession session) {
    return of(session, Optional::empty);
  }

  /**
   * The same, but the whole run of every timeline is answered from {@code counted} when it holds it:
   * the viewer counts it once for the legend after the first picture, so Ctrl+T on the whole run
   * shows exact figures at once instead of reading the file again.
   */
  static StatsSource of(TraceSession session, Supplier<Optional<RangeStatistics>> counted) {
    return (start, end, exact, scope) -> {
      TimeBox run = session.timeRange();
      if (scope.isAll() && start <= run.earliest() && end >= run.latest()) {
        Optional<RangeStatistics> kept = counted.get();
        if (kept.isPresent()) {
          return kept.get();
        }
      }
      boolean now = exact || session.bytesOverlapping(start, end) <= EXACT_AT_ONCE_BYTES;
      return scope.isAll() ? session.statistics(start, end, now)
          : session.statistics(start, end, now, scope.lineIds());
    };
  }
}
