package org.leapshot.slog2.query;

/**
 * {@link CategoryCredits} for one row at a time of the stored overview's resampling, whose keys are
 * its looks (all below the look count): the same choice from the same operations on the same
 * doubles, so the cells agree to the bit, but credits kept in a plain array per look, cleared
 * after a row for the looks it has ({@link #forget}), and cells of two to four looks chosen
 * without a sort. Choosing through the general class was four fifths of resampling r64's whole
 * run at 1600 columns.
 *
 * <p>Whole-number credits ({@link #chooseSlots}): when a cell is a power of two of units and no
 * mixed cell of the row has an empty part, every fraction a cell gives is a whole number of
 * {@code 1 / units}, and so is every credit (sums and differences of such, clamped to whole
 * cells): the doubles' operations are then exact, and integers give the same choices with a
 * fraction of the work.
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
  /** A cell's units when a power of two (fractions of it are exact products with {@link #inverse}), else -1. */
  private final long exactTotal;
  private final double inverse;
  /** Per look its credit in {@code 1 / cellUnits} of a cell ({@link #chooseSlots}); null: cells are not a power of two. */
  private final int[] whole;
  private final int cellUnits;

  /** Credits of looks {@code 0 .. looks - 1}; {@code looks} itself stands for no look ({@link #chooseAny}). */
  OverviewLookCredits(int looks) {
    this(looks, 0);
  }

  /** The same, for cells of {@code cellUnits} units (0: not known, no whole-number credits). */
  OverviewLookCredits(int looks, int cellUnits) {
    this.credit = new double[looks + 1];
    this.absent = looks;
    credit[absent] = NO_CREDIT;
    scratch = new double[looks + 1];
    boolean power = cellUnits > 0 && Integer.bitCount(cellUnits) == 1 && cellUnits <= 1 << 16;
    this.exactTotal = power ? cellUnits : -1;
    this.inverse = power ? 1.0 / cellUnits : 0;
    this.whole = power ? new int[looks + 1] : null;
    this.cellUnits = cellUnits;
  }

  /** True when {@link #chooseSlots} may be used: cells are a power of two of units. */
  boolean wholeCredits() {
    return whole != null;
  }

  /** Forgets the credits of line {@code m}'s looks: the next row starts from none. */
  void forget(OverviewRows rows, int m) {
    final double[] credit = this.credit;
    final int[] whole = this.whole;
    final char[] runLook = rows.runLook;
    for (int i = rows.runStart[m], end = rows.runStart[m + 1]; i < end; i++) {
      credit[runLook[i]] = 0;
      if (whole != null) {
        whole[runLook[i]] = 0;
      }
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
   * The look a cell shows from slots {@code k0..k3} in any order: two to four distinct looks, and
   * {@link #absent} in the slots left, each look with its units {@code w0..w3} (0 for an absent
   * slot) and {@code total} their sum. The rule of {@link CategoryCredits#choose} without sorting
   * the looks first: a look takes the cell from another by more credit, then more units, then by
   * being the smaller look (the sorted scan's "first"). An absent slot's credit is {@link
   * #NO_CREDIT}, never the largest, and what is written for it is put back.
   */
  int chooseAny(int k0, int k1, int k2, int k3, long w0, long w1, long w2, long w3, long total) {
    final double[] credit = this.credit;
    double f0;
    double f1;
    double f2;
    double f3;
    if (total == exactTotal) { // the product with a power of two's exact inverse is the quotient
      f0 = w0 * inverse;
      f1 = w1 * inverse;
      f2 = w2 * inverse;
      f3 = w3 * inverse;
    } else {
      double t = (double) total;
      f0 = w0 / t;
      f1 = w1 / t;
      f2 = w2 / t;
      f3 = w3 / t;
    }
    double c0 = credit[k0] + f0;
    double c1 = credit[k1] + f1;
    double c2 = credit[k2] + f2;
    double c3 = credit[k3] + f3;
    int b01 = beats(c1, w1, k1, c0, w0, k0);
    int b02 = beats(c2, w2, k2, c0, w0, k0);
    int b03 = beats(c3, w3, k3, c0, w0, k0);
    int b12 = beats(c2, w2, k2, c1, w1, k1);
    int b13 = beats(c3, w3, k3, c1, w1, k1);
    int b23 = beats(c3, w3, k3, c2, w2, k2);
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
   * 1 when look {@code k} (credit {@code c}, units {@code w}) takes the cell from look {@code j}
   * ({@code d}, {@code v}), from the sign of differences rather than from comparisons, which the
   * compiler turns into branches that a cell's choice mispredicts. Credits are finite and never
   * -0.0 (a slot of no look holds {@link #NO_CREDIT}, not minus infinity), so {@code d - c} is
   * negative exactly when {@code c > d} and +0.0 exactly when they are equal; weights are small.
   */
  private static int beats(double c, long w, int k, double d, long v, int j) {
    long diff = Double.doubleToRawLongBits(d - c);
    int greater = (int) (diff >>> 63);
    int equal = (int) ((diff | -diff) >>> 63) ^ 1;
    int heavier = (int) ((v - w) >>> 63);
    int sameUnits = (int) (((v - w) | (w - v)) >>> 63) ^ 1;
    int smaller = (k - j) >>> 31;
    return greater | equal & (heavier | sameUnits & smaller);
  }

  /**
   * The look a cell shows in whole-number credits ({@link #wholeCredits}): four slots of looks
   * (none nothing; a look may fill several slots) with their units, adding up to the cell's. Each
   * slot's units are added to its look's credit in place, so a look's slots add up; then every slot
   * is ranked by its look's credit, units and look (the rule of {@link #chooseAny}), and a look's
   * slots, ranked alike, all write its one new credit. No look repeated in every slot (one look
   * changes no credit: the caller shows it).
   */
  int chooseSlots(int l0, int l1, int l2, int l3, int u0, int u1, int u2, int u3) {
    final int[] credit = whole;
    int o0 = credit[l0];
    int o1 = credit[l1];
    int o2 = credit[l2];
    int o3 = credit[l3];
    credit[l0] += u0;
    credit[l1] += u1;
    credit[l2] += u2;
    credit[l3] += u3;
    int c0 = credit[l0];
    int c1 = credit[l1];
    int c2 = credit[l2];
    int c3 = credit[l3];
    long s0 = rank(c0, c0 - o0, l0);
    long s1 = rank(c1, c1 - o1, l1);
    long s2 = rank(c2, c2 - o2, l2);
    long s3 = rank(c3, c3 - o3, l3);
    long best = larger(larger(s0, s1), larger(s2, s3));
    final int one = cellUnits;
    credit[l0] = clampWhole(c0 - (one & -equal(s0, best)), one);
    credit[l1] = clampWhole(c1 - (one & -equal(s1, best)), one);
    credit[l2] = clampWhole(c2 - (one & -equal(s2, best)), one);
    credit[l3] = clampWhole(c3 - (one & -equal(s3, best)), one);
    return LOOK_MASK - (int) (best & LOOK_MASK);
  }

  private static final int LOOK_MASK = 0x1FFFF;

  /**
   * {@link #choose(int, long, int, long)} in whole-number credits ({@link #wholeCredits}), for a
   * cell the two looks fill ({@code wa + wb} its units).
   */
  int chooseWhole(int a, long wa, int b, long wb) {
    final int[] credit = whole;
    final int one = cellUnits;
    int ca = credit[a] + (int) wa;
    int cb = credit[b] + (int) wb;
    boolean second = cb > ca | cb == ca & wb > wa;
    credit[a] = clampWhole(second ? ca : ca - one, one);
    credit[b] = clampWhole(second ? cb - one : cb, one);
    return second ? b : a;
  }

  /**
   * {@link #choose(int[], int, long[])} in whole-number credits, for a cell the {@code n} looks
   * fill.
   */
  int chooseWhole(int[] looks, int n, long[] units) {
    final int[] credit = whole;
    int best = 0;
    int bestCredit = credit[looks[0]] + (int) units[looks[0]];
    for (int i = 1; i < n; i++) {
      int c = credit[looks[i]] + (int) units[looks[i]];
      if (c > bestCredit || c == bestCredit && units[looks[i]] > units[looks[best]]) {
        best = i;
        bestCredit = c;
      }
    }
    final int one = cellUnits;
    for (int i = 0; i < n; i++) {
      int l = looks[i];
      credit[l] = clampWhole(credit[l] + (int) units[l] - (i == best ? one : 0), one);
    }
    return looks[best];
  }

  /** Orders slots as the rule does: more credit, then more units, then the smaller look. */
  private static long rank(int credit, int units, int look) {
    return ((long) credit << 34) + ((long) units << 17) + (LOOK_MASK - look);
  }

  /** The larger of two ranks, from the sign of their difference (Math.max of longs branches, and mispredicts). */
  private static long larger(long a, long b) {
    return a ^ ((a ^ b) & ((a - b) >> 63));
  }

  /** 1 when the ranks are equal, else 0. */
  private static int equal(long a, long b) {
    long x = a ^ b;
    return (int) ((x | -x) >>> 63) ^ 1;
  }

  private static int clampWhole(int c, int one) {
    return Math.max(-one, Math.min(one, c));
  }

  /**
   * 1 when a later look with credit {@code c} and weight {@code w} takes the cell from an earlier
   * one's {@code (d, v)}, else 0 (looks ascending: a tie stays with the earlier).
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
   * number of looks, with the pairwise rule of {@link #chooseAny} ({@link #over}).
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
