package org.leapshot.slog2.convert;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A bounded first-in first-out hand-over of batches from one producing thread to one consuming
 * thread that wakes a waiting side only when there is a good amount of work or room for it.
 *
 * <p>A {@link java.util.concurrent.ArrayBlockingQueue} wakes the producer as soon as one slot
 * frees and the consumer as soon as one batch arrives. When the two threads run at about the same
 * pace that is one sleep and one wake-up per batch: the OTF conversion of 1 GB parked 70 000 times
 * in 10 s, and on a virtual machine every wake-up of an idle virtual CPU costs a round trip through
 * the hypervisor. Here a waiting producer is woken when the queue is half empty, and a waiting
 * consumer when {@code wakeConsumerAt} batches are queued (or the last one is), so each wake-up is
 * followed by a run of useful work.
 */
final class BatchHandoff<T> {
  private final Object[] ring;
  private final int wakeProducerAt;
  private final int wakeConsumerAt;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition notEmpty = lock.newCondition();
  private final Condition notFull = lock.newCondition();
  private int head;
  private int size;
  private boolean producerWaiting;
  private boolean consumerWaiting;
  /** Set when the batch that ends the stream is queued: the consumer must not wait for more after it. */
  private boolean ended;

  BatchHandoff(int capacity, int wakeConsumerAt) {
    if (capacity < 2 || wakeConsumerAt < 1 || wakeConsumerAt > capacity) {
      throw new IllegalArgumentException("capacity " + capacity + ", wake consumer at " + wakeConsumerAt);
    }
    this.ring = new Object[capacity];
    this.wakeProducerAt = capacity / 2;
    this.wakeConsumerAt = wakeConsumerAt;
  }

  /**
   * Queues a batch, waiting at most {@code timeout} for room; {@code last} marks the final batch.
   * Returns false if there was no room in time.
   */
  boolean offer(T batch, boolean last, long timeout, TimeUnit unit) throws InterruptedException {
    long nanos = unit.toNanos(timeout);
    lock.lockInterruptibly();
    try {
      while (size == ring.length) {
        if (nanos <= 0) {
          return false;
        }
        producerWaiting = true;
        nanos = notFull.awaitNanos(nanos);
      }
      producerWaiting = false;
      ring[(head + size) % ring.length] = batch;
      size++;
      ended |= last;
      if (consumerWaiting && (size >= wakeConsumerAt || ended)) {
        consumerWaiting = false;
        notEmpty.signal();
      }
      return true;
    } finally {
      lock.unlock();
    }
  }

  /** The oldest batch, waiting at most {@code timeout}; {@code null} if none came in time. */
  @SuppressWarnings("unchecked")
  T poll(long timeout, TimeUnit unit) throws InterruptedException {
    long nanos = unit.toNanos(timeout);
    lock.lockInterruptibly();
    try {
      if (size == 0) {
        // Once empty, wait for a run of batches rather than for each one.
        while (size < wakeConsumerAt && !ended) {
          if (nanos <= 0) {
            break;
          }
          consumerWaiting = true;
          nanos = notEmpty.awaitNanos(nanos);
        }
        consumerWaiting = false;
        if (size == 0) {
          return null;
        }
      }
      T batch = (T) ring[head];
      ring[head] = null;
      head = (head + 1) % ring.length;
      size--;
      if (producerWaiting && size <= wakeProducerAt) {
        producerWaiting = false;
        notFull.signal();
      }
      return batch;
    } finally {
      lock.unlock();
    }
  }

  /** Drops every queued batch and wakes a waiting producer (the consumer has stopped). */
  void clear() {
    lock.lock();
    try {
      Arrays.fill(ring, null);
      head = 0;
      size = 0;
      producerWaiting = false;
      notFull.signalAll();
    } finally {
      lock.unlock();
    }
  }

  boolean isEmpty() {
    lock.lock();
    try {
      return size == 0;
    } finally {
      lock.unlock();
    }
  }
}
