package org.leapshot.slog2.query;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Numbered chunks of work done by the calling thread and up to {@code threads} − 1 threads of a
 * pool, each taking the next chunk when free: a busy pool (the session's decoding threads are shared
 * by every session of the JVM) leaves them to the caller, who never waits for a thread to start,
 * only for chunks already taken (a few milliseconds at most).
 */
final class SharedWork {
  private SharedWork() {}

  /**
   * Runs {@code chunks} chunks; each participating thread gets its own worker from
   * {@code perThread} (for scratch arrays) and hands it the numbers of the chunks it takes. A
   * failure in any chunk is thrown here once all taken chunks are done.
   */
  static void run(Executor workers, int threads, int chunks, Supplier<IntConsumer> perThread) {
    AtomicInteger next = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(chunks);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Runnable work = () -> {
      IntConsumer worker = null;
      for (int c; (c = next.getAndIncrement()) < chunks; ) {
        try {
          if (worker == null) {
            worker = perThread.get();
          }
          worker.accept(c);
        } catch (RuntimeException | Error x) {
          failure.compareAndSet(null, x);
        } finally {
          done.countDown();
        }
      }
    };
    for (int h = 1; workers != null && h < Math.min(threads, chunks); h++) {
      try {
        workers.execute(work);
      } catch (RejectedExecutionException closing) {
        break; // the session is closing: the caller does the rest
      }
    }
    work.run();
    awaitUninterruptibly(done);
    Throwable x = failure.get();
    if (x instanceof RuntimeException e) {
      throw e;
    } else if (x != null) {
      throw (Error) x;
    }
  }

  /** Waits for the chunks other threads took even when interrupted, keeping the flag. */
  private static void awaitUninterruptibly(CountDownLatch done) {
    boolean interrupted = false;
    while (true) {
      try {
        done.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
