package org.leapshot.slog2.query;

import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs submitted window queries on a background pool, one channel per requester: a newer request
 * on a channel cancels the older one if it has not finished, so a viewer that scrolls quickly
 * never waits for windows it has already left. Cancellation is cooperative (checked between node
 * reads); pool threads are never interrupted, since an interrupt would close the file channel.
 */
final class QueryScheduler {
  /** Runs one query, stopping early when the supplier says it is cancelled. */
  @FunctionalInterface
  interface Runner {
    WindowResult run(WindowQuery q, java.util.function.BooleanSupplier cancelled) throws Exception;
  }

  private final ExecutorService pool;
  private final Runner runner;
  private final Map<String, CompletableFuture<WindowResult>> latest = new ConcurrentHashMap<>();

  QueryScheduler(ExecutorService pool, Runner runner) {
    this.pool = pool;
    this.runner = runner;
  }

  CompletableFuture<WindowResult> submit(String channel, WindowQuery q) {
    CompletableFuture<WindowResult> future = new CompletableFuture<>();
    CompletableFuture<WindowResult> older = latest.put(channel, future);
    if (older != null) {
      older.cancel(false);
    }
    try {
      pool.execute(() -> {
        if (future.isDone()) {
          return; // superseded before it started
        }
        try {
          future.complete(runner.run(q, future::isDone));
        } catch (Throwable t) {
          future.completeExceptionally(future.isDone() ? new CancellationException("superseded") : t);
        } finally {
          latest.remove(channel, future);
        }
      });
    } catch (RejectedExecutionException e) {
      latest.remove(channel, future);
      future.completeExceptionally(new java.io.IOException("the trace session is closed", e));
    }
    return future;
  }
}
