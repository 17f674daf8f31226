package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.function.LongSupplier;

/**
 * A session's statistics of a range: which read answers them (exact when asked or when the range's
 * nodes are small, else a level-of-detail read), and the ways in by which tests set the free heap
 * the memory checks see. Its own class so that {@link TraceSession} keeps to being the seam between
 * viewer and engine; the figures themselves come from {@link RangeReader}.
 */
final class SessionStatistics {
  private final TraceSession session;
  private final RangeReader ranges;
  private final DrawableScan scan;

  SessionStatistics(TraceSession session, RangeReader ranges, DrawableScan scan) {
    this.session = session;
    this.ranges = ranges;
    this.scan = scan;
  }

  /** See {@link TraceSession#statistics(double, double, boolean, int[])}. */
  RangeStatistics of(double start, double end, boolean exact, int[] lineIds) throws IOException {
    if (exact || ranges.bytesOverlapping(start, end) <= TraceSession.EXACT_STATISTICS_BYTES) {
      session.checkOpen();
      return ranges.exactStatistics(start, end, scan, TraceSession.interrupted(), lines(lineIds));
    }
    return approximate(start, end, lineIds);
  }

  /** See {@link TraceSession#approximateStatistics(double, double, int[])}. */
  RangeStatistics approximate(double start, double end, int[] lineIds) throws IOException {
    session.checkOpen();
    return ranges.statistics(approximateRead(start, end), scan, TraceSession.interrupted(), lines(lineIds));
  }

  /** Statistics from a level-of-detail read at {@code pixels}: approximate wherever shadows answer. */
  RangeStatistics approximate(double start, double end, int pixels) throws IOException {
    session.checkOpen();
    return ranges.statistics(WindowQuery.lod(start, end, pixels), scan, TraceSession.interrupted());
  }

  /** Exact statistics as if {@code availableHeap} bytes of heap were free (tests of the memory check). */
  RangeStatistics exact(double start, double end, long availableHeap) throws IOException {
    session.checkOpen();
    return ranges.exactStatistics(start, end, scan, TraceSession.interrupted(), availableHeap);
  }

  /** The same, with {@code afterCollecting} as the free heap once garbage is collected (tests of the retry). */
  RangeStatistics exact(double start, double end, long availableHeap, LongSupplier afterCollecting)
      throws IOException {
    session.checkOpen();
    return ranges.exactStatistics(start, end, scan, TraceSession.interrupted(), availableHeap, afterCollecting);
  }

  /** The same as the builder that keeps every primitive gives them (tests of its passes). */
  RangeStatistics kept(double start, double end, long availableHeap) throws IOException {
    session.checkOpen();
    return ranges.kept(start, end, scan, TraceSession.interrupted(), availableHeap);
  }

  /**
   * {@link TraceSession#approximateStatistics(double, double)} as if {@code availableHeap} bytes
   * were free (tests of the heap check).
   */
  RangeStatistics approximateWithin(double start, double end, long availableHeap) throws IOException {
    session.checkOpen();
    return ranges.statistics(approximateRead(start, end), scan, TraceSession.interrupted(), null, availableHeap,
        () -> availableHeap);
  }

  /** Whether statistics of a level-of-detail read at {@code pixels} are streamed exact ones (tests). */
  boolean streamed(double start, double end, int pixels) {
    return ranges.drawablesOnly(WindowQuery.lod(start, end, pixels));
  }

  private static WindowQuery approximateRead(double start, double end) {
    return WindowQuery.lod(start, end, TraceSession.APPROXIMATE_STATISTICS_PIXELS);
  }

  private static StatisticsLines lines(int[] lineIds) {
    return lineIds == null ? null : StatisticsLines.of(lineIds);
  }
}
