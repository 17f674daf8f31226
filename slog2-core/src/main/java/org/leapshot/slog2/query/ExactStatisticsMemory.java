package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.Locale;

/**
 * Whether exact statistics of a range fit the Java heap. Streamed ({@link StreamedStatistics}), they
 * hold the states that wait for the read to move on, about {@link #BYTES_PER_HELD} bytes each, and
 * their timelines' figures ({@link #heldPerTimeline}), and stop when more than half the free heap
 * would go to them (then read again in passes over groups of timelines) (the whole runs of the 1 GB 64-timeline
 * and the 2 GB 16 384-timeline traces hold at most a few hundred thousand, and stream at -Xmx256m).
 *
 * <p>When a file cannot be streamed, the builder keeps every primitive of the range as columns and
 * then groups them by timeline, about {@link #BYTES_PER_ITEM} bytes each at its peak (measured: the
 * 9.5 million drawables of a 1 GB 64-timeline trace needed between 1.5 and 2 GB of heap). That is
 * judged before reading the range: too many are read in passes over groups of timelines
 * ({@link StatisticsPasses}), or refused in one line when even those would not fit.
 */
final class ExactStatisticsMemory {
  /** Heap per primitive of the range while the statistics are built. */
  static final long BYTES_PER_ITEM = 200;
  /** The fewest node bytes a drawable takes in a file (a small state with no shadows costs more). */
  static final long MIN_FILE_BYTES_PER_ITEM = 40;

  /**
   * Heap per state or arrow that streamed statistics hold ({@link StreamedStatistics}): a state's
   * keys, exclusive time and cell, in arrays that grow by doubling.
   */
  static final long BYTES_PER_HELD = 96;

  private ExactStatisticsMemory() {}

  /**
   * Heap per timeline that streamed statistics work out, as a count of held states ({@link
   * #BYTES_PER_HELD} each), for a file of {@code categories} categories: its cells, pending and open
   * states' arrays and place in the answer, about 1 KB and 100 bytes per category (measured: 2.5 KB
   * each for the 16 384 timelines of 21 categories of the 2 GB trace, 41 MB in all, most of what a
   * 64 MB heap has).
   */
  static long heldPerTimeline(int categories) {
    return (1024 + 100L * Math.min(categories, 256)) / BYTES_PER_HELD;
  }

  /**
   * Heap a timeline's part of a finished answer takes, for a file of {@code categories} categories
   * (measured: 22 MB for the 16 384 timelines and 18 rows each of the 2 GB trace).
   */
  static long answerBytesPerTimeline(int categories) {
    return 64 + 80L * Math.min(categories, 256);
  }

  /**
   * Heap a sender–receiver pair takes in a finished answer: its figures, key and place in the map
   * ({@link PairKeyedMap}), and once more while the passes' answers are merged.
   */
  static final long ANSWER_BYTES_PER_MESSAGE_PAIR = 64;

  /** Most states and arrows streamed statistics may hold in half of {@code available} bytes. */
  static long heldBudget(long available) {
    return Math.max(0, available / 2 / BYTES_PER_HELD);
  }

  /** Heap not in use now, up to the most the JVM may take. */
  static long availableHeap() {
    Runtime rt = Runtime.getRuntime();
    return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
  }

  /**
   * Heap not in use once the garbage is collected. What {@link #availableHeap} counts as used
   * includes garbage not collected yet (a long-running viewer holds the last answers'), so a read
   * that would be refused or cut short on that figure asks again once, after a collection.
   */
  static long availableHeapAfterCollecting() {
    System.gc();
    return availableHeap();
  }

  /** True when nodes of {@code nodeBytes} cannot hold more primitives than {@code available} bytes build: no estimate needed. */
  static boolean surelyFits(long nodeBytes, long available) {
    return nodeBytes / MIN_FILE_BYTES_PER_ITEM <= available / BYTES_PER_ITEM;
  }

  /**
   * Passes over the range, each keeping a group of its timelines, for about {@code items} primitives
   * on {@code timelines} timelines to fit in {@code available} bytes: 1 when they fit at once, else
   * enough for a group to take three quarters of it (groups by line ID are uneven); 0 when even
   * {@code maxPasses} would not do, or it would take more passes than there are timelines.
   */
  static int passes(long items, int timelines, long available, int maxPasses) {
    if (items <= available / BYTES_PER_ITEM) {
      return 1;
    }
    long perPass = Math.max(1, available / 4 * 3 / BYTES_PER_ITEM);
    long passes = (items + perPass - 1) / perPass;
    return passes > Math.min(maxPasses, timelines) ? 0 : (int) passes;
  }

  /** The one-line refusal of exact statistics of about {@code items} primitives that no passes fit in {@code available} bytes. */
  static TooBig tooBig(long items, long available, int maxPasses, double start, double end) {
    return new TooBig(String.format(Locale.ROOT,
        "exact statistics of %s–%s s need about %d MB of Java heap for their %d drawables, more than the %d MB"
            + " free even in %d passes: narrow the range, or give Java more heap with -Xmx (bin/leapshot:"
            + " LEAPSHOT_JAVA_OPTS=-Xmx4g)",
        start, end, items * BYTES_PER_ITEM >> 20, items, available >> 20, maxPasses));
  }

  /** The one-line refusal of exact statistics whose streamed passes over groups of timelines all hold too much. */
  static TooBig tooBigStreamed(long available, int maxPasses, double start, double end) {
    return new TooBig(String.format(Locale.ROOT,
        "exact statistics of %s–%s s hold more than half the %d MB of Java heap free even in %d passes over"
            + " groups of timelines: narrow the range or the timelines (--timelines), or give Java more heap with"
            + " -Xmx (bin/leapshot: LEAPSHOT_JAVA_OPTS=-Xmx4g)",
        start, end, available >> 20, maxPasses));
  }

  /** Exact statistics refused: they would not fit the free heap even in passes. */
  static final class TooBig extends IOException {
    TooBig(String message) {
      super(message);
    }
  }
}
