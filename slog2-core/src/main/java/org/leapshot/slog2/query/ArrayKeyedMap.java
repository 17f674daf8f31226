package org.leapshot.slog2.query;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An unmodifiable map kept as its keys in order (held by the subclass, as numbers) and an array of
 * values: the maps of statistics' answers ({@link IntKeyedMap}, {@link PairKeyedMap}), which hold
 * hundreds of thousands of entries and were mostly the hash maps' own objects. An entry is made
 * only when iterated; lookup is the subclass's (a binary search).
 */
abstract class ArrayKeyedMap<K, V> extends AbstractMap<K, V> {
  private final Object[] values;

  ArrayKeyedMap(Object[] values) {
    this.values = values;
  }

  /** The key at {@code i} in order. */
  abstract K keyAt(int i);

  /** Where {@code key} is, or a negative number when absent. */
  abstract int indexOf(Object key);

  @Override
  public int size() {
    return values.length;
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

  @SuppressWarnings("unchecked")
  private V value(int i) {
    return (V) values[i];
  }

  @Override
  public Set<Entry<K, V>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return values.length;
      }

      @Override
      public Iterator<Entry<K, V>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < values.length;
          }

          @Override
          public Entry<K, V> next() {
            if (next >= values.length) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new SimpleImmutableEntry<>(keyAt(i), value(i));
          }
        };
      }
    };
  }
}
