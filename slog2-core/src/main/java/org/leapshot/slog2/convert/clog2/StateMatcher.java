package org.leapshot.slog2.convert.clog2;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Pairs state start and final events (clog2-format.md §B.4). The reference scans one list per
 * category from the oldest start for the first on the final event's line; that is first-in,
 * first-out per (category, line), which is what this keeps, so a long list on one line never slows
 * down matching on another.
 */
final class StateMatcher {

  /** A started state waiting for its final event. */
  record Open(int category, int lineId, double time, byte[] info, long offset) {}

  private final Map<Long, ArrayDeque<Open>> open = new HashMap<>();
  private long openCount;

  void start(int category, int lineId, double time, byte[] info, long offset) {
    open.computeIfAbsent(key(category, lineId), k -> new ArrayDeque<>(4))
        .addLast(new Open(category, lineId, time, info, offset));
    openCount++;
  }

  /** Removes and returns the oldest open state of this category on this line, or null. */
  Open finish(int category, int lineId) {
    ArrayDeque<Open> queue = open.get(key(category, lineId));
    if (queue == null || queue.isEmpty()) {
      return null;
    }
    openCount--;
    return queue.pollFirst();
  }

  /** States started but not finished so far. */
  long openCount() {
    return openCount;
  }

  void forEachOpen(Consumer<Open> action) {
    for (ArrayDeque<Open> queue : open.values()) {
      queue.forEach(action);
    }
  }

  private static long key(int category, int lineId) {
    return ((long) category << 32) | (lineId & 0xffffffffL);
  }
}
