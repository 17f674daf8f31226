package org.leapshot.slog2.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class BatchHandoffTest {

  @Test
  void batchesComeOutInOrderAcrossThreadsWhateverTheWakeThreshold() throws Exception {
    for (int wakeAt : new int[] {1, 3, 8}) {
      BatchHandoff<Integer> h = new BatchHandoff<>(8, wakeAt);
      int n = 20_000;
      Thread producer = new Thread(() -> {
        try {
          for (int i = 0; i < n; i++) {
            while (!h.offer(i, i == n - 1, 100, TimeUnit.MILLISECONDS)) {
              // the consumer is slow; try again
            }
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      producer.start();
      List<Integer> got = new ArrayList<>();
      while (got.size() < n) {
        Integer b = h.poll(5, TimeUnit.SECONDS);
        assertThat(b).as("batch %d with wake-up at %d", got.size(), wakeAt).isNotNull();
        got.add(b);
      }
      producer.join(5_000);
      for (int i = 0; i < n; i++) {
        assertThat(got.get(i)).isEqualTo(i);
      }
      assertThat(h.poll(10, TimeUnit.MILLISECONDS)).isNull();
    }
  }

  @Test
  void aFullQueueRefusesAfterTheTimeoutAndTakesAgainOnceRoomIsMade() throws Exception {
    BatchHandoff<String> h = new BatchHandoff<>(2, 1);
    assertThat(h.offer("a", false, 0, TimeUnit.MILLISECONDS)).isTrue();
    assertThat(h.offer("b", false, 0, TimeUnit.MILLISECONDS)).isTrue();
    assertThat(h.offer("c", false, 20, TimeUnit.MILLISECONDS)).isFalse();
    assertThat(h.poll(0, TimeUnit.MILLISECONDS)).isEqualTo("a");
    assertThat(h.offer("c", false, 0, TimeUnit.MILLISECONDS)).isTrue();
    assertThat(h.poll(0, TimeUnit.MILLISECONDS)).isEqualTo("b");
    assertThat(h.poll(0, TimeUnit.MILLISECONDS)).isEqualTo("c");
    assertThat(h.isEmpty()).isTrue();
  }

  @Test
  void aWaitingConsumerSleepsUntilARunOfBatchesOrTheLastOne() throws Exception {
    BatchHandoff<Integer> h = new BatchHandoff<>(8, 3);
    AtomicBoolean taken = new AtomicBoolean();
    CountDownLatch started = new CountDownLatch(1);
    Thread consumer = new Thread(() -> {
      try {
        started.countDown();
        if (h.poll(10, TimeUnit.SECONDS) != null) {
          taken.set(true);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    consumer.start();
    started.await();
    awaitWaiting(consumer);
    h.offer(1, false, 0, TimeUnit.MILLISECONDS);
    h.offer(2, false, 0, TimeUnit.MILLISECONDS);
    consumer.join(200);
    assertThat(taken).as("woken for fewer batches than the run").isFalse();
    h.offer(3, true, 0, TimeUnit.MILLISECONDS);
    consumer.join(5_000);
    assertThat(taken).isTrue();

    // The last batch wakes the consumer even when it alone is queued.
    BatchHandoff<Integer> end = new BatchHandoff<>(8, 4);
    Thread waiting = new Thread(() -> {
      try {
        taken.set(end.poll(10, TimeUnit.SECONDS) != null);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    taken.set(false);
    waiting.start();
    awaitWaiting(waiting);
    end.offer(7, true, 0, TimeUnit.MILLISECONDS);
    waiting.join(5_000);
    assertThat(taken).isTrue();
  }

  @Test
  void aConsumerTimingOutTakesWhatIsThereRatherThanNothing() throws Exception {
    BatchHandoff<Integer> h = new BatchHandoff<>(8, 4);
    h.offer(1, false, 0, TimeUnit.MILLISECONDS);
    assertThat(h.poll(0, TimeUnit.MILLISECONDS)).isEqualTo(1);
    h.offer(2, false, 0, TimeUnit.MILLISECONDS);
    // Queue was not empty on entry: no waiting at all.
    assertThat(h.poll(1, TimeUnit.HOURS)).isEqualTo(2);
    assertThat(h.poll(20, TimeUnit.MILLISECONDS)).isNull();
  }

  @Test
  void clearingWakesAProducerWaitingForRoom() throws Exception {
    BatchHandoff<Integer> h = new BatchHandoff<>(2, 1);
    h.offer(1, false, 0, TimeUnit.MILLISECONDS);
    h.offer(2, false, 0, TimeUnit.MILLISECONDS);
    AtomicBoolean offered = new AtomicBoolean();
    Thread producer = new Thread(() -> {
      try {
        offered.set(h.offer(3, false, 10, TimeUnit.SECONDS));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    producer.start();
    awaitWaiting(producer);
    h.clear();
    producer.join(5_000);
    assertThat(producer.isAlive()).isFalse();
    assertThat(offered).isTrue();
    assertThat(h.poll(0, TimeUnit.MILLISECONDS)).isEqualTo(3);
  }

  /** Until the thread sleeps in a timed wait (inside the hand-off: the tests' threads wait nowhere else). */
  private static void awaitWaiting(Thread t) throws InterruptedException {
    for (int i = 0; i < 5_000 && t.getState() != Thread.State.TIMED_WAITING; i++) {
      Thread.sleep(1);
    }
    assertThat(t.getState()).isEqualTo(Thread.State.TIMED_WAITING);
  }

  @Test
  void rejectsThresholdsThatCouldNeverBeReached() {
    assertThatThrownBy(() -> new BatchHandoff<>(4, 5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new BatchHandoff<>(1, 1)).isInstanceOf(IllegalArgumentException.class);
  }
}
