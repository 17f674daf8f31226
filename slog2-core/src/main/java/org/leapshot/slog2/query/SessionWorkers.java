package org.leapshot.slog2.query;

import java.util.List;
import java.util.Map;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A session's view of the node-decoding threads, which all sessions of the JVM share. Starting a
 * session's own threads was most of opening a file (two thread starts against a fraction of a
 * millisecond of reading the header and directory, and milliseconds on a busy host), and threads
 * started lazily made a session's first zoom up to twice as slow; shared threads are started once,
 * the first time a file is opened. Like a pool of its own, the view refuses work once shut down,
 * and {@link #awaitTermination} waits for the session's tasks still running, so that a closing
 * session closes its file only after its last read.
 */
final class SessionWorkers extends AbstractExecutorService {
  private static final Map<Integer, ExecutorService> SHARED = new ConcurrentHashMap<>();
  private final ExecutorService pool;
  private final Object lock = new Object();
  private int running;
  private boolean shutdown;

  private SessionWorkers(ExecutorService pool) {
    this.pool = pool;
  }

  /** A view of the shared pool of {@code threads} daemon threads named {@code name-N}. */
  static SessionWorkers of(int threads, ThreadFactory factory) {
    return new SessionWorkers(SHARED.computeIfAbsent(threads, n -> {
      ThreadPoolExecutor p = (ThreadPoolExecutor) Executors.newFixedThreadPool(n, factory);
      p.prestartAllCoreThreads();
      return p;
    }));
  }

  @Override
  public void execute(Runnable task) {
    synchronized (lock) {
      if (shutdown) {
        throw new RejectedExecutionException("the trace session is closed");
      }
      running++;
    }
    try {
      pool.execute(() -> {
        try {
          task.run();
        } finally {
          finished();
        }
      });
    } catch (RejectedExecutionException e) {
      finished();
      throw e;
    }
  }

  private void finished() {
    synchronized (lock) {
      if (--running == 0) {
        lock.notifyAll();
      }
    }
  }

  @Override
  public void shutdown() {
    synchronized (lock) {
      shutdown = true;
    }
  }

  /** Refuses new tasks; tasks already handed over run to their end (they check the session's state). */
  @Override
  public List<Runnable> shutdownNow() {
    shutdown();
    return List.of();
  }

  @Override
  public boolean isShutdown() {
    synchronized (lock) {
      return shutdown;
    }
  }

  @Override
  public boolean isTerminated() {
    synchronized (lock) {
      return shutdown && running == 0;
    }
  }

  @Override
  public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    long deadline = System.nanoTime() + unit.toNanos(timeout);
    synchronized (lock) {
      while (!(shutdown && running == 0)) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return false;
        }
        TimeUnit.NANOSECONDS.timedWait(lock, left);
      }
      return true;
    }
  }
}
