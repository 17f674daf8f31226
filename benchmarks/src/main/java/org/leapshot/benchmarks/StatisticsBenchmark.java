package org.leapshot.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Statistics of a whole run ({@code -p file=PATH}) on a fresh session each time (nothing cached):
 * approximate (from the shadows) and exact (every drawable), beside {@link ScanBenchmark}'s one read.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 7)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
public class StatisticsBenchmark {
  @Param("")
  public String file;
  private TraceSession session;

  @Setup(Level.Invocation)
  public void open() throws IOException {
    session = TraceSession.open(Path.of(file));
  }

  @TearDown(Level.Invocation)
  public void close() throws IOException {
    session.close();
  }

  @Benchmark
  public RangeStatistics approximateWholeRun() throws IOException {
    return session.approximateStatistics(session.timeRange().earliest(), session.timeRange().latest());
  }

  @Benchmark
  public RangeStatistics exactWholeRun() throws IOException {
    return session.statistics(session.timeRange().earliest(), session.timeRange().latest(), true);
  }
}
