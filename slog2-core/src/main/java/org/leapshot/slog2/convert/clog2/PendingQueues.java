package org.leapshot.slog2.convert.clog2;

import java.util.Arrays;

/**
 * First-in, first-out queues of event halves waiting for their partner (a state start for its final
 * event, a send for its receive), one queue per key of three ints. The reference scans one list from
 * the oldest entry for the first with a matching key; a queue per key gives the same answer without
 * the scan, so a long list for one key never slows down the others.
 *
 * <p>Big traces have millions of states and messages, so everything lives in primitive arrays: an
 * open-addressing table from key to queue and a pool of linked nodes reused through a free list.
 * Nothing is allocated per event once the pool has grown to the largest number waiting at once,
 * and a waiting event costs about 40 bytes.
 */
final class PendingQueues {
  static final int NONE = -1;

  /** Receives each waiting event at the end. */
  interface Visitor {
    void visit(int key0, int key1, int key2, double time, int lineId, long offset);
  }

  // key -> queue, open addressing; a queue's key and ends
  private int[] table = new int[64];
  private int queues;
  private int[] key0 = new int[32];
  private int[] key1 = new int[32];
  private int[] key2 = new int[32];
  private int[] head = new int[32];
  private int[] tail = new int[32];

  // node pool
  private double[] time = new double[64];
  private int[] line = new int[64];
  private int[] size = new int[64];
  private long[] offset = new long[64];
  private byte[][] info = new byte[64][];
  private int[] nextNode = new int[64];
  private int nodes;
  private int free = NONE;
  private long waiting;

  PendingQueues() {
    Arrays.fill(table, NONE);
  }

  /** Appends an event half to the queue of its key. */
  void add(int k0, int k1, int k2, double eventTime, int lineId, int messageSize, byte[] eventInfo, long recordOffset) {
    int q = queue(k0, k1, k2, true);
    int n = newNode();
    time[n] = eventTime;
    line[n] = lineId;
    size[n] = messageSize;
    offset[n] = recordOffset;
    info[n] = eventInfo;
    nextNode[n] = NONE;
    if (tail[q] == NONE) {
      head[q] = n;
    } else {
      nextNode[tail[q]] = n;
    }
    tail[q] = n;
    waiting++;
  }

  /**
   * Removes the oldest event half of a key.
   *
   * @return its node, whose fields stay readable until the next {@link #add}, or {@link #NONE}
   */
  int poll(int k0, int k1, int k2) {
    int q = queue(k0, k1, k2, false);
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
    waiting--;
    return n;
  }

  double time(int node) {
    return time[node];
  }

  int lineId(int node) {
    return line[node];
  }

  int size(int node) {
    return size[node];
  }

  /** The node's info bytes; the node lets go of them. */
  byte[] takeInfo(int node) {
    byte[] bytes = info[node];
    info[node] = null;
    return bytes;
  }

  /** Event halves still waiting. */
  long waiting() {
    return waiting;
  }

  void forEach(Visitor visitor) {
    for (int q = 0; q < queues; q++) {
      for (int n = head[q]; n != NONE; n = nextNode[n]) {
        visitor.visit(key0[q], key1[q], key2[q], time[n], line[n], offset[n]);
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
      line = Arrays.copyOf(line, cap);
      size = Arrays.copyOf(size, cap);
      offset = Arrays.copyOf(offset, cap);
      info = Arrays.copyOf(info, cap);
      nextNode = Arrays.copyOf(nextNode, cap);
    }
    return nodes++;
  }

  private int queue(int k0, int k1, int k2, boolean create) {
    int mask = table.length - 1;
    int i = hash(k0, k1, k2) & mask;
    for (int q = table[i]; q != NONE; q = table[i]) {
      if (key0[q] == k0 && key1[q] == k1 && key2[q] == k2) {
        return q;
      }
      i = (i + 1) & mask;
    }
    if (!create) {
      return NONE;
    }
    if (queues == head.length) {
      int cap = queues * 2;
      key0 = Arrays.copyOf(key0, cap);
      key1 = Arrays.copyOf(key1, cap);
      key2 = Arrays.copyOf(key2, cap);
      head = Arrays.copyOf(head, cap);
      tail = Arrays.copyOf(tail, cap);
    }
    int q = queues++;
    key0[q] = k0;
    key1[q] = k1;
    key2[q] = k2;
    head[q] = NONE;
    tail[q] = NONE;
    table[i] = q;
    if (queues * 2 > table.length) {
      rehash(table.length * 2);
    }
    return q;
  }

  private void rehash(int capacity) {
    table = new int[capacity];
    Arrays.fill(table, NONE);
    int mask = capacity - 1;
    for (int q = 0; q < queues; q++) {
      int i = hash(key0[q], key1[q], key2[q]) & mask;
      while (table[i] != NONE) {
        i = (i + 1) & mask;
      }
      table[i] = q;
    }
  }

  private static int hash(int k0, int k1, int k2) {
    long h = ((k0 * 31L + k1) * 31L + k2) * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
