package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The rows of messages of streamed statistics ({@link MessageSums#emit}): the sums each decoding
 * thread kept, put together sender by sender, each sender's receivers in ascending order (signed)
 * with a pair kept in several places summed. Senders kept beside their line ID come in order of
 * it, those of the tables sorted as numbers: no boxed sort, and a method per sender, which a
 * JVM that only just started compiles after a few hundred of the 16 384 senders of a big run.
 */
final class MessageRows {
  private final List<MessageSums> parts;
  private final IntUnaryOperator rowOf;
  private final StatisticsRows rows;
  private final Pairs pairs = new Pairs();

  MessageRows(List<MessageSums> parts, IntUnaryOperator rowOf, StatisticsRows rows) {
    this.parts = parts;
    this.rowOf = rowOf;
    this.rows = rows;
  }

  /** Pairs of one sender: receiver, arrows, bytes, sized arrows. */
  static final class Pairs {
    int size;
    int[] receiver = new int[16];
    long[] sums = new long[3 * 16];

    void add(int to, long count, long bytes, long sized) {
      if (size == receiver.length) {
        receiver = Arrays.copyOf(receiver, 2 * size);
        sums = Arrays.copyOf(sums, 6 * size);
      }
      receiver[size] = to;
      sums[3 * size] = count;
      sums[3 * size + 1] = bytes;
      sums[3 * size++ + 2] = sized;
    }
  }

  void emit() {
    long[] keys = tableKeys();
    int senders = 0;
    for (MessageSums p : parts) {
      senders = Math.max(senders, p.senders());
    }
    int k = 0;
    while (k < keys.length && sender(keys[k]) < 0) {
      k = sender(keys, k, sender(keys[k]));
    }
    for (int s = 0; s < senders; s++) {
      k = sender(keys, k, s);
    }
    while (k < keys.length) {
      k = sender(keys, k, sender(keys[k]));
    }
  }

  /** Every table's keys, sorted, each once. */
  private long[] tableKeys() {
    long[] all = new long[0];
    for (MessageSums p : parts) {
      long[] keys = p.tableKeys();
      int n = all.length;
      all = Arrays.copyOf(all, n + keys.length);
      System.arraycopy(keys, 0, all, n, keys.length);
    }
    Arrays.sort(all);
    int unique = 0;
    for (int i = 0; i < all.length; i++) {
      if (i == 0 || all[i] != all[i - 1]) {
        all[unique++] = all[i];
      }
    }
    return Arrays.copyOf(all, unique);
  }

  private static int sender(long key) {
    return (int) (key >> 32);
  }

  /**
   * The row of {@code sender}, if it sent any: the pairs kept beside it and those of the tables
   * from {@code k} on that are its; returns the index of the first table key past them.
   */
  private int sender(long[] keys, int k, int sender) {
    Pairs p = pairs;
    p.size = 0;
    if (sender >= 0) {
      for (MessageSums part : parts) {
        if (sender < part.senders()) {
          part.waysOf(sender, p);
        }
      }
    }
    for (; k < keys.length && sender(keys[k]) == sender; k++) {
      int receiver = (int) keys[k] ^ Integer.MIN_VALUE;
      for (MessageSums part : parts) {
        part.tableSums(keys[k], p, receiver);
      }
    }
    if (p.size > 0) {
      row(sender, p);
    }
    return k;
  }

  /** The sender's pairs sorted by receiver, those of one receiver summed. */
  private void row(int sender, Pairs p) {
    int n = p.size;
    int[] r = p.receiver;
    long[] s = p.sums;
    for (int i = 1; i < n; i++) { // a handful: insertion
      int to = r[i];
      long c = s[3 * i];
      long b = s[3 * i + 1];
      long z = s[3 * i + 2];
      int j = i;
      while (j > 0 && r[j - 1] > to) {
        r[j] = r[j - 1];
        System.arraycopy(s, 3 * j - 3, s, 3 * j, 3);
        j--;
      }
      r[j] = to;
      s[3 * j] = c;
      s[3 * j + 1] = b;
      s[3 * j + 2] = z;
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
      if (m > 0 && r[m - 1] == r[i]) {
        s[3 * m - 3] += s[3 * i];
        s[3 * m - 2] += s[3 * i + 1];
        s[3 * m - 1] += s[3 * i + 2];
      } else {
        r[m] = r[i];
        System.arraycopy(s, 3 * i, s, 3 * m++, 3);
      }
    }
    int row = rowOf.applyAsInt(sender);
    rows.receivers[row] = Arrays.copyOf(r, m);
    rows.messages[row] = Arrays.copyOf(s, 3 * m);
  }
}
