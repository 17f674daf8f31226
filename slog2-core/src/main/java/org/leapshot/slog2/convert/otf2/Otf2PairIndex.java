package org.leapshot.slog2.convert.otf2;

/**
 * An open-addressing hash table from a pair of longs to a value, for the message matcher's look-up
 * per message: no key object made, no {@code equals} called. Values are never removed.
 *
 * @param <V> the value type
 */
final class Otf2PairIndex<V> {
  private long[] firsts = new long[64];
  private long[] seconds = new long[64];
  private Object[] values = new Object[64];
  private int size;

  /** The value of {@code (first, second)}, or null. */
  @SuppressWarnings("unchecked")
  V get(long first, long second) {
    int mask = values.length - 1;
    for (int i = slot(first, second, mask); values[i] != null; i = (i + 1) & mask) {
      if (firsts[i] == first && seconds[i] == second) {
        return (V) values[i];
      }
    }
    return null;
  }

  /** Adds a pair not in the table yet. */
  void put(long first, long second, V value) {
    if (2 * (size + 1) > values.length) {
      grow();
    }
    int mask = values.length - 1;
    int i = slot(first, second, mask);
    while (values[i] != null) {
      i = (i + 1) & mask;
    }
    firsts[i] = first;
    seconds[i] = second;
    values[i] = value;
    size++;
  }

  private static int slot(long first, long second, int mask) {
    long h = (first * 0x9E3779B97F4A7C15L + second) * 0xC2B2AE3D27D4EB4FL;
    return (int) (h >>> 40) & mask;
  }

  private void grow() {
    long[] f = firsts;
    long[] s = seconds;
    Object[] v = values;
    firsts = new long[f.length * 2];
    seconds = new long[f.length * 2];
    values = new Object[f.length * 2];
    size = 0;
    for (int i = 0; i < v.length; i++) {
      if (v[i] != null) {
        @SuppressWarnings("unchecked")
        V value = (V) v[i];
        put(f[i], s[i], value);
      }
    }
  }
}
