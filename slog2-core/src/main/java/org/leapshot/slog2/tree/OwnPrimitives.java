package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The own primitives (box and category) that the state shadows of one node remember until the node
 * is finished (see {@link ShadowAccumulator}), in columns shared by all the node's shadows (the
 * boxes of the child shadows they absorb are kept the same way, in a second instance): each
 * shadow's are a chain through {@link #next}, in the order they were added. The columns are reused
 * by the level's later nodes; three arrays per shadow, grown by doubling, had been a tenth of the
 * garbage of a 1 GB OTF conversion.
 *
 * <p>An entry's start, end, category and link lie side by side (three longs), and when its node is
 * finished a shadow's chain is copied once, in order, to a run of its own ({@link #group}), which
 * the weights and the exclusive ratios then read in sequence. With 1 024 timelines the chains of a
 * leaf interleave, each step of a chain is a cache miss, and three walks over four separate columns
 * (counting the categories, the inclusive and the exclusive ratios) had been an eighth of the
 * building thread's time.
 */
final class OwnPrimitives {
  private static final int STRIDE = 3;
  private static final long LOW = 0xffff_ffffL;

  /** Per entry: start and end (raw bits), category in the high and the next entry in the low half. */
  private long[] entries = new long[STRIDE * 256];
  private int size;
  /** Chains copied in order by {@link #group}: start and end (raw bits), category. */
  private long[] runs = new long[STRIDE * 256];
  private int runsSize;
  /** Per category, the {@link #distinctCategories} pass that last saw it. */
  private int[] seenIn = new int[64];
  private int pass;

  /** Adds a primitive at the end of the chain whose last entry is {@code last} (-1: a new chain); returns its entry. */
  int add(double start, double end, int category, int last) {
    int k = size;
    int at = STRIDE * k;
    if (at == entries.length) {
      entries = Arrays.copyOf(entries, 2 * at);
    }
    long[] e = entries;
    e[at] = Double.doubleToRawLongBits(start);
    e[at + 1] = Double.doubleToRawLongBits(end);
    e[at + 2] = (long) category << 32;
    size = k + 1;
    if (last >= 0) {
      setNext(last, k);
    }
    return k;
  }

  private void setNext(int k, int next) {
    int at = STRIDE * k + 2;
    entries[at] = (entries[at] & ~LOW) | (next & LOW);
  }

  /**
   * Adds an entry whose chain goes on with {@code following} (-1: none), for a chain built newest
   * first; returns its entry.
   */
  int addBefore(double start, double end, int following) {
    int k = add(start, end, 0, -1);
    setNext(k, following);
    return k;
  }

  double start(int k) {
    return Double.longBitsToDouble(entries[STRIDE * k]);
  }

  double end(int k) {
    return Double.longBitsToDouble(entries[STRIDE * k + 1]);
  }

  int category(int k) {
    return (int) (entries[STRIDE * k + 2] >> 32);
  }

  /** The entry after {@code k} in its chain (undefined after a chain's last). */
  int next(int k) {
    return (int) entries[STRIDE * k + 2];
  }

  /**
   * Copies the chain of {@code count} entries from {@code first}, in order, to a run of its own;
   * returns the run's first position for {@link #runStart}, {@link #runEnd} and {@link #runCategory}
   * (positions {@code first} to {@code first + count - 1}).
   */
  int group(int first, int count) {
    int from = runsSize;
    int to = STRIDE * from;
    if (runs.length < to + STRIDE * count) {
      runs = Arrays.copyOf(runs, Math.max(2 * runs.length, to + STRIDE * count));
    }
    long[] e = entries;
    long[] r = runs;
    for (int c = 0, k = first; c < count; c++) {
      int at = STRIDE * k;
      long link = e[at + 2];
      r[to] = e[at];
      r[to + 1] = e[at + 1];
      r[to + 2] = link >> 32;
      to += STRIDE;
      k = (int) link;
    }
    runsSize = from + count;
    return from;
  }

  double runStart(int i) {
    return Double.longBitsToDouble(runs[STRIDE * i]);
  }

  double runEnd(int i) {
    return Double.longBitsToDouble(runs[STRIDE * i + 1]);
  }

  int runCategory(int i) {
    return (int) runs[STRIDE * i + 2];
  }

  /**
   * How many different categories the run of {@code count} positions from {@code first} ({@link
   * #group}) has, so that a shadow's weights are sized once for them.
   */
  int distinctCategories(int first, int count) {
    int p = ++pass;
    if (p == 0) { // after 2^32 passes: the old marks could be mistaken for this pass's
      Arrays.fill(seenIn, 0);
      p = pass = 1;
    }
    int distinct = 0;
    for (int i = first, end = first + count; i < end; i++) {
      int category = runCategory(i);
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

  /** Forgets every entry and run but keeps the capacity. */
  void clear() {
    size = 0;
    runsSize = 0;
  }
}
