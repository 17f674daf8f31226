package org.leapshot.slog2.convert.otf;

import java.util.Arrays;

/**
 * The stream cursors still holding a record, earliest first by {@link OtfStreamCursor#compareTo}
 * (time, then stream order). A binary heap of stream orders with the times beside them in
 * primitive arrays, and a "the top moved on" operation: after the earliest cursor advances, one
 * sift down (usually two comparisons, as streams come in runs) replaces the poll and add of a
 * {@link java.util.PriorityQueue}, which took a fifth of the reading thread's time on a 16-stream
 * trace. The heap holds ints, not cursors: storing references into this long-lived array costs a
 * garbage-collector write barrier with a memory fence each time.
 */
final class OtfCursorHeap {
  /** Cursors by stream order; written once per cursor. */
  private OtfStreamCursor[] byOrder = new OtfStreamCursor[16];
  private long[] times = new long[16];
  private int[] orders = new int[16];
  private int size;

  boolean isEmpty() {
    return size == 0;
  }

  /** The earliest cursor; the heap must not be empty. */
  OtfStreamCursor top() {
    return byOrder[orders[0]];
  }

  /** Adds a cursor that holds a record. */
  void add(OtfStreamCursor c) {
    int order = c.order();
    if (order >= byOrder.length) {
      byOrder = Arrays.copyOf(byOrder, Math.max(order + 1, 2 * byOrder.length));
    }
    byOrder[order] = c;
    if (size == times.length) {
      times = Arrays.copyOf(times, 2 * size);
      orders = Arrays.copyOf(orders, 2 * size);
    }
    int i = size++;
    long t = c.time();
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (!before(t, order, times[parent], orders[parent])) {
        break;
      }
      times[i] = times[parent];
      orders[i] = orders[parent];
      i = parent;
    }
    times[i] = t;
    orders[i] = order;
  }

  /** The top cursor advanced to a later record: moves it to its new place. */
  void topAdvanced() {
    siftDown(byOrder[orders[0]].time(), orders[0]);
  }

  /** The top cursor is at its end: drops it. */
  void removeTop() {
    int last = --size;
    byOrder[orders[0]] = null;
    if (last > 0) {
      siftDown(times[last], orders[last]);
    }
  }

  private void siftDown(long t, int order) {
    int i = 0;
    int half = size >>> 1;
    while (i < half) {
      int child = 2 * i + 1;
      int right = child + 1;
      if (right < size && before(times[right], orders[right], times[child], orders[child])) {
        child = right;
      }
      if (!before(times[child], orders[child], t, order)) {
        break;
      }
      times[i] = times[child];
      orders[i] = orders[child];
      i = child;
    }
    times[i] = t;
    orders[i] = order;
  }

  private static boolean before(long t1, int o1, long t2, int o2) {
    return t1 < t2 || (t1 == t2 && o1 < o2);
  }
}
