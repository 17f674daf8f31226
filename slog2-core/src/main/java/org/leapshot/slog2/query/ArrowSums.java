package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Arrows' counts and clipped times per timeline and category in streamed statistics ({@link
 * StreamedStatistics}), in rows of numbers by category, each indexed by timeline: an arrow then
 * costs no visit to its timeline (on a run of 16 384 timelines, a few cache misses each). The sums
 * join the timelines' cells in their rows at the end ({@link TimelineRows}); a cell of an arrow
 * category holds nothing else (a category with states too is not streamed), so its figures are
 * these very sums. Events are counted the same way, in rows of their own: a count is the same
 * whenever it is added.
 */
final class ArrowSums {
  /** Per dense category number (see {@link TimelineCells#cellAt(int, int)}): its kind + 1, 0 for none yet. */
  private int[] kindOfSlot = new int[16];
  /** Categories the file does not define: their kinds. */
  private final KeySlots otherKinds = new KeySlots();
  private int[] otherKindOfSlot = new int[16];
  private int kinds;
  private int[] category = new int[4];
  private long[][] counts = new long[4][];
  private double[][] times = new double[4][];

  /** The kind of arrows of category {@code cat} with dense number {@code slot} (-1: none), made when new. */
  int kind(int cat, int slot) {
    int[] bySlot = kindOfSlot; // one field read: small enough for the quick compiler to inline
    return slot >= 0 && slot < bySlot.length && bySlot[slot] != 0 ? bySlot[slot] - 1 : newKind(cat, slot);
  }

  private int newKind(int cat, int slot) {
    int k;
    if (slot < 0) {
      int n = otherKinds.size();
      int s = otherKinds.slot(cat);
      if (s < n) {
        return otherKindOfSlot[s];
      }
      if (s == otherKindOfSlot.length) {
        otherKindOfSlot = Arrays.copyOf(otherKindOfSlot, 2 * s);
      }
      k = otherKindOfSlot[s] = add(cat);
    } else {
      if (slot >= kindOfSlot.length) {
        kindOfSlot = Arrays.copyOf(kindOfSlot, Math.max(2 * kindOfSlot.length, slot + 1));
      }
      k = add(cat);
      kindOfSlot[slot] = k + 1;
    }
    return k;
  }

  private int add(int cat) {
    if (kinds == category.length) {
      category = Arrays.copyOf(category, 2 * kinds);
      counts = Arrays.copyOf(counts, 2 * kinds);
      times = Arrays.copyOf(times, 2 * kinds);
    }
    category[kinds] = cat;
    counts[kinds] = new long[16];
    times[kinds] = new double[16];
    return kinds++;
  }

  /** An arrow of kind {@code k} on timeline slot {@code t}: counted. */
  void count(int k, int t) {
    long[] c = counts[k];
    if (t < c.length) {
      c[t]++; // the usual case, in a method small enough to be inlined
    } else {
      countGrown(k, t);
    }
  }

  private void countGrown(int k, int t) {
    int n = Math.max(2 * counts[k].length, t + 1);
    counts[k] = Arrays.copyOf(counts[k], n);
    times[k] = Arrays.copyOf(times[k], n);
    counts[k][t]++;
  }

  /** Its clipped time, in file order (after {@link #count}). */
  void addTime(int k, int t, double clipped) {
    times[k][t] += clipped;
  }

  /** Kinds made so far: categories with arrows (or events). */
  int kinds() {
    return kinds;
  }

  int category(int k) {
    return category[k];
  }

  /** How many of kind {@code k} timeline slot {@code t} has. */
  long countOn(int k, int t) {
    long[] c = counts[k];
    return t < c.length ? c[t] : 0;
  }

  /** Their clipped times summed in file order (of a kind that has some on {@code t}). */
  double timeOn(int k, int t) {
    return times[k][t];
  }
}
