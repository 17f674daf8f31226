package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Messages per sender–receiver pair in streamed statistics ({@link StreamedStatistics}): arrows,
 * bytes and sized arrows of each pair. A sender's first few receivers are kept beside its timeline
 * slot, in arrays a run of 16 384 timelines keeps within a core's cache (a sender talks to a handful
 * of others in most MPI runs); the rest go to one open-addressed table, each pair beside its key, a
 * cache line per arrow. The table alone, of hundreds of thousands of pairs, cost a miss per arrow:
 * a sixth of that run's exact statistics.
 */
final class MessageSums {
  /** Receivers kept beside each sender. */
  private static final int WAYS = 4;
  /** Senders with their receivers beside them, the first by slot: at most 7.4 MB, whatever the timelines. */
  static final int SLOTS = 1 << 16;
  /** Per sender slot: how many receivers are kept beside it. */
  private byte[] used = new byte[16];
  /** Per sender slot and way: the receiver. */
  private int[] receiver = new int[WAYS * 16];
  /** Per sender slot and way: arrows, bytes, sized arrows. */
  private long[] sums = new long[3 * WAYS * 16];
  /** Per table entry: key (sender, receiver), arrows (0: free), bytes, sized arrows. */
  private static final int W = 4;
  private long[] table = new long[W * 64];
  private int size;

  /**
   * An arrow from {@code from}, whose timeline has slot {@code slot} (numbered densely from 0), to
   * {@code to}, of {@code bytes} (negative: no size).
   */
  void add(int slot, int from, int to, long bytes) {
    add(slot, from, to, 1, Math.max(0, bytes), bytes >= 0 ? 1 : 0);
  }

  /**
   * An arrow from line {@code from} to {@code to}, of {@code bytes} (negative: no size), kept by
   * the sender's line ID: for sums made apart from the timelines' slots (each decoding thread's,
   * {@link #addAll}ed at the end; a line ID is numbered densely in most files).
   */
  void addByLine(int from, int to, long bytes) {
    add(from >= 0 && from < SLOTS ? from : SLOTS, from, to, 1, Math.max(0, bytes), bytes >= 0 ? 1 : 0);
  }

  /** Adds the sums of {@code other}, made by {@link #addByLine} as this one. */
  void addAll(MessageSums other) {
    for (int slot = 0; slot < other.used.length; slot++) {
      for (int j = 0; j < other.used[slot]; j++) {
        int k = 3 * (WAYS * slot + j);
        add(slot, slot, other.receiver[WAYS * slot + j], other.sums[k], other.sums[k + 1], other.sums[k + 2]);
      }
    }
    long[] t = other.table;
    for (int at = 0; at < t.length; at += W) {
      if (t[at + 1] != 0) {
        int from = (int) (t[at] >> 32);
        add(from >= 0 && from < SLOTS ? from : SLOTS, from, (int) t[at], t[at + 1], t[at + 2], t[at + 3]);
      }
    }
  }

  /**
   * {@code count} arrows, {@code sized} of them sized, of {@code bytes}, from {@code from} (slot
   * {@code slot}) to {@code to}.
   */
  private void add(int slot, int from, int to, long count, long bytes, long sized) {
    if (slot >= SLOTS) {
      addToTable(from, to, count, bytes, sized);
      return;
    }
    if (slot >= used.length) {
      int n = Math.min(SLOTS, Math.max(2 * used.length, slot + 1));
      used = Arrays.copyOf(used, n);
      receiver = Arrays.copyOf(receiver, WAYS * n);
      sums = Arrays.copyOf(sums, 3 * WAYS * n);
    }
    int kept = used[slot];
    int at = WAYS * slot;
    for (int j = 0; j < kept; j++) {
      if (receiver[at + j] == to) {
        int k = 3 * (at + j);
        sums[k] += count;
        sums[k + 1] += bytes;
        sums[k + 2] += sized;
        return;
      }
    }
    if (kept < WAYS) {
      receiver[at + kept] = to;
      used[slot] = (byte) (kept + 1);
      int k = 3 * (at + kept);
      sums[k] = count;
      sums[k + 1] = bytes;
      sums[k + 2] = sized;
      return;
    }
    addToTable(from, to, count, bytes, sized);
  }

  private void addToTable(int from, int to, long count, long bytes, long sized) {
    long key = KeySlots.pair(from, to);
    long[] t = table;
    int mask = t.length / W - 1;
    for (int h = hash(key) & mask;; h = (h + 1) & mask) {
      int at = W * h;
      if (t[at + 1] == 0) {
        t[at] = key;
        t[at + 1] = count;
        t[at + 2] = bytes;
        t[at + 3] = sized;
        if (2 * ++size > mask + 1) {
          grow();
        }
        return;
      }
      if (t[at] == key) {
        t[at + 1] += count;
        t[at + 2] += bytes;
        t[at + 3] += sized;
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
   * sized arrows; {@code rowOf} gives a sender's row, {@code lineOfSlot} the sender of a slot.
   */
  void emit(IntUnaryOperator rowOf, IntUnaryOperator lineOfSlot, StatisticsRows rows) {
    int kept = 0;
    for (byte u : used) {
      kept += u;
    }
    long[] entries = new long[W * (size + kept)];
    int n = 0;
    for (int slot = 0; slot < used.length; slot++) {
      for (int j = 0; j < used[slot]; j++) {
        int at = W * n++;
        entries[at] = KeySlots.pair(lineOfSlot.applyAsInt(slot), receiver[WAYS * slot + j]);
        System.arraycopy(sums, 3 * (WAYS * slot + j), entries, at + 1, 3);
      }
    }
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
      long[] pairSums = new long[3 * (to - k)];
      for (int j = k; j < to; j++) {
        int at = W * byPair[j];
        receivers[j - k] = (int) entries[at];
        System.arraycopy(entries, at + 1, pairSums, 3 * (j - k), 3);
      }
      int row = rowOf.applyAsInt(sender);
      rows.receivers[row] = receivers;
      rows.messages[row] = pairSums;
      k = to;
    }
  }

  private static int sender(long[] entries, int k) {
    return (int) (entries[W * k] >> 32);
  }
}
