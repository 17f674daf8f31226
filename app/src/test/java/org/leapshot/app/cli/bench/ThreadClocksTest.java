package org.leapshot.app.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A reading of the clocks is kept out of the step it measures: with hundreds of threads to read, a
 * reading costs far more than an empty step, and an empty step must not be charged with it (a scroll
 * step of a few microseconds was, doubling its CPU time).
 */
class ThreadClocksTest {
  private static final int IDLE_THREADS = 300;
  private final CountDownLatch release = new CountDownLatch(1);
  private final List<Thread> idle = new ArrayList<>();

  @BeforeEach
  void startIdleThreads() {
    for (int i = 0; i < IDLE_THREADS; i++) {
      Thread t = new Thread(() -> {
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "idle-" + i);
      t.setDaemon(true);
      t.start();
      idle.add(t);
    }
  }

  @AfterEach
  void stopIdleThreads() throws InterruptedException {
    release.countDown();
    for (Thread t : idle) {
      t.join();
    }
  }

  @Test
  void anEmptyStepIsNotChargedWithTheReadingsAroundIt() {
    int n = 41;
    long[] stepCpu = new long[n];
    long[] stepAlloc = new long[n];
    long[] readingCpu = new long[n];
    ThreadClocks.now(); // the first reading classifies the threads
    for (int i = 0; i < n; i++) {
      ThreadClocks.Sample before = ThreadClocks.now();
      ThreadClocks.Sample after = ThreadClocks.now();
      stepCpu[i] = after.cpuSince(before);
      stepAlloc[i] = after.allocSince(before);
      readingCpu[i] = after.ownCpuAtEnd() - after.ownCpuAtStart();
    }
    // Idle threads' clocks do not move; the caller's runs only between the two readings' edges.
    assertThat(median(stepCpu)).isLessThan(median(readingCpu) / 4);
    // At most the reading's own record, never its list of the threads' IDs (8 bytes a thread).
    assertThat(median(stepAlloc)).isLessThan(8L * IDLE_THREADS / 2);
  }

  @Test
  void workBetweenTwoReadingsIsCounted() {
    ThreadClocks.now();
    ThreadClocks.Sample before = ThreadClocks.now();
    long[][] kept = new long[64][];
    for (int i = 0; i < kept.length; i++) {
      kept[i] = new long[1024]; // 8 KiB each: 512 KiB on the calling thread
    }
    ThreadClocks.Sample after = ThreadClocks.now();
    assertThat(kept[63]).hasSize(1024);
    assertThat(after.allocSince(before)).isBetween(512L * 1024, 600L * 1024);
    assertThat(after.nanosSince(before)).isPositive();
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
