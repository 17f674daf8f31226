package org.leapshot.slog2.tree;

/**
 * The weight arrays of shadows absorbed into a parent's (dead from then on), kept by the thread
 * that merged them for the tables that grow in its later merges. A parent's state shadow grows
 * when a child brings categories it lacks (from 2 or 3 slots to 12 or more on 1 024 timelines), and
 * fresh arrays for that, with the index arrays, had been an eighth of the garbage of an OTF2
 * conversion. Arrays are kept by length class (powers of two), a few dozen per class and none
 * above {@link #MAX_KEPT_LENGTH}, so a thread holds at most a few MB. Contents are left as they
 * were: a taken array's contents are undefined.
 */
final class WeightArrays {
  private static final ThreadLocal<WeightArrays> OF_THREAD = ThreadLocal.withInitial(WeightArrays::new);
  static final int MAX_KEPT_LENGTH = 1 << 12;
  private static final int CLASSES = 13; // floor(log2(length)) for lengths up to MAX_KEPT_LENGTH
  private static final int KEPT_PER_CLASS = 64;

  private final long[][][] kept = new long[CLASSES][KEPT_PER_CLASS][];
  private final int[] counts = new int[CLASSES];

  /** The calling thread's arrays. */
  static WeightArrays ofThisThread() {
    return OF_THREAD.get();
  }

  /** Keeps a dead array for a later {@link #take} (dropped when its class is full or it is too long). */
  void give(long[] a) {
    int n = a.length;
    if (n == 0 || n > MAX_KEPT_LENGTH) {
      return;
    }
    int c = classOf(n);
    if (counts[c] < KEPT_PER_CLASS) {
      kept[c][counts[c]++] = a;
    }
  }

  /**
   * An array of {@code min} to {@code max} longs ({@code min <= max}): a kept one if its class has
   * one that fits, else a new one of {@code max}. Its contents are undefined.
   */
  long[] take(int min, int max) {
    if (max <= MAX_KEPT_LENGTH) {
      int c = classOf(min);
      // The newest of min's class, which may be shorter than min, or of the next, which may be longer than max.
      for (int k = c; k <= c + 1 && k < CLASSES; k++) {
        int n = counts[k];
        if (n > 0) {
          long[] a = kept[k][n - 1];
          if (a.length >= min && a.length <= max) {
            kept[k][n - 1] = null;
            counts[k] = n - 1;
            return a;
          }
        }
      }
    }
    return new long[max];
  }

  private static int classOf(int length) {
    return 31 - Integer.numberOfLeadingZeros(length);
  }
}
