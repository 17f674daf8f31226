package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The watch reads the management beans (its gauge) only once the heap is half used: a conversion
 * whose heap stays below that never loads them. The used share is a test's number, so the outcome
 * does not depend on this JVM's heap.
 */
class HeapWatchTest {
  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  @Test
  void aHeapBelowHalfUsedNeverMakesTheGauge() throws InterruptedException {
    AtomicInteger made = new AtomicInteger();
    CountDownLatch looked = new CountDownLatch(50);
    HeapWatch w = HeapWatch.start(Thread.currentThread(), () -> {
      made.incrementAndGet();
      return null;
    }, () -> {
      looked.countDown();
      return HeapWatch.ENGAGE_SHARE - 0.01;
    }, 0, 1);
    try {
      assertThat(looked.await(10, TimeUnit.SECONDS)).as("the watch kept looking at the used share").isTrue();
      assertThat(made.get()).isZero();
    } finally {
      w.close();
    }
  }

  @Test
  void theGaugeIsMadeOnceTheHeapIsHalfUsed() throws InterruptedException {
    double[] share = {0.1};
    CountDownLatch low = new CountDownLatch(5);
    CountDownLatch made = new CountDownLatch(1);
    HeapWatch w = HeapWatch.start(Thread.currentThread(), () -> {
      made.countDown();
      return null; // nothing to watch: the watch ends
    }, () -> {
      low.countDown();
      synchronized (share) {
        return share[0];
      }
    }, 0, 1);
    try {
      assertThat(low.await(10, TimeUnit.SECONDS)).isTrue();
      assertThat(made.getCount()).as("not made while below half").isEqualTo(1);
      synchronized (share) {
        share[0] = HeapWatch.ENGAGE_SHARE;
      }
      assertThat(made.await(10, TimeUnit.SECONDS)).as("made once half used").isTrue();
    } finally {
      w.close();
    }
  }
}
