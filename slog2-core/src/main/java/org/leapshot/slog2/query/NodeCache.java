package org.leapshot.slog2.query;

import java.util.Iterator;
import java.util.LinkedHashMap;

/**
 * Decoded nodes by file offset, least recently used evicted first, bounded by the sum of their
 * estimated heap weights. A viewer's accesses are ruled by recency: the nodes near the window and
 * the upper levels every query walks through. (A frequency-based admission policy such as
 * Caffeine's W-TinyLFU turned away the nodes read ahead for the next scroll step, which had been
 * used once, in favour of nodes used twice but left behind: on a 5 GB trace every step then read
 * four nodes again once the cache was full.) Thread-safe; the lock is held for map operations only.
 */
final class NodeCache {
  private record Entry(LoadedNode node, long weight) {}

  private final long budget;
  private final LinkedHashMap<Long, Entry> map = new LinkedHashMap<>(256, 0.75f, true);
  private long weight;

  NodeCache(long budget) {
    this.budget = budget;
  }

  synchronized LoadedNode get(long offset) {
    Entry e = map.get(offset);
    return e == null ? null : e.node();
  }

  /**
   * Marks the nodes at {@code keys} that it holds as just used, as {@link #get} does, under one lock:
   * a scroll step keeps a dozen nodes recent, and took the lock a dozen times for it.
   */
  synchronized void touch(long[] keys) {
    for (long k : keys) {
      map.get(k);
    }
  }

  /** True when it holds every node at {@code keys}; those it looked at are marked as just used, as {@link #get} does. */
  synchronized boolean holdsAll(long[] keys) {
    for (long k : keys) {
      if (map.get(k) == null) {
        return false;
      }
    }
    return true;
  }

  /** Adds a node (a node heavier than the whole budget is not kept) and evicts down to the budget. */
  synchronized void put(long offset, LoadedNode node, long nodeWeight) {
    if (nodeWeight > budget) {
      return;
    }
    Entry old = map.put(offset, new Entry(node, nodeWeight));
    if (old != null) {
      weight -= old.weight();
    }
    weight += nodeWeight;
    Iterator<Entry> eldest = map.values().iterator();
    while (weight > budget && eldest.hasNext()) {
      Entry e = eldest.next();
      eldest.remove();
      weight -= e.weight();
    }
  }

  synchronized long weight() {
    return weight;
  }

  synchronized void clear() {
    map.clear();
    weight = 0;
  }
}
