package org.leapshot.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;
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
 * The operations of {@code leapshot bench} under JMH: open, zoom to 1/1000 of the run (cold node
 * cache), a half-window scroll step (after read-ahead), a random jump, the first whole-run view,
 * each in level-of-detail and exact mode at 1600 pixels. The file is {@code -Dleapshot.bench.file}
 * (or {@code -p file=...}); make one with {@code ../shared/tools/gen_text_trace.py} and convert it.
 *
 * <pre>
 * mvn -Pbenchmarks -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar -p file=/tmp/t64_1G.slog2
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx512m")
public class WindowQueryBenchmark {
  @Param("")
  public String file;

  @Param({"false", "true"})
  public boolean exact;

  private Path path;
  private TraceSession session;
  private TimeBox run;
  private WindowQuery window;
  private Random random;

  @Setup(Level.Trial)
  public void openFile() {
    String f = file.isEmpty() ? System.getProperty("leapshot.bench.file", "") : file;
    if (f.isEmpty()) {
      throw new IllegalArgumentException("name the SLOG-2 file with -p file=PATH");
    }
    path = Path.of(f);
    random = new Random(1);
  }

  @Setup(Level.Iteration)
  public void freshSession() throws IOException {
    session = TraceSession.open(path);
    run = session.timeRange();
    double width = run.duration() / 1000;
    double centre = run.earliest() + run.duration() / 2;
    window = new WindowQuery(centre - width / 2, centre + width / 2, 1600, exact);
  }

  @TearDown(Level.Iteration)
  public void closeSession() throws IOException {
    session.close();
  }

  /** Open and close: header, directory, categories and line-ID maps. */
  @Benchmark
  public TimeBox open() throws IOException {
    try (TraceSession s = TraceSession.open(path)) {
      return s.timeRange();
    }
  }

  /** Zoom with an empty cache each time: a fresh session per call. */
  @Benchmark
  public WindowResult zoomCold() throws IOException {
    try (TraceSession s = TraceSession.open(path)) {
      return s.query(window);
    }
  }

  /** One scroll step by half a window, after the previous step's read-ahead finished. */
  @Benchmark
  public WindowResult scroll() throws IOException, InterruptedException {
    window = window.shifted(window.duration() / 2);
    if (window.end() > run.latest()) {
      window = window.shifted(run.earliest() - window.start());
    }
    WindowResult r = session.query(window);
    session.awaitReadAhead();
    return r;
  }

  /** A jump to a random 1/1000 of the run. */
  @Benchmark
  public WindowResult jump() throws IOException {
    double width = window.duration();
    double start = run.earliest() + random.nextDouble() * (run.duration() - width);
    return session.query(new WindowQuery(start, start + width, 1600, exact));
  }

  /**
   * A jump to a random 1/1000 of the run, then three half-window scroll steps, each after the
   * previous read-ahead: a person browsing. Run with {@code -prof gc} to see what the node cache
   * costs the collector (the figures of "Why the cache changed shape" in docs/benchmarks.md).
   */
  @Benchmark
  public int jumpThenScroll() throws IOException, InterruptedException {
    double width = window.duration();
    double start = run.earliest() + random.nextDouble() * (run.duration() - width);
    WindowQuery q = new WindowQuery(start, start + width, 1600, exact);
    int n = session.query(q).drawables().size();
    session.awaitReadAhead();
    for (int i = 0; i < 3; i++) {
      q = q.shifted(width / 2);
      n += session.query(q).drawables().size();
      session.awaitReadAhead();
    }
    return n;
  }

  /** The first whole-run view of a freshly opened file. */
  @Benchmark
  public WindowResult overview() throws IOException {
    try (TraceSession s = TraceSession.open(path)) {
      return s.overview(1600);
    }
  }
}
