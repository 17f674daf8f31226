package org.leapshot.app.work;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;

/**
 * Runs jobs on one background thread; only the newest job's result reaches the EDT. Submitting
 * interrupts the running job (queries check {@link Thread#interrupted()}); stale results and
 * errors are dropped. The queue is busy from a submit until the newest job's result is applied
 * (a cancelled job may never run, so busy-ness follows the newest job only). A job that throws an
 * {@link Error} reaches {@code onError} as an {@link java.util.concurrent.ExecutionException} with
 * it as the cause. Call on the EDT.
 */
public final class BackgroundQueue implements AutoCloseable {
  private final ExecutorService worker;
  private long latest;
  private Future<?> running;
  private boolean busy;
  private boolean closed;
  private final Consumer<Boolean> busyListener;

  /** @param busyListener told on the EDT when the queue becomes busy (true) or idle (false) */
  public BackgroundQueue(String name, Consumer<Boolean> busyListener) {
    this.busyListener = busyListener;
    this.worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Runs {@code job} in the background and hands its result (or error) to the EDT unless a newer
   * job was submitted meanwhile. After {@link #close()} this does nothing: late callbacks of a
   * workspace that is being replaced (another file opened) must not fail or touch it.
   */
  public <T> void submit(Callable<T> job, Consumer<T> applyOnEdt, Consumer<Exception> onError) {
    submit(publish -> job.call(), p -> { }, applyOnEdt, onError);
  }

  /** A job that may hand a first, provisional result to the EDT before its real one. */
  @FunctionalInterface
  public interface ProgressiveJob<P, T> {
    T call(Consumer<P> publish) throws Exception;
  }

  /**
   * As {@link #submit(Callable, Consumer, Consumer)}, and what the job publishes on its way reaches
   * {@code partialOnEdt} under the same rule: only while it is the newest job. A partial result is
   * posted before the job's own result, so it can never arrive after it.
   */
  public <P, T> void submit(ProgressiveJob<P, T> job, Consumer<P> partialOnEdt, Consumer<T> applyOnEdt,
      Consumer<Exception> onError) {
    if (closed) {
      return;
    }
    long generation = ++latest;
    Consumer<P> publish = p -> SwingUtilities.invokeLater(() -> {
      if (generation == latest) {
        partialOnEdt.accept(p);
      }
    });
    if (running != null) {
      running.cancel(true);
    }
    if (!busy) {
      busy = true;
      busyListener.accept(true);
    }
    running = worker.submit(() -> {
      T result = null;
      Exception error = null;
      try {
        result = job.call(publish);
      } catch (Exception e) {
        error = e;
      } catch (Error e) {
        // e.g. out of memory on a block whose size is damaged: report it like any failure, or the
        // queue would stay busy forever and "Loading…" with it
        error = new java.util.concurrent.ExecutionException(e);
      }
      T r = result;
      Exception err = error;
      SwingUtilities.invokeLater(() -> {
        if (generation != latest) {
          return;
        }
        busy = false;
        busyListener.accept(false);
        if (err != null) {
          onError.accept(err);
        } else {
          applyOnEdt.accept(r);
        }
      });
    });
  }

  /** True while a job is queued or running. EDT only. */
  public boolean isBusy() {
    return busy;
  }

  /** Stops the running job and drops every result still on its way to the EDT. */
  @Override
  public void close() {
    closed = true;
    latest++;
    busy = false;
    worker.shutdownNow();
  }
}
