package org.leapshot.slog2.query;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An unmodifiable map of int keys in ascending order, kept as two arrays: statistics of a whole run
 * of 16 384 timelines hold that many per-timeline maps, and hash maps' entries were most of what
 * building them allocated. Lookup by binary search; iteration in key order.
 */
final class IntKeyedMap<V> extends AbstractMap<Integer, V> {
  private final int[] keys;
  private final Object[] values;

  /** @param keys ascending, no duplicates; both arrays are kept, not copied */
  IntKeyedMap(int[] keys, Object[] values) {
    if (keys.length != values.length) {
      throw new IllegalArgumentException(keys.length + " keys for " + values.length + " values");
    }
    for (int i = 1; i < keys.length; i++) {
      if (keys[i - 1] >= keys[i]) {
        throw new IllegalArgumentException("keys must ascend: " + keys[i - 1] + " before " + keys[i]);
      }
    }
    this.keys = keys;
    this.values = values;
  }

  @Override
  public int size() {
    return keys.length;
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public V get(Object key) {
    int i = indexOf(key);
    return i >= 0 ? value(i) : null;
  }

  private int indexOf(Object key) {
    return key instanceof Integer k ? Arrays.binarySearch(keys, k) : -1;
  }

  @SuppressWarnings("unchecked")
  private V value(int i) {
    return (V) values[i];
  }

  @Override
  public Set<Entry<Integer, V>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return keys.length;
      }

      @Override
      public Iterator<Entry<Integer, V>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < keys.length;
          }

          @Override
          public Entry<Integer, V> next() {
            if (next >= keys.length) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new SimpleImmutableEntry<>(keys[i], value(i));
          }
        };
      }
    };
  }
}
