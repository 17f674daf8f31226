package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The own primitives (box and category) that the state shadows of one node remember until the node
 * is finished (see {@link ShadowAccumulator}), in columns shared by all the node's shadows and
 * reused by the level's later nodes (three arrays per shadow, grown by doubling, had been a tenth
 * of the garbage of a 1 GB OTF conversion). Each entry names its shadow (its owner, the shadow's
 * position in the node); when the node is finished the entries are sorted by owner, stably, into a
 * run per shadow ({@link #runFirst}), which the weights and the exclusive ratios read in sequence.
 * With 1 024 timelines a node's shadows interleave, and a chain per shadow, walked three times over
 * four separate columns, had cost a cache miss per step: an eighth of the building thread's time.
 *
 * <p>The boxes of the child shadows a state shadow absorbs are kept in a second instance, as a
 * chain per shadow built newest first ({@link #addBefore}, {@link #next}): a few per shadow.
 */
final class OwnPrimitives {
  private static final int STRIDE = 3;
  private static final long LOW = 0xffff_ffffL;

  /** Per entry: start and end (raw bits), category in the high half and owner (or next entry) in the low half. */
  private long[] entries = new long[STRIDE * 256];
  private int size;
  /** The entries sorted by owner: start and end (raw bits), category. */
  private long[] runs = new long[STRIDE * 256];
  /** Entries sorted into {@link #runs} so far. */
  private int grouped;
  /** Per owner, the first position of its run + 1 (0: none yet); used up to {@link #owners}. */
  private int[] runOf = new int[64];
  private int owners;
  private int[] counts = new int[64];
  /** Per category, the {@link #distinctCategories} pass that last saw it. */
  private int[] seenIn = new int[64];
  private int pass;

  /** Adds an own primitive of the shadow at position {@code owner} of its node; returns its entry. */
  int add(double start, double end, int category, int owner) {
    int k = size;
    int at = STRIDE * k;
    if (at == entries.length) {
      entries = Arrays.copyOf(entries, 2 * at);
    }
    long[] e = entries;
    e[at] = Double.doubleToRawLongBits(start);
    e[at + 1] = Double.doubleToRawLongBits(end);
    e[at + 2] = (long) category << 32 | (owner & LOW);
    size = k + 1;
    return k;
  }

  /**
   * Adds an entry whose chain goes on with {@code following} (-1: none), for a chain built newest
   * first; returns its entry.
   */
  int addBefore(double start, double end, int following) {
    return add(start, end, 0, following);
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

  /** The entry after {@code k} in its chain ({@link #addBefore}; -1 after the chain's last). */
  int next(int k) {
    return (int) entries[STRIDE * k + 2];
  }

  /**
   * The first position of the run of {@code owner}'s entries, in the order they were added: at
   * {@link #runStart}, {@link #runEnd} and {@link #runCategory}, for as many positions as it added.
   * The entries added since the last call are sorted into runs now, so an owner must have added all
   * of its entries by then.
   */
  int runFirst(int owner) {
    if (grouped < size) {
      group();
    }
    return runOf[owner] - 1;
  }

  /** A stable counting sort of the entries added since the last one, by owner, after the runs made before. */
  private void group() {
    long[] e = entries;
    int from = grouped;
    int n = 0;
    for (int k = from; k < size; k++) {
      n = Math.max(n, (int) e[STRIDE * k + 2] + 1);
    }
    if (runOf.length < n) {
      runOf = Arrays.copyOf(runOf, Math.max(n, 2 * runOf.length));
      counts = new int[runOf.length];
    }
    owners = Math.max(owners, n);
    int[] c = counts;
    Arrays.fill(c, 0, n, 0);
    for (int k = from; k < size; k++) {
      c[(int) e[STRIDE * k + 2]]++;
    }
    int at = from;
    for (int o = 0; o < n; o++) {
      int count = c[o];
      if (count > 0) {
        if (runOf[o] != 0) {
          throw new IllegalStateException("own primitive of shadow " + o + " added after its run was made");
        }
        runOf[o] = at + 1;
        c[o] = at;
        at += count;
      }
    }
    if (runs.length < STRIDE * size) {
      runs = Arrays.copyOf(runs, Math.max(2 * runs.length, STRIDE * size));
    }
    long[] r = runs;
    for (int k = from; k < size; k++) {
      int from3 = STRIDE * k;
      long head = e[from3 + 2];
      int to = STRIDE * c[(int) head]++;
      r[to] = e[from3];
      r[to + 1] = e[from3 + 1];
      r[to + 2] = head >> 32;
    }
    grouped = size;
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
   * #runFirst}) has, so that a shadow's weights are sized once for them.
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
    grouped = 0;
    Arrays.fill(runOf, 0, owners, 0);
    owners = 0;
  }
}
