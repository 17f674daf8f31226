package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * An unmodifiable map from timeline pairs, in order of sender then receiver (both as signed ints),
 * kept as two arrays ({@link ArrayKeyedMap}): the messages of a whole run of 16 384 timelines
 * are 66 000 pairs, and a hash map of them, each key a record hashed through its generated
 * method, was a tenth of the answer's time in a JVM just started. Lookup by binary search.
 */
final class PairKeyedMap<V> extends ArrayKeyedMap<LinePair, V> {
  private final long[] keys;

  private PairKeyedMap(long[] keys, Object[] values) {
    super(values);
    this.keys = keys;
  }

  /** The pair as a key, ordered as a long as the map orders pairs. */
  static long key(int from, int to) {
    return KeySlots.pair(from, to ^ Integer.MIN_VALUE);
  }

  /** @param keys made by {@link #key}, no two alike; both arrays kept (sorted together when out of order) */
  static <V> PairKeyedMap<V> of(long[] keys, Object[] values) {
    if (keys.length != values.length) {
      throw new IllegalArgumentException(keys.length + " keys for " + values.length + " values");
    }
    for (int i = 1; i < keys.length; i++) {
      if (keys[i - 1] >= keys[i]) {
        return sorted(keys, values);
      }
    }
    return new PairKeyedMap<>(keys, values);
  }

  private static <V> PairKeyedMap<V> sorted(long[] keys, Object[] values) {
    Integer[] order = new Integer[keys.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
    long[] k = new long[keys.length];
    Object[] v = new Object[keys.length];
    for (int i = 0; i < order.length; i++) {
      k[i] = keys[order[i]];
      v[i] = values[order[i]];
      if (i > 0 && k[i] == k[i - 1]) {
        throw new IllegalArgumentException("pair twice: " + pair(k[i]));
      }
    }
    return new PairKeyedMap<>(k, v);
  }

  private static LinePair pair(long key) {
    return new LinePair((int) (key >> 32), (int) key ^ Integer.MIN_VALUE);
  }

  @Override
  LinePair keyAt(int i) {
    return pair(keys[i]);
  }

  @Override
  int indexOf(Object key) {
    return key instanceof LinePair p ? Arrays.binarySearch(keys, key(p.from(), p.to())) : -1;
  }
}
