package org.leapshot.app.stats;

import java.io.InterruptedIOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;

/**
 * Background work of the Statistics window: exactly one of the callbacks runs, on the EDT, unless
 * the work was cancelled (an engine interrupted between node reads counts as cancelled).
 */
abstract class StatsWorker<T> extends SwingWorker<T, Void> {
  private final Consumer<T> done;
  private final Consumer<Throwable> failed;

  StatsWorker(Consumer<T> done, Consumer<Throwable> failed) {
    this.done = done;
    this.failed = failed;
  }

  @Override
  protected final void done() {
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
