package org.leapshot.app.cli.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;

/**
 * The benchmark of issue #4: open; zoom to 1/1000 of the run at its centre; 50 scroll steps
 * forward by half a window; 20 random jumps; each at 1600 pixels, once in level-of-detail mode and
 * once exact (each mode on a fresh session, so neither warms the other's cache); then read every
 * drawable. Each operation is timed from the request to the last drawable read as the canvas reads it
 * ({@link StepMeter}). With read-ahead on, it waits between operations for the session's read-ahead,
 * as a person looking at the screen between two scroll steps gives it time to, and reports that work
 * apart; with it off, every step finds its neighbour cold.
 *
 * <p>The first open and a whole warm-up pass (other jump positions, on its own session, then
 * {@link #WARM_SESSIONS} fresh sessions showing the whole run and a window in its first part, then
 * short rounds of every operation until the compiler is quiet, see {@link #settle}, then scroll
 * steps until the optimising compiler has compiled their path, see {@link ScrollWarmup}, and short
 * rounds again) run before anything is measured, so the figures are those of a viewer that has been running for a moment
 * (compiled code) but has never read this part of the file (empty node cache). Open is the median
 * of {@link #OPENS} opens; the first, cold open is reported on its own. The first whole-run view
 * (level of detail at 1600 pixels) is timed {@link #OPENS} times and the zoom {@link #ZOOMS} times
 * per mode, each on a freshly opened session.
 */
public final class WindowBench {
  public static final int WIDTH_PX = 1600;
  public static final double ZOOM = 1000;
  public static final int SCROLL_STEPS = 50;
  public static final int JUMPS = 20;
  public static final int OPENS = 5;
  /**
   * Zooms timed per mode, each on a freshly opened session (empty cache). Eleven rather than five:
   * a zoom takes about 1.3 ms, and on a shared host a few milliseconds without the second core now
   * and then made the median of five one of the slow ones (3.97 ms once in 13 runs, at 2.2 ms of
   * CPU); a median of eleven needs six slow zooms for that.
   */
  public static final int ZOOMS = 11;
  /**
   * Fresh sessions opened to warm up before measuring, each with an overview and a zoom. With 30,
   * the compiler was still compiling the query paths (56 compilations during the fresh-session
   * zooms, `-XX:+PrintCompilation`) on one of the two cores the query decodes on; with 300, 20, and
   * those zooms went from 3.6–6.5 ms to 1.9 ms at the same CPU time.
   */
  static final int WARM_SESSIONS = 300;
  /** Enough drawables for the scan's code to be compiled and the heap to have grown to its pace. */
  static final long WARM_SCAN_DRAWABLES = 20_000_000;
  /** Most passes the warm-up scan makes over a small file. */
  static final int WARM_SCAN_PASSES = 8;
  /** Consecutive warm-up rounds without a finished compilation after which the JVM counts as settled. */
  static final int QUIET_ROUNDS = 3;
  /** Most warm-up rounds run waiting for the compiler to settle (about 50 ms each on the 5 GB trace). */
  static final int MAX_SETTLE_ROUNDS = 300;
  /** Scroll steps and jumps per mode in a warm-up round. */
  static final int SETTLE_STEPS = 3;
  /** Drawables a warm-up round's scan reads. */
  static final long SETTLE_SCAN_DRAWABLES = 200_000;

  private final Path file;
  private final long seed;
  private final SessionOptions options;
  private final Warmup warmup;
  private final StepMeter meter;
  private double coldOpenMs;
  private double allCpuSeconds;
  private long allAllocBytes;
  private int settleRounds;
  private int scrollWarmSteps;
  private String overviewProblem;
  /** Whether the file has a usable stored overview beside it (its whole-run view is then timed too). */
  private boolean stored;

  /** @param options sessions' options; with read-ahead off no step waits for it (the cold neighbour) */
  public WindowBench(Path file, long seed, SessionOptions options, Warmup warmup) {
    this.file = file;
    this.seed = seed;
    this.options = options;
    this.warmup = warmup;
    this.meter = new StepMeter(options.readAhead());
  }

  public BenchReport run() throws IOException, InterruptedException {
    OperationTimes[] zoom = {new OperationTimes(), new OperationTimes()};
    OperationTimes[] scroll = {new OperationTimes(), new OperationTimes()};
    OperationTimes[] jump = {new OperationTimes(), new OperationTimes()};
    long t0 = System.nanoTime();
    long bytes;
    try (TraceSession s = TraceSession.open(file, options)) {
      double coldOpenMs = (System.nanoTime() - t0) / 1e6;
      bytes = s.fileSize();
      this.coldOpenMs = coldOpenMs;
      stored = s.storedOverview().isPresent();
      overviewProblem = s.storedOverviewProblem();
      OperationTimes[] none = {new OperationTimes(), new OperationTimes(), new OperationTimes()};
      navigate(s, seed + 1, false, none[0], none[1], none[2]);
      navigate(s, seed + 1, true, none[0], none[1], none[2]);
      ScanTally.warm(s, warmup.scanDrawables(), WARM_SCAN_PASSES);
    }
    warmFreshSessions(seed + 2);
    settle(seed + 3);
    // after the compiler has gone quiet once: its queue is short
    scrollWarmSteps = ScrollWarmup.run(file, options, meter, warmup, new Random(seed + 4), this::settleRound);
    settle(seed + 5);
    double[] opens = new double[OPENS];
    for (int i = 0; i < OPENS; i++) {
      long t = System.nanoTime();
      TraceSession opened = TraceSession.open(file, options);
      opens[i] = (System.nanoTime() - t) / 1e6;
      opened.close(); // closing waits for the session's threads to end: not part of opening
    }
    java.util.Arrays.sort(opens);
    double openMs = opens[OPENS / 2];
    OperationTimes overview = new OperationTimes();
    OperationTimes overviewStored = stored ? new OperationTimes() : null;
    for (int i = 0; i < OPENS; i++) {
      try (TraceSession s = TraceSession.open(file, options)) {
        TimeBox run = s.timeRange();
        meter.measure(BenchSession.of(s), WindowQuery.lod(run.earliest(), run.latest(), WIDTH_PX), overview);
      }
      if (stored) { // taking turns with the tree's, on a session of its own
        try (TraceSession s = TraceSession.open(file, options)) {
          overviewStored.add(meter.measure(() -> StoredOverviewStep.wholeRun(s, WIDTH_PX)));
        }
      }
    }
    // Fresh-session zooms, repeated for a median. Whichever mode runs second after a session was
    // closed comes out up to twice as slow at the same CPU time (seen both ways round), so the
    // two modes take turns going first and share that penalty.
    for (int i = 1; i < ZOOMS; i++) {
      for (int k = 0; k < 2; k++) {
        int mode = (i + k) % 2;
        try (TraceSession s = TraceSession.open(file, options)) {
          meter.measure(BenchSession.of(s), centreWindow(s, mode == 1), zoom[mode]);
        }
      }
    }
    for (int mode = 0; mode < 2; mode++) {
      try (TraceSession s = TraceSession.open(file, options)) {
        navigate(s, seed, mode == 1, zoom[mode], scroll[mode], jump[mode]);
      }
    }
    long all;
    double seconds;
    try (TraceSession s = TraceSession.open(file, options)) {
      ScanTally tally = new ScanTally(Long.MAX_VALUE);
      ThreadClocks.Sample before = ThreadClocks.now();
      all = s.forEachDrawable(tally);
      ThreadClocks.Sample after = ThreadClocks.now();
      seconds = after.nanosSince(before) / 1e9;
      allCpuSeconds = after.cpuSince(before) / 1e9;
      allAllocBytes = after.allocSince(before);
    }
    return new BenchReport(file.toString(), bytes, coldOpenMs, openMs, overview, zoom, scroll, jump, all, seconds, allCpuSeconds,
        allAllocBytes, options.readAhead(), overviewStored, overviewProblem);
  }

  /**
   * Opens {@link #WARM_SESSIONS} sessions, each showing the whole run and one window at 1/1000 away
   * from the centre: a freshly opened file reads its upper nodes whole, code the navigation above
   * runs too rarely to have compiled (fresh-session zooms came out twice as slow without this).
   */
  private void warmFreshSessions(long warmSeed) throws IOException, InterruptedException {
    Random random = new Random(warmSeed);
    for (int i = 0; i < warmup.sessions(); i++) {
      try (TraceSession s = TraceSession.open(file, options)) {
        TimeBox run = s.timeRange();
        double width = run.duration() / ZOOM;
        double start = run.earliest() + random.nextDouble() * 0.4 * (run.duration() - width);
        wholeRun(s);
        if (stored) { // else its resampling ran at the quick compiler's tier when measured: 8 ms against 2 (r64)
          meter.measure(() -> StoredOverviewStep.wholeRun(s, WIDTH_PX));
        }
        meter.measure(BenchSession.of(s), new WindowQuery(start, start + width, WIDTH_PX, i % 2 == 0));
      }
    }
  }

  /** Scroll steps the scroll warm-up ran (see {@link ScrollWarmup}). */
  public int scrollWarmSteps() {
    return scrollWarmSteps;
  }

  /**
   * Repeats a short round of everything measured (a fresh session: the whole run, a zoom in each
   * mode, a few scroll steps and jumps, the start of a whole-file scan) until {@link #QUIET_ROUNDS}
   * rounds in a row finish no compilation, at most {@link #MAX_SETTLE_ROUNDS} rounds. Why: the
   * JVM's compiler thread shares the two cores with the query. After the fixed warm-up it was still
   * recompiling the query path (code thrown away when a branch first taken late, such as the first
   * eviction from a full node cache, was taken): 450 ms of compiling during the 0.5 s of measured
   * scroll steps and jumps (JFR), while the query's second thread waited for a core.
   */
  private void settle(long warmSeed) throws IOException, InterruptedException {
    java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
    if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
      return;
    }
    Random random = new Random(warmSeed);
    int quiet = 0;
    int rounds = 0;
    while (quiet < QUIET_ROUNDS && rounds < warmup.maxSettleRounds()) {
      long before = jit.getTotalCompilationTime();
      settleRound(random);
      rounds++;
      quiet = jit.getTotalCompilationTime() == before ? quiet + 1 : 0;
    }
    settleRounds += rounds;
  }

  /**
   * The whole-run view, its drawables and shadows read as the measured one's are. Why read: the
   * warm-up once asked for it without reading it, so the reader first met shadows in the measured
   * whole-run views; that deoptimised its compiled code (JFR: {@code readShadows}, "uninitialized",
   * reinterpret), and now and then the measured scroll steps that followed read their drawables in
   * the interpreter: 15-19 us a step instead of 4, about one run in seven.
   */
  private void wholeRun(TraceSession s) throws IOException, InterruptedException {
    TimeBox run = s.timeRange();
    meter.measure(BenchSession.of(s), WindowQuery.lod(run.earliest(), run.latest(), WIDTH_PX));
  }

  /** One warm-up round, timed as the measured operations are (the timing code is compiled too). */
  private void settleRound(Random random) throws IOException, InterruptedException {
    OperationTimes discarded = new OperationTimes();
    try (TraceSession s = TraceSession.open(file, options)) {
      TimeBox run = s.timeRange();
      double width = run.duration() / ZOOM;
      wholeRun(s);
      if (stored) {
        discarded.add(meter.measure(() -> StoredOverviewStep.wholeRun(s, WIDTH_PX)));
      }
      for (int mode = 0; mode < 2; mode++) {
        WindowQuery q = centreWindow(s, mode == 1);
        meter.measure(BenchSession.of(s), q, discarded);
        for (int i = 0; i < SETTLE_STEPS; i++) {
          q = q.shifted(width / 2);
          meter.measure(BenchSession.of(s), q, discarded);
          double start = run.earliest() + random.nextDouble() * (run.duration() - width);
          meter.measure(BenchSession.of(s), new WindowQuery(start, start + width, WIDTH_PX, mode == 1), discarded);
        }
      }
      ScanTally.warm(s, SETTLE_SCAN_DRAWABLES, 1);
    }
  }

  /** Warm-up rounds run before measuring (see {@link #settle}). */
  public int settleRounds() {
    return settleRounds;
  }

  private void navigate(TraceSession s, long jumpSeed, boolean exact, OperationTimes zoom, OperationTimes scroll, OperationTimes jump)
      throws IOException, InterruptedException {
    TimeBox run = s.timeRange();
    double width = run.duration() / ZOOM;
    WindowQuery q = centreWindow(s, exact);
    BenchSession b = BenchSession.of(s);
    meter.measure(b, q, zoom);
    for (int i = 0; i < SCROLL_STEPS; i++) {
      q = q.shifted(width / 2);
      meter.measure(b, q, scroll);
    }
    Random random = new Random(jumpSeed);
    for (int i = 0; i < JUMPS; i++) {
      double start = run.earliest() + random.nextDouble() * (run.duration() - width);
      meter.measure(b, new WindowQuery(start, start + width, WIDTH_PX, exact), jump);
    }
  }

  private static WindowQuery centreWindow(TraceSession s, boolean exact) {
    TimeBox run = s.timeRange();
    double width = run.duration() / ZOOM;
    double centre = run.earliest() + run.duration() / 2;
    return new WindowQuery(centre - width / 2, centre + width / 2, WIDTH_PX, exact);
  }
}
