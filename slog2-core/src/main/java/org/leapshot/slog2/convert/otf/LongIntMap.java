package org.leapshot.slog2.convert.otf;

import java.util.Arrays;

/**
 * A map from long keys to non-negative ints without boxing (open addressing, linear probing),
 * for the per-record lookups of token → category index.
 */
public final class LongIntMap {
  private static final long EMPTY = Long.MIN_VALUE;

  private long[] keys = new long[64];
  private int[] values = new int[64];
  private int size;

  public LongIntMap() {
    Arrays.fill(keys, EMPTY);
  }

  /** The value of {@code key}, or -1. {@code key} must not be {@link Long#MIN_VALUE}. */
  public int get(long key) {
    int mask = keys.length - 1;
    for (int slot = mix(key) & mask; ; slot = (slot + 1) & mask) {
      long k = keys[slot];
      if (k == key) {
        return values[slot];
      }
      if (k == EMPTY) {
        return -1;
      }
    }
  }

  public void put(long key, int value) {
    if ((size + 1) * 2 > keys.length) {
      grow();
    }
    int mask = keys.length - 1;
    int slot = mix(key) & mask;
    while (keys[slot] != EMPTY && keys[slot] != key) {
      slot = (slot + 1) & mask;
    }
    if (keys[slot] == EMPTY) {
      size++;
    }
    keys[slot] = key;
    values[slot] = value;
  }

  public int size() {
    return size;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    Arrays.fill(keys, EMPTY);
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != EMPTY) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
