package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The most states and arrows a streamed read may hold at once, shared by the groups of timelines
 * worked out on several threads ({@link StreamedRead}). An even split would refuse a read whose
 * timelines fall unevenly into the groups (one timeline: all of them in one group) on a machine
 * with more cores, and accept it on one with fewer; the sum of what they hold is what the heap
 * sees. Each group reports what it holds once per node, so the shared count costs one atomic
 * update per node. The sender–receiver pairs whose messages the decoding threads sum ({@link
 * NodeMessages}) count too, each as {@link #HELD_PER_MESSAGE_PAIR} states: on 8 192 timelines of 16
 * receivers each they took more heap than the states, and a 28 MB heap ran out instead of reading in
 * passes.
 */
final class HeldBudget {
  private final long most;
  private final AtomicLong held = new AtomicLong();
  private final AtomicLong messagePairs = new AtomicLong();
  /**
   * Held states a sender–receiver pair counts as: its sums in each decoding thread that read some of
   * its arrows (an open-addressed table at most half full: up to 64 bytes, on each of two threads),
   * and its figures in the answer (about 80 bytes): about 200 bytes.
   */
  static final long HELD_PER_MESSAGE_PAIR = 1;

  HeldBudget(long most) {
    this.most = most;
  }

  /** The most held at once. */
  long most() {
    return most;
  }

  /** Changes the count by {@code delta} held since a group last said; true when all groups now hold more than the most. */
  boolean change(long delta) {
    long now = delta == 0 ? held.get() : held.addAndGet(delta);
    return now + HELD_PER_MESSAGE_PAIR * messagePairs.get() > most;
  }

  /** Counts {@code more} sender–receiver pairs whose messages the decoding threads sum apart from the groups. */
  void messagePairs(long more) {
    if (more != 0) {
      messagePairs.addAndGet(more);
    }
  }

  /** The sender–receiver pairs counted so far. */
  long messagePairs() {
    return messagePairs.get();
  }
}
