package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Numbers the distinct long keys it is given 0, 1, 2, … in the order first seen, by open
 * addressing: statistics look up a timeline, a category or a timeline pair for each of 10^5–10^6
 * drawables, shadows and weights, and boxed keys in hash maps spent most of their time hashing and
 * collecting garbage. Small non-negative keys (timelines, categories) skip the hashing: a direct
 * table answers them.
 */
final class KeySlots {
  private long[] keys = new long[64];
  /** Per table position its key's slot + 1; 0 where the position is free. */
  private int[] slotsPlusOne = new int[64];
  private long[] keyOfSlot = new long[32];
  private int size;
  /** How many keys the open-addressing table holds. */
  private int hashed;
  /** Keys below this are looked up in {@link #direct}, which grows to the largest seen. */
  private static final int DIRECT_KEYS = 1 << 16;
  /** Per small key its slot + 1; 0 where the key has none. */
  private int[] direct = new int[64];

  int size() {
    return size;
  }

  long keyOf(int slot) {
    return keyOfSlot[slot];
  }

  /** The key's slot, a new one (the next number) if it has none yet. */
  int slot(long key) {
    if (key >= 0 && key < DIRECT_KEYS) {
      int k = (int) key;
      if (k >= direct.length) {
        direct = Arrays.copyOf(direct, Math.min(DIRECT_KEYS, Math.max(2 * direct.length, k + 1)));
      }
      if (direct[k] == 0) {
        direct[k] = newSlot(key) + 1;
      }
      return direct[k] - 1;
    }
    int h = position(key);
    if (slotsPlusOne[h] != 0) {
      return slotsPlusOne[h] - 1;
    }
    int slot = newSlot(key);
    keys[h] = key;
    slotsPlusOne[h] = slot + 1;
    if (2 * ++hashed > keys.length) {
      rehash();
    }
    return slot;
  }

  private int newSlot(long key) {
    if (size == keyOfSlot.length) {
      keyOfSlot = Arrays.copyOf(keyOfSlot, 2 * size);
    }
    keyOfSlot[size] = key;
    return size++;
  }

  /** The key's slot, or -1 when it has none; safe to call from several threads once nothing is added. */
  int find(long key) {
    if (key >= 0 && key < DIRECT_KEYS) {
      return key < direct.length ? direct[(int) key] - 1 : -1;
    }
    return slotsPlusOne[position(key)] - 1;
  }

  /** Where in the table the key is, or the free position where it would go. */
  private int position(long key) {
    int mask = keys.length - 1;
    int h = hash(key) & mask;
    while (slotsPlusOne[h] != 0 && keys[h] != key) {
      h = (h + 1) & mask;
    }
    return h;
  }

  /**
   * Per slot the rank of its key among all, ascending, for keys that are ints; {@code keyOfRank}
   * ({@link #size} long) gets the keys in that order.
   */
  int[] ranks(int[] keyOfRank) {
    long[] keyed = new long[size];
    for (int s = 0; s < size; s++) {
      keyed[s] = pair((int) keyOfSlot[s], s);
    }
    Arrays.sort(keyed);
    int[] rank = new int[size];
    for (int k = 0; k < size; k++) {
      rank[(int) keyed[k]] = k;
      keyOfRank[k] = (int) (keyed[k] >> 32);
    }
    return rank;
  }

  /** The pair as one key (for timeline pairs). */
  static long pair(int a, int b) {
    return ((long) a << 32) | (b & 0xFFFF_FFFFL);
  }

  private void rehash() {
    keys = new long[2 * keys.length];
    slotsPlusOne = new int[keys.length];
    int mask = keys.length - 1;
    for (int s = 0; s < size; s++) {
      if (keyOfSlot[s] >= 0 && keyOfSlot[s] < DIRECT_KEYS) {
        continue;
      }
      int h = hash(keyOfSlot[s]) & mask;
      while (slotsPlusOne[h] != 0) {
        h = (h + 1) & mask;
      }
      keys[h] = keyOfSlot[s];
      slotsPlusOne[h] = s + 1;
    }
  }

  private static int hash(long k) {
    long h = k * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
