package org.leapshot.app.stats;

import java.io.InterruptedIOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;

/**
 * Computes statistics of a range on a background thread, of the scope's timelines only when it is
 * a part of them (the engine then works out no other timeline: on 16 384 timelines, 16 take a
 * fraction of the time); cancelling interrupts the engine, which stops between node reads. Exactly
 * one of the callbacks runs, on the EDT, unless cancelled.
 */
final class StatsRequest extends SwingWorker<RangeStatistics, Void> {
  private final TraceSession session;
  private final double start;
  private final double end;
  private final boolean exact;
  private final TimelineScope scope;
  private final Consumer<RangeStatistics> done;
  private final Consumer<Throwable> failed;

  StatsRequest(TraceSession session, double start, double end, boolean exact, TimelineScope scope,
      Consumer<RangeStatistics> done, Consumer<Throwable> failed) {
    this.scope = scope;
    this.session = session;
    this.start = start;
    this.end = end;
    this.exact = exact;
    this.done = done;
    this.failed = failed;
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

  @Override
  protected void done() {
    if (isCancelled()) {
      return;
    }
    try {
      done.accept(get());
    } catch (ExecutionException e) {
      if (!(e.getCause() instanceof InterruptedIOException)) {
        failed.accept(e.getCause());
      }
    } catch (InterruptedException | CancellationException e) {
      // cancelled: the window has moved on
    }
  }
}
