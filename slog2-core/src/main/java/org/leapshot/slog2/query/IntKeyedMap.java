package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * An unmodifiable map of int keys in ascending order, kept as two arrays: statistics of a whole run
 * of 16 384 timelines hold that many per-timeline maps, and hash maps' entries were most of what
 * building them allocated. Lookup by binary search; iteration in key order.
 */
final class IntKeyedMap<V> extends ArrayKeyedMap<Integer, V> {
  private final int[] keys;

  /** @param keys ascending, no duplicates; both arrays are kept, not copied */
  IntKeyedMap(int[] keys, Object[] values) {
    super(values);
    if (keys.length != values.length) {
      throw new IllegalArgumentException(keys.length + " keys for " + values.length + " values");
    }
    for (int i = 1; i < keys.length; i++) {
      if (keys[i - 1] >= keys[i]) {
        throw new IllegalArgumentException("keys must ascend: " + keys[i - 1] + " before " + keys[i]);
      }
    }
    this.keys = keys;
  }

  @Override
  Integer keyAt(int i) {
    return keys[i];
  }

  @Override
  int indexOf(Object key) {
    return key instanceof Integer k ? Arrays.binarySearch(keys, k) : -1;
  }
}
