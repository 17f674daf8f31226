package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The most states and arrows a streamed read may hold at once, shared by the groups of timelines
 * worked out on several threads ({@link StreamedRead}). An even split would refuse a read whose
 * timelines fall unevenly into the groups (one timeline: all of them in one group) on a machine
 * with more cores, and accept it on one with fewer; the sum of what they hold is what the heap
 * sees. Each group reports what it holds once per node, so the shared count costs one atomic
 * update per node.
 */
final class HeldBudget {
  private final long most;
  private final AtomicLong held = new AtomicLong();

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
    return now > most;
  }
}
