package org.leapshot.slog2.query;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list over the first {@code size} slots of an array that nobody else holds: query
 * results are handed out without copying tens of thousands of references again.
 */
final class FrozenList<T> extends AbstractList<T> implements RandomAccess {
  private final Object[] items;
  private final int size;

  private FrozenList(Object[] items, int size) {
    this.items = items;
    this.size = size;
  }

  /** Wraps {@code items[0, size)}; the caller gives the array up and must not change it. */
  static <T> FrozenList<T> adopt(Object[] items, int size) {
    if (size < 0 || size > items.length) {
      throw new IllegalArgumentException("size " + size + " outside an array of " + items.length);
    }
    for (int i = 0; i < size; i++) {
      if (items[i] == null) {
        throw new NullPointerException("element " + i);
      }
    }
    return new FrozenList<>(items, size);
  }

  @Override
  @SuppressWarnings("unchecked")
  public T get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of " + size);
    }
    return (T) items[index];
  }

  @Override
  public int size() {
    return size;
  }
}
