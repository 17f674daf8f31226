package org.leapshot.app.cli.bench;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Random;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;

/**
 * The bench's scroll warm-up: scroll steps, timed as the measured ones, until the optimising
 * compiler has compiled the path of a step from the read-ahead's span (see {@link #QUIET_SCROLL_STEPS}).
 */
final class ScrollWarmup {
  /**
   * Scroll steps in a row (both modes together) that must finish no compilation before the scroll
   * warm-up ends ({@link #run}). Why: a step from the read-ahead's span takes a few
   * microseconds, and the rest of the warm-up ran its code a few hundred times, too few for the
   * optimising compiler (5 000 calls of a method without loops, more while its queue is long): the
   * measured steps ran the query's path in the quick compiler's code, at its second or third tier as
   * the compiler's queue happened to be, 5 or 8 us a step from run to run
   * (`-XX:+PrintCompilation`: {@code WindowWalker::run}, {@code SpanColumns::window} never at tier 4).
   * A fixed count did not do: that threshold grows with the queue (`-XX:+PrintTieredEvents`: 12
   * times the calls with 33 methods queued at load 9), and 25 000 steps left them at tier 3. With
   * the queue empty, 12 000 steps are more than twice the calls that send a method to it.
   */
  static final int QUIET_SCROLL_STEPS = 12_000;
  /** Runs of both modes' scroll steps in the scroll warm-up between two of {@code settle}'s short rounds. */
  static final int SETTLE_EVERY = 10;
  /** Most scroll steps the scroll warm-up runs waiting for the compiler (about 0.1 ms each on r64). */
  static final int MAX_WARM_SCROLL_STEPS = 100_000;
  /**
   * Most seconds the scroll warm-up runs. On 4 096 timelines (steps of 17 000 drawables, spans of
   * 150 000 made by the read-ahead every seventh step) the compiler did not stay quiet for
   * {@link #QUIET_SCROLL_STEPS} steps before the most steps had run: 174 s in all at load 10.
   */
  static final double MAX_WARM_SCROLL_SECONDS = 15;
  /**
   * Most drawables the scroll warm-up's steps return in all: its steps are for the compiler, which
   * has seen enough of a path long before this; on 4 096 timelines (17 000 drawables a step) the
   * spans the read-ahead made for 14 000 steps grew the heap to twice the peak RSS (2.1 GB against
   * 1.1), while r64's 1 322-drawable steps still get 45 000.
   */
  static final long MAX_WARM_SCROLL_DRAWABLES = 60_000_000;

  /** One of the bench's short warm-up rounds of every operation. */
  @FunctionalInterface
  interface SettleRound {
    void run(Random random) throws IOException, InterruptedException;
  }

  private ScrollWarmup() {}

  /**
   * Runs scroll steps, timed as the measured ones, in runs of {@link WindowBench#SCROLL_STEPS} from random
   * windows, the two modes taking turns, until {@link Warmup#quietScrollSteps()} steps in a row have
   * finished no compilation, at most {@link Warmup#maxScrollSteps()} steps,
   * {@link #MAX_WARM_SCROLL_SECONDS} and {@link #MAX_WARM_SCROLL_DRAWABLES}, calling {@code settleRound}
   * every {@link #SETTLE_EVERY} rounds; returns the steps it ran.
   */
  static int run(Path file, SessionOptions options, StepMeter meter, Warmup warmup, Random random, SettleRound settleRound)
      throws IOException, InterruptedException {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
    long compiled = timed ? jit.getTotalCompilationTime() : 0;
    int quietFrom = 0;
    int steps = 0;
    long deadline = System.nanoTime() + (long) (MAX_WARM_SCROLL_SECONDS * 1e9);
    long drawables = 0;
    for (int round = 0; steps < warmup.maxScrollSteps() && System.nanoTime() - deadline < 0
        && drawables < MAX_WARM_SCROLL_DRAWABLES && (steps - quietFrom < warmup.quietScrollSteps() || !timed); round++) {
      if (round % SETTLE_EVERY == 0) {
        // everything else a query does, so that the optimising compiler, compiling the query's
        // path now, does not leave it out: the whole-run view that followed deoptimised it
        settleRound.run(random);
      }
      for (int mode = 0; mode < 2; mode++) {
        // a fresh session each run: two kept open for all the steps held 1.2 GB at their end, twice as much
        try (TraceSession s = TraceSession.open(file, options)) {
          TimeBox run = s.timeRange();
          double width = run.duration() / WindowBench.ZOOM;
          BenchSession b = BenchSession.of(s);
          OperationTimes discarded = new OperationTimes();
          double start = run.earliest() + random.nextDouble() * (run.duration() - width);
          WindowQuery q = new WindowQuery(start, start + width, WindowBench.WIDTH_PX, mode == 1);
          meter.measure(b, q, discarded);
          for (int i = 0; i < WindowBench.SCROLL_STEPS; i++, steps++) {
            q = q.shifted(width / 2);
            meter.measure(b, q, discarded);
          }
          drawables += discarded.totalDrawables();
        }
      }
      long now = timed ? jit.getTotalCompilationTime() : 0;
      if (now != compiled) {
        compiled = now;
        quietFrom = steps;
      }
    }
    return steps;
  }
}
