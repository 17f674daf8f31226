package org.leapshot.slog2.query;

/**
 * {@link CategoryCredits} for one row at a time of the stored overview's resampling, whose keys are
 * its looks (all below the look count): the same choice from the same operations on the same
 * doubles, so the cells agree to the bit, but credits kept in a plain array per look, cleared
 * after a row for the looks it has ({@link #forget}), and cells of two to four looks chosen
 * without a sort. Choosing through the general class was four fifths of resampling r64's whole
 * run at 1600 columns.
 */
final class OverviewLookCredits {
  private static final double BAND = CategoryCredits.BAND;
  /**
   * The credit of "no look": below any look's, which stays within {@code [-BAND, BAND]} plus a
   * cell, so it is never chosen (a finite number, so that differences with it stay numbers).
   */
  static final double NO_CREDIT = -8 * BAND;
  /** Per look its credit in the row (0: none), then one slot for "no look" ({@link #NO_CREDIT}). */
  private final double[] credit;
  private final int absent;
  /** A cell's new credits, in the order of its looks ({@link #choose(int[], int, long[])}). */
  private final double[] scratch;

  /** Credits of looks {@code 0 .. looks - 1}; {@code looks} itself stands for no look ({@link #choose4}). */
  OverviewLookCredits(int looks) {
    this.credit = new double[looks + 1];
    this.absent = looks;
    credit[absent] = NO_CREDIT;
    scratch = new double[looks + 1];
  }

  /** Forgets the credits of line {@code m}'s looks: the next row starts from none. */
  void forget(OverviewRows rows, int m) {
    final double[] credit = this.credit;
    final char[] runLook = rows.runLook;
    for (int i = rows.runStart[m], end = rows.runStart[m + 1]; i < end; i++) {
      credit[runLook[i]] = 0;
    }
  }

  private static double clamp(double c) {
    return Math.max(-BAND, Math.min(BAND, c));
  }

  /**
   * The look a cell of two looks {@code a < b} shows, with {@code wa, wb > 0} units of time each:
   * what {@link CategoryCredits#choose} gives for keys {@code {a, b}} (weights are whole numbers of
   * units, so their sum is exact in any order).
   */
  int choose(int a, long wa, int b, long wb) {
    double total = (double) (wa + wb);
    double ca = credit[a] + wa / total;
    double cb = credit[b] + wb / total;
    boolean second = cb > ca | cb == ca & wb > wa;
    credit[a] = clamp(second ? ca : ca - 1);
    credit[b] = clamp(second ? cb - 1 : cb);
    return second ? b : a;
  }

  /**
   * The look a cell shows from slots {@code k0..k3}: two to four distinct looks ascending, and
   * {@link #absent} (one past the real looks) in the slots left (anywhere), each look with its units in
   * {@code units} ({@code units[absent]} 0). The rule of {@link CategoryCredits#choose}, with no
   * branch on how many looks there are: an absent slot's credit is {@link #NO_CREDIT}, never the
   * largest, and what is written for it is put back.
   */
  int choose4(int k0, int k1, int k2, int k3, long[] units) {
    final double[] credit = this.credit;
    long w0 = units[k0];
    long w1 = units[k1];
    long w2 = units[k2];
    long w3 = units[k3];
    double total = (double) (w0 + w1 + w2 + w3);
    double c0 = credit[k0] + w0 / total;
    double c1 = credit[k1] + w1 / total;
    double c2 = credit[k2] + w2 / total;
    double c3 = credit[k3] + w3 / total;
    // the scan's winner: the largest credit, then the largest weight, then the first; every pair
    // compared at once, so no branch waits on a comparison
    int b01 = over(c1, w1, c0, w0);
    int b02 = over(c2, w2, c0, w0);
    int b03 = over(c3, w3, c0, w0);
    int b12 = over(c2, w2, c1, w1);
    int b13 = over(c3, w3, c1, w1);
    int b23 = over(c3, w3, c2, w2);
    int win1 = b01 & (b12 ^ 1) & (b13 ^ 1);
    int win2 = b02 & b12 & (b23 ^ 1);
    int win3 = b03 & b13 & b23;
    int win0 = 1 ^ win1 ^ win2 ^ win3; // exactly one wins: the order is total
    credit[k0] = clamp(c0 - win0);
    credit[k1] = clamp(c1 - win1);
    credit[k2] = clamp(c2 - win2);
    credit[k3] = clamp(c3 - win3);
    credit[absent] = NO_CREDIT;
    return k0 * win0 + k1 * win1 + k2 * win2 + k3 * win3;
  }

  /**
   * 1 when a later look with credit {@code c} and weight {@code w} takes the cell from an earlier
   * one's {@code (d, v)}, else 0, from the sign of differences rather than from comparisons, which
   * the compiler turns into branches that a cell's choice mispredicts. Credits are finite and never
   * -0.0 (a slot of no look holds {@link #NO_CREDIT}, not minus infinity), so {@code d - c} is
   * negative exactly when {@code c > d} and +0.0 exactly when they are equal; weights are small.
   */
  private static int over(double c, long w, double d, long v) {
    long diff = Double.doubleToRawLongBits(d - c);
    int greater = (int) (diff >>> 63);
    int equal = (int) ((diff | -diff) >>> 63) ^ 1;
    int heavier = (int) ((v - w) >>> 63);
    return greater | equal & heavier;
  }

  /**
   * The look a cell shows from {@code looks[0..n)}, {@code n >= 2} distinct looks ascending, each
   * with {@code units[look] > 0}: the rule of {@link CategoryCredits#choose} for cells of any
   * number of looks, with the pairwise rule of {@link #choose4} ({@link #over}).
   */
  int choose(int[] looks, int n, long[] units) {
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += units[looks[i]];
    }
    double total = (double) sum;
    for (int i = 0; i < n; i++) {
      scratch[i] = credit[looks[i]] + units[looks[i]] / total;
    }
    int best = 0;
    for (int i = 1; i < n; i++) {
      if (over(scratch[i], units[looks[i]], scratch[best], units[looks[best]]) == 1) {
        best = i;
      }
    }
    scratch[best] -= 1;
    for (int i = 0; i < n; i++) {
      credit[looks[i]] = clamp(scratch[i]);
    }
    return looks[best];
  }
}
