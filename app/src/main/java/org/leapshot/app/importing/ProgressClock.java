package org.leapshot.app.importing;

import java.util.Locale;

/**
 * Elapsed time of a conversion and, once its progress is known and steady, about how long the
 * current step has left, as a browser's download says it: "0:42 elapsed · about 1 min left".
 * The estimate is the step's rate so far (time in the step ÷ fraction done), shown only after a few
 * seconds and a few per cent into the step, eased so that it does not jump with every update, and
 * rounded coarser the further away the end is. Plain arithmetic on times given by the caller (the
 * dialog's timer, on the EDT): no clock of its own, so tests run it on made-up times.
 */
final class ProgressClock {
  /** No estimate before this long into a step: its first seconds (opening files, JIT) are not its pace. */
  static final long STEADY_AFTER_NANOS = 3_000_000_000L;
  /** ... nor before this fraction of it is done. */
  static final double STEADY_FRACTION = 0.02;
  /** Weight of a new estimate against the eased one. */
  private static final double EASE = 0.3;

  private final long startNanos;
  private String phase = "";
  private long phaseStartNanos;
  private double fraction = -1;
  private double easedLeftSec = Double.NaN;

  ProgressClock(long startNanos) {
    this.startNanos = startNanos;
    this.phaseStartNanos = startNanos;
  }

  /** The converter's latest report: a new phase, or one going back, restarts the estimate. */
  void progress(String newPhase, double newFraction, long nowNanos) {
    if (!newPhase.equals(phase) || newFraction < fraction - 1e-9) {
      phase = newPhase;
      phaseStartNanos = nowNanos;
      easedLeftSec = Double.NaN;
    }
    fraction = newFraction;
  }

  double elapsedSec(long nowNanos) {
    return (nowNanos - startNanos) / 1e9;
  }

  /** What the dialog says at {@code nowNanos}: the elapsed time, and the time left once it is steady. */
  String text(long nowNanos) {
    String elapsed = clock(elapsedSec(nowNanos)) + " elapsed";
    double left = left(nowNanos);
    if (fraction >= 1) {
      return elapsed + " · finishing";
    }
    return Double.isNaN(left) ? elapsed : elapsed + " · about " + roughly(left) + " left";
  }

  /**
   * Seconds the current step has left, eased over the calls (one a second from the dialog), or NaN
   * while the pace is unknown: no fraction, too early in the step, or too little done.
   */
  double left(long nowNanos) {
    double inPhase = (nowNanos - phaseStartNanos) / 1e9;
    if (!(fraction >= STEADY_FRACTION) || fraction >= 1 || nowNanos - phaseStartNanos < STEADY_AFTER_NANOS) {
      return Double.NaN;
    }
    double estimate = inPhase * (1 - fraction) / fraction;
    // Between two reports time passes while the fraction stands: the eased value counts down with it.
    easedLeftSec = Double.isNaN(easedLeftSec) ? estimate : easedLeftSec + EASE * (estimate - easedLeftSec);
    return easedLeftSec;
  }

  /** "0:07", "12:34", "1:02:03". */
  static String clock(double sec) {
    long s = Math.max(0, (long) Math.floor(sec));
    return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }

  /** A remaining time as precise as such a guess is: "10 s", "45 s", "3 min", "1 h 20 min". */
  static String roughly(double sec) {
    if (sec < 55) {
      return Math.max(5, Math.round(sec / 5) * 5) + " s";
    }
    long min = Math.round(sec / 60);
    if (min < 60) {
      return Math.max(1, min) + " min";
    }
    long tens = Math.round(sec / 600) * 10;
    return tens / 60 + " h" + (tens % 60 == 0 ? "" : " " + tens % 60 + " min");
  }
}
