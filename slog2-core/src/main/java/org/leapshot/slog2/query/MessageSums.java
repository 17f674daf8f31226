package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Messages per sender–receiver pair in streamed statistics ({@link StreamedStatistics}): arrows,
 * bytes and sized arrows of each pair beside its key in one open-addressed table, so that an arrow
 * costs one cache line where a run of 16 384 timelines has hundreds of thousands of pairs (a table
 * of keys, one of their slots and one of sums cost three).
 */
final class MessageSums {
  /** Per entry: key (sender, receiver), arrows (0: free), bytes, sized arrows. */
  private static final int W = 4;
  private long[] table = new long[W * 64];
  private int size;

  /** An arrow from {@code from} to {@code to} of {@code bytes} (negative: no size). */
  void add(int from, int to, long bytes) {
    long key = KeySlots.pair(from, to);
    long[] t = table;
    int mask = t.length / W - 1;
    for (int h = hash(key) & mask;; h = (h + 1) & mask) {
      int at = W * h;
      if (t[at + 1] == 0) {
        t[at] = key;
        t[at + 1] = 1;
        t[at + 2] = Math.max(0, bytes);
        t[at + 3] = bytes >= 0 ? 1 : 0;
        if (2 * ++size > mask + 1) {
          grow();
        }
        return;
      }
      if (t[at] == key) {
        t[at + 1] += 1;
        t[at + 2] += Math.max(0, bytes);
        t[at + 3] += bytes >= 0 ? 1 : 0;
        return;
      }
    }
  }

  private static int hash(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32);
  }

  private void grow() {
    long[] old = table;
    table = new long[2 * old.length];
    int mask = table.length / W - 1;
    for (int at = 0; at < old.length; at += W) {
      if (old[at + 1] != 0) {
        int h = hash(old[at]) & mask;
        while (table[W * h + 1] != 0) {
          h = (h + 1) & mask;
        }
        System.arraycopy(old, at, table, W * h, W);
      }
    }
  }

  /**
   * Each sender's row: its receivers ascending (as signed ints) and per receiver arrows, bytes and
   * sized arrows; {@code rowOf} gives a sender's row.
   */
  void emit(IntUnaryOperator rowOf, StatisticsRows rows) {
    long[] entries = new long[W * size];
    int n = 0;
    for (int at = 0; at < table.length; at += W) {
      if (table[at + 1] != 0) {
        System.arraycopy(table, at, entries, W * n++, W);
      }
    }
    long[] order = new long[n];
    Integer[] byPair = new Integer[n];
    for (int k = 0; k < n; k++) {
      long key = entries[W * k];
      order[k] = KeySlots.pair((int) (key >> 32), (int) key ^ Integer.MIN_VALUE);
      byPair[k] = k;
    }
    Arrays.sort(byPair, (a, b) -> Long.compare(order[a], order[b]));
    for (int k = 0; k < n;) {
      int sender = sender(entries, byPair[k]);
      int to = k;
      while (to < n && sender(entries, byPair[to]) == sender) {
        to++;
      }
      int[] receivers = new int[to - k];
      long[] sums = new long[3 * (to - k)];
      for (int j = k; j < to; j++) {
        int at = W * byPair[j];
        receivers[j - k] = (int) entries[at];
        System.arraycopy(entries, at + 1, sums, 3 * (j - k), 3);
      }
      int row = rowOf.applyAsInt(sender);
      rows.receivers[row] = receivers;
      rows.messages[row] = sums;
      k = to;
    }
  }

  private static int sender(long[] entries, int k) {
    return (int) (entries[W * k] >> 32);
  }
}
