package org.leapshot.app.cli.bench;

/**
 * What {@code leapshot bench} measured.
 *
 * @param coldOpenMs the first open in this JVM (class loading, cold code)
 * @param openMs median open once warm
 * @param overview the first whole-run view of a freshly opened session
 * @param readAhead whether the sessions read ahead (the operations' read-ahead is reported apart)
 * @param zoom per mode: {@code [0]} level of detail, {@code [1]} exact (also {@code scroll}, {@code jump})
 * @param overviewStored the first whole-run view from the stored overview beside the file, on a
 *     freshly opened session (read, resampled, every run read); null when the file has none
 * @param overviewProblem why the file beside it could not be used as its stored overview; null when it could or there is none
 */
public record BenchReport(String file, long bytes, double coldOpenMs, double openMs, OperationTimes overview, OperationTimes[] zoom, OperationTimes[] scroll,
    OperationTimes[] jump, long allDrawables, double allSeconds, double allCpuSeconds, long allAllocBytes, boolean readAhead,
    OperationTimes overviewStored, String overviewProblem) {

  public double allPerSecond() {
    return allSeconds > 0 ? allDrawables / allSeconds : 0;
  }
}
