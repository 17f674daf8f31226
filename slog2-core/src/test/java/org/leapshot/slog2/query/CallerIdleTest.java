package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The read-ahead's hold ends when the caller stops running, or when the read-ahead is no longer wanted. */
class CallerIdleTest {
  @Test
  void theHoldEndsWhenTheCallerWaitsOrTheReadAheadIsStale() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean spin = new AtomicBoolean(true);
    Thread caller = new Thread(() -> {
      while (spin.get()) {
        Thread.onSpinWait();
      }
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    caller.setDaemon(true);
    caller.start();
    CallerIdle.await(caller, () -> true); // stale: returns although the caller runs
    AtomicBoolean returned = new AtomicBoolean();
    Thread readAhead = new Thread(() -> {
      CallerIdle.await(caller, () -> false);
      returned.set(true);
    });
    readAhead.start();
    readAhead.join(200);
    assertThat(returned).as("held while the caller runs").isFalse();
    spin.set(false); // the caller now waits on the latch
    readAhead.join(TimeUnit.SECONDS.toMillis(30));
    assertThat(returned).as("let go once the caller waits").isTrue();
    release.countDown();
  }
}
