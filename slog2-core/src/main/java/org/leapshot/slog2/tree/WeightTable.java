package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The CategoryWeights of one shadow (spec §8.3, §10.5): per category the inclusive and exclusive
 * ratios (binary32, rounded after every operation as Java float arithmetic does) and the count.
 * Slots in first-seen order, all in one array of three longs per slot (category and inclusive
 * bits, exclusive bits, count): a shadow rarely has more than a handful of categories, and one
 * array instead of four means fewer cache misses when millions of shadows are merged and stored.
 */
final class WeightTable {
  private static final int STRIDE = 3;
  private static final long LOW = 0xffffffffL;

  private long[] data = new long[2 * STRIDE];
  private int size;

  int size() {
    return size;
  }

  int category(int i) {
    return (int) (data[STRIDE * i] >> 32);
  }

  float inclusive(int i) {
    return Float.intBitsToFloat((int) data[STRIDE * i]);
  }

  float exclusive(int i) {
    return Float.intBitsToFloat((int) data[STRIDE * i + 1]);
  }

  long count(int i) {
    return data[STRIDE * i + 2];
  }

  private void setInclusive(int i, float v) {
    int k = STRIDE * i;
    data[k] = (data[k] & ~LOW) | (Float.floatToRawIntBits(v) & LOW);
  }

  private void setExclusive(int i, float v) {
    data[STRIDE * i + 1] = Float.floatToRawIntBits(v) & LOW;
  }

  /** The slot of a category, added with zero ratios and count if new. */
  int slot(int category) {
    for (int i = 0; i < size; i++) {
      if ((int) (data[STRIDE * i] >> 32) == category) {
        return i;
      }
    }
    if (STRIDE * size == data.length) {
      data = Arrays.copyOf(data, data.length * 2);
    }
    int k = STRIDE * size;
    data[k] = (long) category << 32 | (Float.floatToRawIntBits(0f) & LOW);
    data[k + 1] = Float.floatToRawIntBits(0f) & LOW;
    data[k + 2] = 0;
    return size++;
  }

  void addInclusive(int slot, float v) {
    setInclusive(slot, inclusive(slot) + v);
  }

  void addExclusive(int slot, float v) {
    setExclusive(slot, exclusive(slot) + v);
  }

  void addCount(int slot, long n) {
    data[STRIDE * slot + 2] += n;
  }

  /** Rescales every ratio when the shadow's duration changes. */
  void scale(float factor) {
    for (int i = 0; i < size; i++) {
      setInclusive(i, inclusive(i) * factor);
      setExclusive(i, exclusive(i) * factor);
    }
  }

  /** Adds a child shadow's weights, its ratios scaled by {@code r} (its share of the new duration). */
  void addScaled(WeightTable child, float r) {
    for (int i = 0; i < child.size; i++) {
      int s = slot(child.category(i));
      addCount(s, child.count(i));
      setInclusive(s, inclusive(s) + child.inclusive(i) * r);
      setExclusive(s, exclusive(s) + child.exclusive(i) * r);
    }
  }

  /**
   * Slots in stored order: inclusive ratio ascending, stable, NaN last (the reference's comparison
   * puts NaN nowhere consistent; last is what its files show).
   */
  int[] sortedSlots() {
    int[] order = new int[size];
    for (int i = 0; i < size; i++) {
      order[i] = i;
      for (int j = i; j > 0 && before(inclusive(order[j]), inclusive(order[j - 1])); j--) {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
    }
    return order;
  }

  private static boolean before(float a, float b) {
    if (Float.isNaN(a)) {
      return false;
    }
    return Float.isNaN(b) || a < b;
  }

  void encode(BlockOutput out) {
    out.writeInt(size);
    if (size > Long.SIZE) {
      for (int i : sortedSlots()) {
        encodeSlot(out, i);
      }
      return;
    }
    // The same order as sortedSlots() without allocating: repeatedly the first slot, in slot order,
    // that no remaining slot comes before (selection is stable because ties keep the lowest slot).
    long written = 0;
    for (int k = 0; k < size; k++) {
      int best = -1;
      for (int i = 0; i < size; i++) {
        if ((written & 1L << i) == 0 && (best < 0 || before(inclusive(i), inclusive(best)))) {
          best = i;
        }
      }
      written |= 1L << best;
      encodeSlot(out, best);
    }
  }

  private void encodeSlot(BlockOutput out, int i) {
    out.writeInt(category(i));
    out.writeFloat(inclusive(i));
    out.writeFloat(exclusive(i));
    out.writeLong(count(i));
  }
}
