package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The cells of {@link OldStatisticsBuilder} (the reference for {@code StatisticsBuilderEquivalenceTest}).
 *
 * <p>The timeline × category cells of a {@link StatisticsBuilder}, each {@link #WIDTH} doubles, found
 * by an open-addressing table on the pair: a whole-run answer for 16 384 timelines has 10^5–10^6
 * cells, and maps of boxed keys and arrays spent most of its time hashing and collecting garbage.
 */
final class OldStatisticsCells {
  static final int WIDTH = 7;
  private long[] keys = new long[64];
  /** Per table position its cell's slot + 1; 0 where the position is free. */
  private int[] slotsPlusOne = new int[64];
  private long[] keyOfSlot = new long[32];
  private double[] values = new double[32 * WIDTH];
  private int size;

  /** The values, {@link #WIDTH} per cell: cell {@code slot}'s start at {@code slot * WIDTH}. */
  double[] values() {
    return values;
  }

  int size() {
    return size;
  }

  /** The pair as a key whose signed order is by timeline, then category. */
  static long key(int line, int category) {
    return ((long) line << 32) | ((category ^ 0x80000000) & 0xFFFFFFFFL);
  }

  static int line(long key) {
    return (int) (key >> 32);
  }

  static int category(long key) {
    return (int) key ^ 0x80000000;
  }

  /** The slot of a pair, a new cell of zeros if it has none yet; {@link #values()} may then be a new array. */
  int slot(int line, int category) {
    long k = key(line, category);
    int mask = keys.length - 1;
    int h = hash(k) & mask;
    while (slotsPlusOne[h] != 0) {
      if (keys[h] == k) {
        return slotsPlusOne[h] - 1;
      }
      h = (h + 1) & mask;
    }
    if (size == keyOfSlot.length) {
      keyOfSlot = Arrays.copyOf(keyOfSlot, 2 * size);
      values = Arrays.copyOf(values, 2 * size * WIDTH);
    }
    keys[h] = k;
    slotsPlusOne[h] = size + 1;
    keyOfSlot[size] = k;
    int slot = size++;
    if (2 * size > keys.length) {
      rehash();
    }
    return slot;
  }

  private void rehash() {
    keys = new long[2 * keys.length];
    slotsPlusOne = new int[keys.length];
    int mask = keys.length - 1;
    for (int s = 0; s < size; s++) {
      int h = hash(keyOfSlot[s]) & mask;
      while (slotsPlusOne[h] != 0) {
        h = (h + 1) & mask;
      }
      keys[h] = keyOfSlot[s];
      slotsPlusOne[h] = s + 1;
    }
  }

  /**
   * The cells' slots sorted by timeline, then category: a radix sort of the keys (16 bits a pass,
   * sign bit flipped so that the unsigned order is the signed one) carrying the slots along.
   */
  int[] sortedSlots() {
    if (size == 0) {
      return new int[0];
    }
    long[] k = new long[size];
    int[] s = new int[size];
    for (int i = 0; i < size; i++) {
      k[i] = keyOfSlot[i] ^ Long.MIN_VALUE;
      s[i] = i;
    }
    long[] k2 = new long[size];
    int[] s2 = new int[size];
    int[] count = new int[1 << 16];
    for (int shift = 0; shift < 64; shift += 16) {
      Arrays.fill(count, 0);
      for (int i = 0; i < size; i++) {
        count[(int) (k[i] >>> shift) & 0xFFFF]++;
      }
      if (count[(int) (k[0] >>> shift) & 0xFFFF] == size) {
        continue; // every key has this digit: the pass would not move anything
      }
      for (int d = 0, at = 0; d < count.length; d++) {
        int c = count[d];
        count[d] = at;
        at += c;
      }
      for (int i = 0; i < size; i++) {
        int at = count[(int) (k[i] >>> shift) & 0xFFFF]++;
        k2[at] = k[i];
        s2[at] = s[i];
      }
      long[] tk = k;
      k = k2;
      k2 = tk;
      int[] ts = s;
      s = s2;
      s2 = ts;
    }
    return s;
  }

  long keyOf(int slot) {
    return keyOfSlot[slot];
  }

  private static int hash(long k) {
    long h = k * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
