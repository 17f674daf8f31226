package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Sessions share their decoding threads, but each still behaves as a pool of its own when it closes:
 * it refuses new work and waits for its own running tasks only.
 */
class SessionWorkersTest {
  private static final AtomicInteger NAMES = new AtomicInteger();

  @Test
  void aClosingSessionWaitsForItsRunningTasksOnly() throws Exception {
    SessionWorkers a = SessionWorkers.of(7, r -> daemon(r));
    SessionWorkers b = SessionWorkers.of(7, r -> daemon(r));
    CountDownLatch started = new CountDownLatch(2);
    CountDownLatch release = new CountDownLatch(1);
    Future<?> fa = a.submit(() -> block(started, release));
    b.submit(() -> block(started, release));
    assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
    a.shutdown();
    assertThat(a.isShutdown()).isTrue();
    assertThat(a.isTerminated()).isFalse();
    assertThatThrownBy(() -> a.submit(() -> { })).isInstanceOf(RejectedExecutionException.class);
    release.countDown();
    assertThat(a.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    assertThat(a.isTerminated()).isTrue();
    assertThat(fa.isDone()).isTrue();
    // the other session goes on using the same threads
    assertThat(b.submit(() -> Thread.currentThread().getName()).get(30, TimeUnit.SECONDS)).startsWith("test-workers-");
    assertThat(b.isShutdown()).isFalse();
    b.shutdownNow();
    assertThat(b.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void anIdleSessionTerminatesWhenShutDown() throws Exception {
    SessionWorkers w = SessionWorkers.of(7, r -> daemon(r));
    assertThat(w.submit(() -> 42).get(30, TimeUnit.SECONDS)).isEqualTo(42);
    assertThat(w.isTerminated()).isFalse();
    w.shutdown();
    // The future is done before the worker has counted its task finished: wait for that, not for work.
    assertThat(w.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    assertThat(w.isTerminated()).isTrue();
  }

  private static void block(CountDownLatch started, CountDownLatch release) {
    started.countDown();
    try {
      release.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "test-workers-" + NAMES.incrementAndGet());
    t.setDaemon(true);
    return t;
  }
}
