package org.leapshot.slog2.query;

import org.leapshot.slog2.model.ShadowColumns;

/**
 * What a state shadow says about the time its states cover. The sum of its exclusive times is that
 * time as the writer estimated it: a lower bound, since the writer subtracts a state's whole
 * overlap with its child nodes' shadow boxes, gaps included (spec §10.5). The true time is at most
 * the box's duration and at most the sum of the inclusive times (that much nesting at most was
 * subtracted). Read from the nodes' columns (shadow {@code i} of {@code c}).
 */
final class StateShadows {
  private StateShadows() {}

  /** Seconds of state time the exclusive ratios account for, within [0, duration]. */
  static double busy(ShadowColumns c, int i) {
    return Math.min(1, positiveSum(c, i, false)) * duration(c, i);
  }

  /** How much more state time than {@link #busy} the shadow can hold. */
  static double unaccounted(ShadowColumns c, int i) {
    double inclusive = positiveSum(c, i, true);
    return Math.max(0, Math.min(duration(c, i), inclusive * duration(c, i)) - busy(c, i));
  }

  /** The sum of a ratio over the weights, leaving out NaN (events) and the writer's small negatives. */
  private static double positiveSum(ShadowColumns c, int i, boolean inclusive) {
    double sum = 0;
    for (int k = 0, n = c.weightCount(i); k < n; k++) {
      double r = inclusive ? c.inclusiveRatio(i, k) : c.exclusiveRatio(i, k);
      if (Double.isFinite(r) && r > 0) {
        sum += r;
      }
    }
    return sum;
  }

  private static double duration(ShadowColumns c, int i) {
    return Math.max(0, c.end(i) - c.start(i));
  }
}
