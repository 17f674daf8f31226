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

  /**
   * {@link #busy} from the positive sum of the exclusive ratios (see {@link #positiveRatio}), for a
   * caller that reads the weights anyway: one pass over them instead of three.
   */
  static double busy(double exclusiveSum, double duration) {
    return Math.min(1, exclusiveSum) * Math.max(0, duration);
  }

  /** {@link #unaccounted} from the positive sum of the inclusive ratios and {@link #busy}. */
  static double unaccounted(double inclusiveSum, double busy, double duration) {
    double d = Math.max(0, duration);
    return Math.max(0, Math.min(d, inclusiveSum * d) - busy);
  }

  /** A ratio as it counts in those sums: NaN (events) and the writer's small negatives as 0. */
  static double positiveRatio(double r) {
    return Double.isFinite(r) && r > 0 ? r : 0;
  }

  /** Seconds of state time the exclusive ratios account for, within [0, duration]. */
  static double busy(ShadowColumns c, int i) {
    return busy(positiveSum(c, i, false), c.end(i) - c.start(i));
  }

  /** How much more state time than {@link #busy} the shadow can hold. */
  static double unaccounted(ShadowColumns c, int i) {
    return unaccounted(positiveSum(c, i, true), busy(c, i), c.end(i) - c.start(i));
  }

  /** The sum of a ratio over the weights, leaving out NaN (events) and the writer's small negatives. */
  private static double positiveSum(ShadowColumns c, int i, boolean inclusive) {
    double sum = 0;
    for (int k = 0, n = c.weightCount(i); k < n; k++) {
      sum += positiveRatio(inclusive ? c.inclusiveRatio(i, k) : c.exclusiveRatio(i, k));
    }
    return sum;
  }
}
