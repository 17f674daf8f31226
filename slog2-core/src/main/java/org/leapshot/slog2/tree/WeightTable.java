package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The CategoryWeights of one shadow (spec §8.3, §10.5): per category the inclusive and exclusive
 * ratios (binary32, rounded after every operation as Java float arithmetic does) and the count.
 * Parallel arrays in first-seen order; a shadow rarely has more than a handful of categories.
 */
final class WeightTable {
  private int[] categories = new int[2];
  private float[] inclusive = new float[2];
  private float[] exclusive = new float[2];
  private long[] counts = new long[2];
  private int size;

  int size() {
    return size;
  }

  int category(int i) {
    return categories[i];
  }

  float inclusive(int i) {
    return inclusive[i];
  }

  float exclusive(int i) {
    return exclusive[i];
  }

  long count(int i) {
    return counts[i];
  }

  /** The slot of a category, added with zero ratios and count if new. */
  int slot(int category) {
    for (int i = 0; i < size; i++) {
      if (categories[i] == category) {
        return i;
      }
    }
    if (size == categories.length) {
      int n = size * 2;
      categories = Arrays.copyOf(categories, n);
      inclusive = Arrays.copyOf(inclusive, n);
      exclusive = Arrays.copyOf(exclusive, n);
      counts = Arrays.copyOf(counts, n);
    }
    categories[size] = category;
    return size++;
  }

  void addInclusive(int slot, float v) {
    inclusive[slot] += v;
  }

  void addExclusive(int slot, float v) {
    exclusive[slot] += v;
  }

  void addCount(int slot, long n) {
    counts[slot] += n;
  }

  /** Rescales every ratio when the shadow's duration changes. */
  void scale(float factor) {
    for (int i = 0; i < size; i++) {
      inclusive[i] *= factor;
      exclusive[i] *= factor;
    }
  }

  /** Adds a child shadow's weights, its ratios scaled by {@code r} (its share of the new duration). */
  void addScaled(WeightTable child, float r) {
    for (int i = 0; i < child.size; i++) {
      int s = slot(child.categories[i]);
      counts[s] += child.counts[i];
      inclusive[s] += child.inclusive[i] * r;
      exclusive[s] += child.exclusive[i] * r;
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
      for (int j = i; j > 0 && before(inclusive[order[j]], inclusive[order[j - 1]]); j--) {
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
        if ((written & 1L << i) == 0 && (best < 0 || before(inclusive[i], inclusive[best]))) {
          best = i;
        }
      }
      written |= 1L << best;
      encodeSlot(out, best);
    }
  }

  private void encodeSlot(BlockOutput out, int i) {
    out.writeInt(categories[i]);
    out.writeFloat(inclusive[i]);
    out.writeFloat(exclusive[i]);
    out.writeLong(counts[i]);
  }
}
