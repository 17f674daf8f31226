package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Messages per sender–receiver pair in streamed statistics ({@link StreamedStatistics}), kept by
 * the sender's line ID ({@link NodeMessages}: each decoding thread sums its nodes' arrows): arrows,
 * bytes and sized arrows of each pair. A sender's first four receivers lie in its own stretch of
 * one array: the receivers, then per receiver its arrows and sized arrows packed in one number and
 * its bytes. An arrow then touches a line or two of memory where three arrays (receivers, sums,
 * ways used) cost three; on 16 384 timelines that was a fifth of the decoding threads' time. The
 * rest (more receivers, line IDs past {@link #SLOTS} or negative, a pair past 2^31 arrows) go to
 * one open-addressed table, each pair beside its key.
 */
final class MessageSums {
  /** Receivers kept beside each sender. */
  private static final int WAYS = 4;
  /** Senders with their receivers beside them, by line ID: at most 5.2 MB, whatever the timelines. */
  static final int SLOTS = 1 << 16;
  /** Per sender: receivers 0 and 1, 2 and 3 (two to a number), then per receiver arrows with sized ones, and bytes. */
  private static final int STRIDE = 2 + 2 * WAYS;
  /** One arrow, in a receiver's packed count: arrows in the high half, sized arrows in the low. */
  private static final long ONE = 1L << 32;
  private long[] ways = new long[STRIDE * 16];
  /** Per table entry: key (sender, receiver), arrows (0: free), bytes, sized arrows. */
  private static final int W = 4;
  private long[] table = new long[W * 64];
  private int size;
  /** Ways claimed and table entries made: the pairs held (a pair spilled past 2^31 arrows counts twice). */
  private long pairs;

  /** An arrow from line {@code from} to {@code to}, of {@code bytes} (negative: no size). */
  void addByLine(int from, int to, long bytes) {
    addPacked(from, to, bytes >= 0 ? ONE | 1 : ONE, bytes >= 0 ? bytes : 0);
  }

  /**
   * {@code count} arrows ({@code count} below 2^31), {@code sized} of them sized, of {@code
   * bytes}, from line {@code from} to {@code to}: as many {@link #addByLine} (tests).
   */
  void add(int from, int to, long count, long bytes, long sized) {
    addPacked(from, to, count << 32 | sized, bytes);
  }

  /** Arrows from line {@code from} to {@code to}: {@code counted} packed as in a way, of {@code bytes}. */
  private void addPacked(int from, int to, long counted, long bytes) {
    long[] w = ways;
    int at = STRIDE * from;
    if (from < 0 || at >= w.length) {
      addFar(from, to, counted, bytes);
      return;
    }
    for (int j = 0; j < WAYS; j++) {
      int c = at + 2 + 2 * j;
      long n = w[c];
      if (n == 0) {
        claim(w, at, j, to, counted, bytes);
        pairs++;
        return;
      }
      if (receiver(w, at, j) == to) {
        n += counted;
        if (n < 0) {
          spill(at, j, n, w[c + 1] + bytes); // 2^31 arrows: on to the table, the way free again
          return;
        }
        w[c] = n;
        w[c + 1] += bytes;
        return;
      }
    }
    addToTable(from, to, counted >>> 32, bytes, counted & 0xFFFFFFFFL);
  }

  /** Arrows from a sender without a stretch yet (made when its line ID is below {@link #SLOTS}), or none. */
  private void addFar(int from, int to, long counted, long bytes) {
    if (from >= 0 && from < SLOTS) {
      ways = Arrays.copyOf(ways, STRIDE * Math.min(SLOTS, Math.max(2 * ways.length / STRIDE, from + 1)));
      addPacked(from, to, counted, bytes);
      return;
    }
    addToTable(from, to, counted >>> 32, bytes, counted & 0xFFFFFFFFL);
  }

  private static int receiver(long[] w, int at, int j) {
    return (int) (w[at + (j >> 1)] >>> ((~j & 1) << 5)); // way 0 in the high half
  }

  private static void claim(long[] w, int at, int j, int to, long counted, long bytes) {
    int shift = (~j & 1) << 5;
    int r = at + (j >> 1);
    w[r] = w[r] & ~(0xFFFFFFFFL << shift) | (to & 0xFFFFFFFFL) << shift;
    w[at + 2 + 2 * j] = counted;
    w[at + 3 + 2 * j] = bytes;
  }

  /**
   * Moves way {@code j}'s sums (with the arrow just counted) to the table and frees the way: a pair
   * may then be kept twice (in the table, or in two ways), and {@link MessageRows} sums them.
   */
  private void spill(int at, int j, long packed, long bytes) {
    addToTable(at / STRIDE, receiver(ways, at, j), packed >>> 32, bytes, packed & 0xFFFFFFFFL);
    ways[at + 2 + 2 * j] = 0;
    ways[at + 3 + 2 * j] = 0;
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
        pairs++;
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
   * Each sender's row of the sums {@code parts} hold together: its receivers ascending (as signed
   * ints) and per receiver arrows, bytes and sized arrows; {@code rowOf} gives a sender's row.
   */
  static void emit(List<MessageSums> parts, IntUnaryOperator rowOf, StatisticsRows rows) {
    new MessageRows(parts, rowOf, rows).emit();
  }

  /** Sender–receiver pairs held so far, each counted when first kept beside its sender or in the table. */
  long pairs() {
    return pairs;
  }

  /** Senders with a stretch of ways (line IDs from 0). */
  int senders() {
    return ways.length / STRIDE;
  }

  /** Adds the pairs kept beside {@code sender} to {@code out}. */
  void waysOf(int sender, MessageRows.Pairs out) {
    long[] w = ways;
    int at = STRIDE * sender;
    for (int j = 0; j < WAYS; j++) {
      long packed = w[at + 2 + 2 * j];
      if (packed != 0) {
        out.add(receiver(w, at, j), packed >>> 32, w[at + 3 + 2 * j], packed & 0xFFFFFFFFL);
      }
    }
  }

  /** The table's keys, ordered by sender then receiver, both as signed ints. */
  long[] tableKeys() {
    long[] keys = new long[size];
    int n = 0;
    for (int at = 0; at < table.length; at += W) {
      if (table[at + 1] != 0) {
        keys[n++] = table[at] ^ 0x80000000L; // the receiver's sign bit turned: signed order as a long
      }
    }
    Arrays.sort(keys);
    return keys;
  }

  /** Adds the table's sums of the pair {@code key} (as {@link #tableKeys} gives it) to {@code out}, if it has it. */
  void tableSums(long key, MessageRows.Pairs out, int receiver) {
    long k = key ^ 0x80000000L;
    long[] t = table;
    int mask = t.length / W - 1;
    for (int h = hash(k) & mask; t[W * h + 1] != 0; h = (h + 1) & mask) {
      if (t[W * h] == k) {
        out.add(receiver, t[W * h + 1], t[W * h + 2], t[W * h + 3]);
        return;
      }
    }
  }
}
