package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * An open-addressing hash table from a pair of longs to a value, for the message matcher's look-up
 * per message: no key object made, no {@code equals} called. Values are never removed.
 *
 * <p>A slot is three longs side by side (first, second, value number + 1, 0 when empty), so a probe
 * reads one cache line, and the values, in the order they were put, only on a match: with 1 024
 * ranks the table holds thousands of pairs and nearly every look-up misses the cache, where three
 * arrays read per probe had cost three misses.
 *
 * @param <V> the value type
 */
final class Otf2PairIndex<V> {
  private static final int STRIDE = 3;

  private long[] slots = new long[STRIDE * 64];
  private Object[] values = new Object[32];
  private int size;

  /** The value of {@code (first, second)}, or null. */
  @SuppressWarnings("unchecked")
  V get(long first, long second) {
    long[] s = slots;
    int mask = s.length / STRIDE - 1;
    for (int i = slot(first, second, mask); ; i = (i + 1) & mask) {
      int at = STRIDE * i;
      long number = s[at + 2];
      if (number == 0) {
        return null;
      }
      if (s[at] == first && s[at + 1] == second) {
        return (V) values[(int) number - 1];
      }
    }
  }

  /** Adds a pair not in the table yet. */
  void put(long first, long second, V value) {
    if (2 * (size + 1) > slots.length / STRIDE) {
      grow();
    }
    if (size == values.length) {
      values = Arrays.copyOf(values, 2 * size);
    }
    values[size] = value;
    size++;
    place(first, second, size);
  }

  private void place(long first, long second, long number) {
    long[] s = slots;
    int mask = s.length / STRIDE - 1;
    int i = slot(first, second, mask);
    while (s[STRIDE * i + 2] != 0) {
      i = (i + 1) & mask;
    }
    s[STRIDE * i] = first;
    s[STRIDE * i + 1] = second;
    s[STRIDE * i + 2] = number;
  }

  private static int slot(long first, long second, int mask) {
    long h = (first * 0x9E3779B97F4A7C15L + second) * 0xC2B2AE3D27D4EB4FL;
    return (int) (h >>> 40) & mask;
  }

  private void grow() {
    long[] old = slots;
    slots = new long[2 * old.length];
    for (int at = 0; at < old.length; at += STRIDE) {
      if (old[at + 2] != 0) {
        place(old[at], old[at + 1], old[at + 2]);
      }
    }
  }
}
