package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.Locale;

/**
 * Whether exact statistics of a range fit the Java heap, judged before reading it: the builder keeps
 * every primitive of the range as columns and then groups them by timeline, about {@link
 * #BYTES_PER_ITEM} bytes each at its peak (measured: the 9.5 million drawables of a 1 GB 64-timeline
 * trace needed between 1.5 and 2 GB of heap, the 9.2 million of the 2 GB 16 384-timeline one as
 * much). Without this check, the exact statistics of such a whole run read the file for a minute and
 * ran the heap out, in the viewer beside its picture.
 */
final class ExactStatisticsMemory {
  /** Heap per primitive of the range while the statistics are built. */
  static final long BYTES_PER_ITEM = 200;
  /** The fewest node bytes a drawable takes in a file (a small state with no shadows costs more). */
  static final long MIN_FILE_BYTES_PER_ITEM = 40;

  private ExactStatisticsMemory() {}

  /** Heap not in use now, up to the most the JVM may take. */
  static long availableHeap() {
    Runtime rt = Runtime.getRuntime();
    return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
  }

  /** True when nodes of {@code nodeBytes} cannot hold more primitives than {@code available} bytes build: no estimate needed. */
  static boolean surelyFits(long nodeBytes, long available) {
    return nodeBytes / MIN_FILE_BYTES_PER_ITEM <= available / BYTES_PER_ITEM;
  }

  /**
   * Refuses, in one line, exact statistics of about {@code items} primitives that would not fit in
   * {@code available} bytes of heap.
   */
  static void check(long items, long available, double start, double end) throws IOException {
    if (items > available / BYTES_PER_ITEM) {
      throw new IOException(String.format(Locale.ROOT,
          "exact statistics of %.9g–%.9g s need about %d MB of Java heap for their %d drawables, more than the %d MB"
              + " free: narrow the range, or give Java more heap with -Xmx (bin/leapshot: LEAPSHOT_JAVA_OPTS=-Xmx4g)",
          start, end, items * BYTES_PER_ITEM >> 20, items, available >> 20));
    }
  }
}
