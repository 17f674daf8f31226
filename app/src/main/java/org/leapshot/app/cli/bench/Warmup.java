package org.leapshot.app.cli.bench;

/**
 * How long {@link WindowBench} warms the JVM up before measuring.
 *
 * @param sessions fresh sessions opened, each with a whole-run view and a zoom
 * @param scanDrawables drawables the warm-up scan reads before the measured scan
 * @param maxSettleRounds most short rounds run waiting for the compiler to go quiet
 * @param quietScrollSteps scroll steps in a row without a finished compilation that end the scroll warm-up
 * @param maxScrollSteps most scroll steps the scroll warm-up runs
 */
public record Warmup(int sessions, long scanDrawables, int maxSettleRounds, int quietScrollSteps, int maxScrollSteps) {
  /** Until the compiler is quiet: figures of a viewer that has been running for a moment (see {@link WindowBench}). */
  public static final Warmup FULL = new Warmup(WindowBench.WARM_SESSIONS, WindowBench.WARM_SCAN_DRAWABLES,
      WindowBench.MAX_SETTLE_ROUNDS,
      ScrollWarmup.QUIET_SCROLL_STEPS, ScrollWarmup.MAX_WARM_SCROLL_STEPS);
  /**
   * A few rounds only, for checking that the bench and the scripts run (tests, CI): the counts are
   * those of a full run, the times are of code still being compiled.
   */
  public static final Warmup QUICK = new Warmup(3, 200_000, 2, WindowBench.SCROLL_STEPS, 2 * WindowBench.SCROLL_STEPS);
}
