package org.leapshot.slog2.convert;

import java.util.Locale;

/**
 * Decides, from samples of the heap taken while a conversion runs, that it has run out of heap
 * although the JVM has not thrown {@link OutOfMemoryError}: over the last {@link #IN_A_ROW} full
 * collections the heap's use never moved by {@link #MOVED_SHARE} of its maximum, and the old
 * generation stayed at least {@link #TENURED_FULL_SHARE} full after them. A heap just too small for
 * the trunk of a wide trace got there and stayed: hundreds of full collections in a row freed 0 to 2
 * MB of 245 each (the young generation, full of what the old one had no room for, was never
 * emptied), enough for a few more drawables and too much for the JVM's own overhead limit (which
 * asks for less than 2 % of the heap free), so the conversion churned for minutes. In conversions
 * that fit, even in the smallest heap they fit in, every full collection freed 10 to 40 % of the
 * heap, and the young generation filled and emptied between them.
 *
 * <p>Memory, not time: on a loaded machine the share of the wall time spent collecting said nothing
 * reliable. Pure arithmetic on the numbers it is given ({@link HeapWatch} reads them from the JVM):
 * rings of samples, no allocation per sample, as the heap is full when it matters.
 */
final class HeapExhaustion {
  static final int IN_A_ROW = 5;
  /** Least movement of the heap's use, as a share of its maximum, that shows the conversion going on. */
  static final double MOVED_SHARE = 0.02;
  /** The old generation's least share of its maximum still in use after its last collection. */
  static final double TENURED_FULL_SHARE = 0.85;
  /** Fewest samples looked at: two or three that happen to agree decide nothing. */
  static final int FEWEST_SAMPLES = 5;
  /** Samples kept: at a tenth of a second, the last 100 s, for a big heap's slow full collections. */
  private static final int KEPT = 1024;

  private final long[] fullCollections = new long[KEPT];
  private final long[] heapUsed = new long[KEPT];
  /** Samples taken so far; the newest is at {@code (count - 1) % KEPT}. */
  private int count;
  private long moved;
  private long heapMax;
  private long tenuredUsed;
  private long tenuredMax;

  /**
   * Adds a sample and says whether the heap is exhausted.
   *
   * @param fulls full collections so far
   * @param used the heap's use now
   * @param heapMax the heap's maximum size
   * @param tenuredUsedAfter the old generation's use after its last collection
   * @param tenuredMax its maximum size (not positive when undefined: then never exhausted)
   */
  boolean exhausted(long fulls, long used, long heapMax, long tenuredUsedAfter, long tenuredMax) {
    int at = count % KEPT;
    fullCollections[at] = fulls;
    heapUsed[at] = used;
    count++;
    this.heapMax = heapMax;
    this.tenuredUsed = tenuredUsedAfter;
    this.tenuredMax = tenuredMax;
    if (heapMax <= 0 || tenuredMax <= 0 || tenuredUsedAfter < TENURED_FULL_SHARE * tenuredMax) {
      return false;
    }
    // Back to the newest sample taken before the last IN_A_ROW full collections, and over at least
    // FEWEST_SAMPLES samples: a watch held up by the pauses may take one per collection or fewer.
    long least = used;
    long most = used;
    for (int back = 1, n = Math.min(count, KEPT); back < n; back++) {
      int k = Math.floorMod(count - 1 - back, KEPT);
      least = Math.min(least, heapUsed[k]);
      most = Math.max(most, heapUsed[k]);
      if (fulls - fullCollections[k] >= IN_A_ROW && back + 1 >= FEWEST_SAMPLES) {
        moved = most - least;
        return moved < MOVED_SHARE * heapMax;
      }
    }
    return false;
  }

  /** What the last sample saw, for the out-of-memory message. */
  String describe() {
    return String.format(Locale.ROOT,
        "the heap stayed full: over %d full collections its use moved by %d MB of %d, and %d of %d MB of the old"
            + " generation stayed in use", IN_A_ROW, moved >> 20, heapMax >> 20, tenuredUsed >> 20, tenuredMax >> 20);
  }
}
