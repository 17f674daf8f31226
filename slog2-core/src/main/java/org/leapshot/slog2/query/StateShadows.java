package org.leapshot.slog2.query;

import org.leapshot.slog2.model.Shadow;

/**
 * What a state shadow says about the time its states cover. The sum of its exclusive times is that
 * time as the writer estimated it: a lower bound, since the writer subtracts a state's whole
 * overlap with its child nodes' shadow boxes, gaps included (spec §10.5). The true time is at most
 * the box's duration and at most the sum of the inclusive times (that much nesting at most was
 * subtracted).
 */
final class StateShadows {
  private StateShadows() {}

  /** Seconds of state time the exclusive ratios account for, within [0, duration]. */
  static double busy(Shadow s) {
    return Math.min(1, positiveSum(s, false)) * duration(s);
  }

  /** How much more state time than {@link #busy} the shadow can hold. */
  static double unaccounted(Shadow s) {
    double inclusive = positiveSum(s, true);
    return Math.max(0, Math.min(duration(s), inclusive * duration(s)) - busy(s));
  }

  /** The sum of a ratio over the weights, leaving out NaN (events) and the writer's small negatives. */
  private static double positiveSum(Shadow s, boolean inclusive) {
    double sum = 0;
    for (int k = 0, n = s.weightCount(); k < n; k++) {
      double r = inclusive ? s.inclusiveRatio(k) : s.exclusiveRatio(k);
      if (Double.isFinite(r) && r > 0) {
        sum += r;
      }
    }
    return sum;
  }

  private static double duration(Shadow s) {
    return Math.max(0, s.end() - s.start());
  }
}
