package org.leapshot.slog2.query;

import org.leapshot.slog2.model.CategoryWeight;
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
    double sum = 0;
    for (CategoryWeight w : s.weights()) {
      float r = w.exclusiveRatio();
      if (Float.isFinite(r) && r > 0) {
        sum += r;
      }
    }
    return Math.min(1, sum) * duration(s);
  }

  /** How much more state time than {@link #busy} the shadow can hold. */
  static double unaccounted(Shadow s) {
    double inclusive = 0;
    for (CategoryWeight w : s.weights()) {
      float r = w.inclusiveRatio();
      if (Float.isFinite(r) && r > 0) {
        inclusive += r;
      }
    }
    double busy = busy(s);
    return Math.max(0, Math.min(duration(s), inclusive * duration(s)) - busy);
  }

  private static double duration(Shadow s) {
    return Math.max(0, s.end() - s.start());
  }
}
