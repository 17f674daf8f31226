package org.leapshot.slog2.convert.clog2;

import java.util.Arrays;

/**
 * Pairs state start and final events (clog2-format.md §B.4). The reference scans one list per
 * category from the oldest start for the first on the final event's line; that is first-in,
 * first-out per (category, line), which is what this keeps, so a long list on one line never slows
 * down matching on another.
 *
 * <p>Big traces have millions of states, so the queues live in primitive arrays: an open-addressing
 * table from (category, line) to a queue, and a pool of linked nodes reused through a free list.
 * Nothing is allocated per state once the pool has grown to the deepest nesting.
 */
final class StateMatcher {
  private static final int NONE = -1;

  /** Receives each state still open at the end. */
  interface OpenStateVisitor {
    void visit(int category, int lineId, double time, long offset);
  }

  // (category, line) -> queue index
  private long[] keys = new long[64];
  private int[] queueOf = new int[64];
  private int queues;
  private long[] queueKey = new long[32];
  private int[] head = new int[32];
  private int[] tail = new int[32];

  // node pool
  private double[] time = new double[64];
  private byte[][] info = new byte[64][];
  private long[] offset = new long[64];
  private int[] nextNode = new int[64];
  private int nodes;
  private int free = NONE;
  private long openCount;

  StateMatcher() {
    Arrays.fill(queueOf, NONE);
  }

  void start(int category, int lineId, double startTime, byte[] startInfo, long recordOffset) {
    int q = queue(key(category, lineId), true);
    int n = newNode();
    time[n] = startTime;
    info[n] = startInfo;
    offset[n] = recordOffset;
    nextNode[n] = NONE;
    if (tail[q] == NONE) {
      head[q] = n;
    } else {
      nextNode[tail[q]] = n;
    }
    tail[q] = n;
    openCount++;
  }

  /**
   * Removes the oldest open state of this category on this line.
   *
   * @return its node, to read with {@link #startTime}/{@link #startInfo} before the next call, or -1
   */
  int finish(int category, int lineId) {
    int q = queue(key(category, lineId), false);
    if (q == NONE || head[q] == NONE) {
      return NONE;
    }
    int n = head[q];
    head[q] = nextNode[n];
    if (head[q] == NONE) {
      tail[q] = NONE;
    }
    nextNode[n] = free;
    free = n;
    openCount--;
    return n;
  }

  double startTime(int node) {
    return time[node];
  }

  byte[] startInfo(int node) {
    byte[] bytes = info[node];
    info[node] = null;
    return bytes;
  }

  /** States started but not finished so far. */
  long openCount() {
    return openCount;
  }

  void forEachOpen(OpenStateVisitor visitor) {
    for (int q = 0; q < queues; q++) {
      for (int n = head[q]; n != NONE; n = nextNode[n]) {
        visitor.visit((int) (queueKey[q] >> 32), (int) queueKey[q], time[n], offset[n]);
      }
    }
  }

  private int newNode() {
    if (free != NONE) {
      int n = free;
      free = nextNode[n];
      return n;
    }
    if (nodes == time.length) {
      int cap = nodes * 2;
      time = Arrays.copyOf(time, cap);
      info = Arrays.copyOf(info, cap);
      offset = Arrays.copyOf(offset, cap);
      nextNode = Arrays.copyOf(nextNode, cap);
    }
    return nodes++;
  }

  private int queue(long key, boolean create) {
    int mask = keys.length - 1;
    int i = mix(key) & mask;
    while (queueOf[i] != NONE) {
      if (keys[i] == key) {
        return queueOf[i];
      }
      i = (i + 1) & mask;
    }
    if (!create) {
      return NONE;
    }
    if (queues == head.length) {
      int cap = queues * 2;
      queueKey = Arrays.copyOf(queueKey, cap);
      head = Arrays.copyOf(head, cap);
      tail = Arrays.copyOf(tail, cap);
    }
    int q = queues++;
    queueKey[q] = key;
    head[q] = NONE;
    tail[q] = NONE;
    keys[i] = key;
    queueOf[i] = q;
    if (queues * 2 > keys.length) {
      rehash(keys.length * 2);
    }
    return q;
  }

  private void rehash(int capacity) {
    keys = new long[capacity];
    queueOf = new int[capacity];
    Arrays.fill(queueOf, NONE);
    int mask = capacity - 1;
    for (int q = 0; q < queues; q++) {
      int i = mix(queueKey[q]) & mask;
      while (queueOf[i] != NONE) {
        i = (i + 1) & mask;
      }
      keys[i] = queueKey[q];
      queueOf[i] = q;
    }
  }

  private static long key(int category, int lineId) {
    return ((long) category << 32) | (lineId & 0xffffffffL);
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
