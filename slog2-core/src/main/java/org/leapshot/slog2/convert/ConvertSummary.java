package org.leapshot.slog2.convert;

import org.leapshot.slog2.write.WriteSummary;

/**
 * What a conversion did.
 *
 * @param format the input format
 * @param written what the writer wrote (drawables by topology, categories, timelines, time range)
 * @param report skipped and non-drawable records by kind, with the first messages
 * @param inputBytes size of the input file
 * @param wallNanos wall-clock time of the whole conversion
 * @param sorted whether drawables had to be sorted because the input was not in end-time order
 * @param spilledRuns sorted runs spilled to temporary files (0 when sorting fit in memory)
 */
public record ConvertSummary(
    TraceFormat format,
    WriteSummary written,
    ImportReport report,
    long inputBytes,
    long wallNanos,
    boolean sorted,
    int spilledRuns) {

  /** Input megabytes (10^6 bytes) per second of wall time. */
  public double megabytesPerSecond() {
    return wallNanos <= 0 ? 0 : inputBytes / 1e6 / (wallNanos / 1e9);
  }
}
