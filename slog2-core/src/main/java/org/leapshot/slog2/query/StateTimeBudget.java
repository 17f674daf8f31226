package org.leapshot.slog2.query;

import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_ABOVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_BELOW;
import static org.leapshot.slog2.query.StatisticsCells.INCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.INCLUSIVE_ERROR;
import static org.leapshot.slog2.query.StatisticsCells.STATE;
import static org.leapshot.slog2.query.StatisticsCells.WIDTH;

/**
 * What a timeline's states can add up to, applied to its approximate exclusive times. Where states
 * nest (a call stack), each instant of the range covered by some state belongs to exactly one
 * innermost state, so the exclusive times of the timeline's state categories sum to the time
 * covered, which lies between {@code least} (what the real states read whole cover, say) and
 * {@code most} (at most the range). Each category's exclusive time also lies in [0, its inclusive
 * time].
 *
 * <p>The shadows' exclusive ratios are lower bounds (spec §10.5), so an estimate from them falls
 * short: on the 64-timeline 4 GB run a timeline's Compute read 42.7 s exclusive against 52.1 s
 * exact, while its Solver, read whole, covers 67.6 s and the exclusive times summed to 58.0 s.
 * Knowing the sum, the missing time is handed first to the categories in proportion to the time
 * they have, within how much more each can hold (a ratio falls short by time its states lost to the
 * gaps of the nodes below, so the more time, the more lost: Compute got nearly all of it, 52.08 s),
 * then, if more is missing, in proportion to how much more each can hold (by room alone the
 * timeline's Phase, read whole, took a third of it for 0.03 s exact, and the sum of the absolute
 * errors grew); time over the sum is taken back in proportion to how much less each can hold. Every
 * category's interval shrinks to what the others leave:
 * [max(lo_i, least − Σ_{j≠i} hi_j), min(hi_i, most − Σ_{j≠i} lo_j)]. Both steps keep every value
 * the constraints allow, so the bound stays sound. Where the intervals cannot meet the sum
 * (the states do not nest as assumed), nothing is tightened: the sum is only capped at the range,
 * and the move is added to the bound.
 */
final class StateTimeBudget {
  /** Relative rounding allowed between an interval's ends. */
  private static final double ROUNDING = 1e-12;

  private StateTimeBudget() {}

  /**
   * Applies the budget to the state cells of {@code cells} (one timeline's, approximate): the
   * exclusive time covered lies in [{@code least}, {@code most}], {@code least} NaN when the real
   * states do not nest.
   */
  static void apply(StatisticsCells cells, double least, double most) {
    double[] v = cells.values();
    int used = cells.sortUsed();
    double sumX = 0; // of the estimates as they are
    double sumIn = 0; // of the estimates moved into their intervals
    double sumLo = 0;
    double sumHi = 0;
    double sumGrowth = 0; // of what each can gain in proportion to its time ({@link #growth})
    boolean nested = !Double.isNaN(least);
    for (int k = 0; k < used; k++) {
      int at = cells.usedRank(k) * WIDTH;
      if (v[at + STATE] > 0) {
        double hi = high(v, at);
        double lo = low(v, at);
        nested &= lo <= hi + ROUNDING * (1 + hi); // a bound met exactly can come out a rounding apart
        lo = Math.min(lo, hi);
        sumX += v[at + EXCLUSIVE];
        double x = Math.max(lo, Math.min(hi, v[at + EXCLUSIVE]));
        sumIn += x;
        sumGrowth += growth(x, hi);
        sumLo += lo;
        sumHi += hi;
      }
    }
    if (nested && sumHi >= least && sumLo <= most && least <= most) {
      tighten(cells, used, least, most, new double[] {sumIn, sumLo, sumHi, sumGrowth});
    } else if (sumX > most) {
      capOnly(cells, used, most / sumX);
    }
  }

  /** The least the exact exclusive time can be. */
  private static double low(double[] v, int at) {
    return Math.max(0, v[at + EXCLUSIVE] - v[at + EXCLUSIVE_BELOW]);
  }

  /** The most the exact exclusive time can be: what the estimate allows, and no more than the inclusive time. */
  private static double high(double[] v, int at) {
    return Math.min(v[at + EXCLUSIVE] + v[at + EXCLUSIVE_ABOVE], v[at + INCLUSIVE] + v[at + INCLUSIVE_ERROR]);
  }

  /** What a category's time {@code x} takes first of time missing from the sum: as much again at most, within its room. */
  private static double growth(double x, double hi) {
    return Math.max(0, Math.min(x, hi - x));
  }

  /**
   * Moves the estimates into the budget and shrinks each interval to what the others leave.
   * {@code sums}: of the estimates in their intervals, of the lows, of the highs, of the growths.
   */
  private static void tighten(StatisticsCells cells, int used, double least, double most, double[] sums) {
    double[] v = cells.values();
    double sumIn = sums[0];
    double sumLo = sums[1];
    double sumHi = sums[2];
    double target = Math.max(least, Math.min(most, sumIn));
    boolean up = target > sumIn;
    double need = Math.abs(target - sumIn);
    // upwards, first in proportion to the time each has (within its room), the rest by room
    double grown = up && sums[3] > 0 ? Math.min(1, need / sums[3]) : 0;
    need -= grown * sums[3];
    double room = up ? sumHi - sumIn - grown * sums[3] : sumIn - sumLo;
    for (int k = 0; k < used; k++) {
      int at = cells.usedRank(k) * WIDTH;
      if (v[at + STATE] > 0) {
        double hi = high(v, at);
        double lo = Math.min(low(v, at), hi);
        double x = Math.max(lo, Math.min(hi, v[at + EXCLUSIVE]));
        x += grown * growth(x, hi);
        if (room > 0 && need > 0) {
          x += up ? (hi - x) * need / room : -(x - lo) * need / room;
        }
        double tightLo = Math.max(lo, least - (sumHi - hi));
        double tightHi = Math.min(hi, most - (sumLo - lo));
        x = Math.max(tightLo, Math.min(tightHi, x));
        v[at + EXCLUSIVE] = x;
        v[at + EXCLUSIVE_BELOW] = Math.max(0, x - tightLo);
        v[at + EXCLUSIVE_ABOVE] = Math.max(0, tightHi - x);
      }
    }
  }

  /** Scales the exclusive state times down by {@code f} to the range; the move joins each bound. */
  private static void capOnly(StatisticsCells cells, int used, double f) {
    double[] v = cells.values();
    for (int k = 0; k < used; k++) {
      int at = cells.usedRank(k) * WIDTH;
      if (v[at + STATE] > 0) {
        double moved = v[at + EXCLUSIVE] * (1 - f);
        v[at + EXCLUSIVE] -= moved;
        v[at + EXCLUSIVE_BELOW] = Math.max(0, v[at + EXCLUSIVE_BELOW] - moved);
        v[at + EXCLUSIVE_ABOVE] += moved;
      }
    }
  }
}
