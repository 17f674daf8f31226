package org.leapshot.slog2.tree;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * The weight arrays of shadows absorbed into a parent's (dead from then on), kept for the tables
 * made or grown later: a parent's state shadow grows when a child brings categories it lacks (from
 * 2 or 3 slots to 12 or more on 1 024 timelines), and a leaf's shadows get their first arrays.
 * Fresh arrays for these had been a quarter of the garbage of an OTF2 conversion.
 *
 * <p>Each thread keeps arrays by length class (powers of two), {@link #KEPT_PER_CLASS} per class
 * and none above {@link #MAX_KEPT_LENGTH}. A thread with a full class hands the class's arrays to
 * an {@link Exchange} shared by the threads, from which a thread with none of a class takes them:
 * the node writer thread frees most arrays (it merges the big nodes) and the building thread makes
 * most tables (for the leaves). The exchange holds a few MB at most. Contents are left as they
 * were: a taken array's contents are undefined.
 */
final class WeightArrays {
  static final int MAX_KEPT_LENGTH = 1 << 12;
  static final int KEPT_PER_CLASS = 64;
  private static final int CLASSES = 13; // floor(log2(length)) for lengths up to MAX_KEPT_LENGTH
  private static final Exchange SHARED = new Exchange();
  private static final ThreadLocal<WeightArrays> OF_THREAD = ThreadLocal.withInitial(() -> new WeightArrays(SHARED));

  /** Full classes of arrays handed between threads, at most about {@link #MAX_BYTES} per class. */
  static final class Exchange {
    private static final long MAX_BYTES = 1 << 20;
    @SuppressWarnings("unchecked")
    private final ConcurrentLinkedQueue<long[][]>[] full = new ConcurrentLinkedQueue[CLASSES];
    private final AtomicIntegerArray sizes = new AtomicIntegerArray(CLASSES);

    Exchange() {
      for (int c = 0; c < CLASSES; c++) {
        full[c] = new ConcurrentLinkedQueue<>();
      }
    }

    /** Takes a class's arrays if there is room for them; false if not. */
    boolean offer(int c, long[][] arrays) {
      long batchBytes = (long) KEPT_PER_CLASS * 8L << (c + 1);
      if (sizes.get(c) * batchBytes >= MAX_BYTES && sizes.get(c) > 0) {
        return false;
      }
      sizes.incrementAndGet(c);
      full[c].offer(arrays);
      return true;
    }

    /** A full set of arrays of class {@code c}, or null. */
    long[][] poll(int c) {
      long[][] arrays = full[c].poll();
      if (arrays != null) {
        sizes.decrementAndGet(c);
      }
      return arrays;
    }
  }

  private final Exchange exchange;
  private final long[][][] kept = new long[CLASSES][][];
  private final int[] counts = new int[CLASSES];

  WeightArrays(Exchange exchange) {
    this.exchange = exchange;
  }

  /** The calling thread's arrays. */
  static WeightArrays ofThisThread() {
    return OF_THREAD.get();
  }

  /** Keeps a dead array for a later {@link #take} (dropped when it is too long or no thread has room for it). */
  void give(long[] a) {
    int n = a.length;
    if (n == 0 || n > MAX_KEPT_LENGTH) {
      return;
    }
    int c = classOf(n);
    if (kept[c] == null) {
      kept[c] = new long[KEPT_PER_CLASS][];
    } else if (counts[c] == KEPT_PER_CLASS) {
      if (!exchange.offer(c, kept[c])) {
        return;
      }
      kept[c] = new long[KEPT_PER_CLASS][];
      counts[c] = 0;
    }
    kept[c][counts[c]++] = a;
  }

  /**
   * A kept array of {@code min} to {@code max} longs, if the newest of the classes that may hold
   * one fits (this thread's, else a set from the exchange), else null. Its contents are undefined.
   */
  long[] take(int min, int max) {
    if (min > MAX_KEPT_LENGTH) {
      return null;
    }
    int c = classOf(min);
    for (int k = c; k <= c + 1 && k < CLASSES; k++) {
      if (counts[k] == 0) {
        long[][] arrays = exchange.poll(k);
        if (arrays == null) {
          continue;
        }
        kept[k] = arrays;
        counts[k] = KEPT_PER_CLASS;
      }
      int n = counts[k];
      long[] a = kept[k][n - 1];
      if (a.length >= min && a.length <= max) {
        kept[k][n - 1] = null;
        counts[k] = n - 1;
        return a;
      }
    }
    return null;
  }

  private static int classOf(int length) {
    return 31 - Integer.numberOfLeadingZeros(length);
  }
}
