package org.leapshot.slog2.query;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * After each query, loads the windows on both sides at the same resolution into the cache, on a
 * thread of its own and one node at a time, so that it never holds up a query's own loads; after a
 * scroll step, it reads instead the nodes of a span around the window and puts its drawables into
 * columns ({@link WindowWalker#prepareSpan}) for the steps to come, unless the last span made holds
 * both neighbours already. A newer query makes the running read-ahead stop at its next node. It starts
 * once the thread that asked the query stops running ({@link CallerIdle}): not while that thread reads
 * the answer.
 *
 * <p>The thread is one for the whole process, shared by the sessions as the node pool is
 * ({@link SessionWorkers}): a thread of each session's own was started by its first query, inside
 * the wait for it (a fresh session's zoom took 0.54 ms with read-ahead against 0.32 ms without). A
 * closed session's read-ahead stops at its next node.
 */
final class ReadAhead {
  private static volatile ExecutorService shared;
  private final WindowWalker walker;
  private final ThreadFactory threads;
  private final BooleanSupplier closed;
  private final AtomicLong generation = new AtomicLong();
  private volatile Future<?> last;
  private volatile boolean shutdown;

  ReadAhead(WindowWalker walker, ThreadFactory threads, BooleanSupplier closed) {
    this.walker = walker;
    this.threads = threads;
    this.closed = closed;
  }

  /** The process's read-ahead thread, started by the first session that reads ahead. */
  private static ExecutorService thread(ThreadFactory threads) {
    ExecutorService t = shared;
    if (t == null) {
      synchronized (ReadAhead.class) {
        t = shared;
        if (t == null) {
          t = Executors.newSingleThreadExecutor(threads);
          shared = t;
        }
      }
    }
    return t;
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
    if (walker.spanCovers(earlier.start(), later.end())) {
      return; // the span holds the neighbours' drawables: nothing to read or to make
    }
    boolean span = walker.spanWanted(q);
    if (!span && walker.cached(later) && walker.cached(earlier)) {
      return; // nothing to read: the thread is not woken
    }
    if (shutdown) {
      return;
    }
    BooleanSupplier stale = () -> shutdown || closed.getAsBoolean() || generation.get() != gen;
    Thread caller = Thread.currentThread();
    try {
      last = thread(threads).submit(() -> {
        CallerIdle.await(caller, stale);
        if (!span || !walker.prepareSpan(q, stale)) { // the span's nodes include both neighbours'
          walker.touch(later, stale);
          walker.touch(earlier, stale);
        }
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
      } catch (ExecutionException | CancellationException e) {
        // read-ahead failures only cost speed; the next query reports any real problem
      }
    }
  }

  /** Stops this session's read-ahead at its next node (the shared thread stays for other sessions). */
  void shutdown() {
    shutdown = true;
  }

  /** Waits up to 5 s for this session's last read-ahead to stop. */
  void awaitTermination() throws InterruptedException {
    Future<?> f = last;
    if (f != null) {
      try {
        f.get(5, TimeUnit.SECONDS);
      } catch (ExecutionException | CancellationException e) {
        // failed or cancelled: stopped either way
      } catch (TimeoutException e) {
        f.cancel(true);
      }
    }
  }
}
