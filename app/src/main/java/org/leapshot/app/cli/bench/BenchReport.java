package org.leapshot.app.cli.bench;

/**
 * What {@code leapshot bench} measured.
 *
 * @param coldOpenMs the first open in this JVM (class loading, cold code)
 * @param openMs median open once warm
 * @param overview the first whole-run view of a freshly opened session
 * @param readAhead whether the sessions read ahead (the operations' read-ahead is reported apart)
 * @param zoom per mode: {@code [0]} level of detail, {@code [1]} exact (also {@code scroll}, {@code jump})
 */
public record BenchReport(String file, long bytes, double coldOpenMs, double openMs, OperationTimes overview, OperationTimes[] zoom, OperationTimes[] scroll,
    OperationTimes[] jump, long allDrawables, double allSeconds, double allCpuSeconds, long allAllocBytes, boolean readAhead) {

  public double allPerSecond() {
    return allSeconds > 0 ? allDrawables / allSeconds : 0;
  }
}
