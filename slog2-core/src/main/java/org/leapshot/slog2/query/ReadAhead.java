package org.leapshot.slog2.query;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * After each query, loads the windows on both sides at the same resolution into the cache, on a
 * thread of its own and one node at a time, so that it never holds up a query's own loads. A newer
 * query makes the running read-ahead stop at its next node.
 */
final class ReadAhead {
  private final WindowWalker walker;
  private final ExecutorService thread;
  private final BooleanSupplier closed;
  private final AtomicLong generation = new AtomicLong();
  private volatile Future<?> last;

  ReadAhead(WindowWalker walker, ThreadFactory threads, BooleanSupplier closed) {
    this.walker = walker;
    this.thread = Executors.newSingleThreadExecutor(threads);
    this.closed = closed;
  }

  /** Marks the start of a query (stopping older read-ahead); returns its generation. */
  long queryStarted() {
    return generation.incrementAndGet();
  }

  /** Reads ahead around {@code q}, unless a query newer than {@code gen} has started. */
  void after(WindowQuery q, long gen) {
    WindowQuery later;
    WindowQuery earlier;
    try {
      later = q.shifted(q.duration());
      earlier = q.shifted(-q.duration());
    } catch (IllegalArgumentException e) {
      return; // a window at the end of the number range: no neighbours to read
    }
    if (walker.cached(later) && walker.cached(earlier)) {
      return; // nothing to read: the thread is not woken
    }
    BooleanSupplier stale = () -> closed.getAsBoolean() || generation.get() != gen;
    try {
      last = thread.submit(() -> {
        walker.touch(later, stale);
        walker.touch(earlier, stale);
        return null;
      });
    } catch (RejectedExecutionException e) {
      // closing: nothing to read ahead for
    }
  }

  void await() throws InterruptedException {
    Future<?> f = last;
    if (f != null) {
      try {
        f.get();
      } catch (ExecutionException e) {
        // read-ahead failures only cost speed; the next query reports any real problem
      }
    }
  }

  void shutdown() {
    thread.shutdown();
  }

  void awaitTermination() throws InterruptedException {
    thread.awaitTermination(5, TimeUnit.SECONDS);
  }
}
