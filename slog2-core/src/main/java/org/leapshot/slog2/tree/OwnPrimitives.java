package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The own primitives (box and category) that the state shadows of one node remember until the node
 * is finished (see {@link ShadowAccumulator}), in columns shared by all the node's shadows (the
 * boxes of the child shadows they absorb are kept the same way, in a second instance): each
 * shadow's are a chain through {@link #next}, in the order they were added. The columns are reused
 * by the level's later nodes; three arrays per shadow, grown by doubling, had been a tenth of the
 * garbage of a 1 GB OTF conversion.
 */
final class OwnPrimitives {
  private double[] starts = new double[256];
  private double[] ends = new double[256];
  private int[] categories = new int[256];
  private int[] next = new int[256];
  private int size;
  /** Per category, the {@link #distinctCategories} pass that last saw it. */
  private int[] seenIn = new int[64];
  private int pass;

  /** Adds a primitive at the end of the chain whose last entry is {@code last} (-1: a new chain); returns its entry. */
  int add(double start, double end, int category, int last) {
    if (size == starts.length) {
      int n = 2 * size;
      starts = Arrays.copyOf(starts, n);
      ends = Arrays.copyOf(ends, n);
      categories = Arrays.copyOf(categories, n);
      next = Arrays.copyOf(next, n);
    }
    int k = size++;
    starts[k] = start;
    ends[k] = end;
    categories[k] = category;
    if (last >= 0) {
      next[last] = k;
    }
    return k;
  }

  /**
   * Adds an entry whose chain goes on with {@code following} (-1: none), for a chain built newest
   * first; returns its entry.
   */
  int addBefore(double start, double end, int following) {
    int k = add(start, end, 0, -1);
    next[k] = following;
    return k;
  }

  double start(int k) {
    return starts[k];
  }

  double end(int k) {
    return ends[k];
  }

  int category(int k) {
    return categories[k];
  }

  /** The entry after {@code k} in its chain (undefined after a chain's last). */
  int next(int k) {
    return next[k];
  }

  /**
   * How many different categories the chain of {@code count} entries from {@code first} has, so
   * that a shadow's weights are sized once for them.
   */
  int distinctCategories(int first, int count) {
    int p = ++pass;
    if (p == 0) { // after 2^32 passes: the old marks could be mistaken for this pass's
      Arrays.fill(seenIn, 0);
      p = pass = 1;
    }
    int distinct = 0;
    for (int c = 0, k = first; c < count; c++, k = next[k]) {
      int category = categories[k];
      if (category < 0) {
        distinct++; // not a category index: counted every time, which can only over-count
        continue;
      }
      if (category >= seenIn.length) {
        seenIn = Arrays.copyOf(seenIn, Math.max(category + 1, 2 * seenIn.length));
      }
      if (seenIn[category] != p) {
        seenIn[category] = p;
        distinct++;
      }
    }
    return distinct;
  }

  /** Forgets every entry but keeps the capacity. */
  void clear() {
    size = 0;
  }
}
