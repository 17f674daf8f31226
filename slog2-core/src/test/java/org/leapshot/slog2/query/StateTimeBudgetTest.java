package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_ABOVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_BELOW;
import static org.leapshot.slog2.query.StatisticsCells.INCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.STATE;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The budget of a timeline's exclusive state times ({@link StateTimeBudget}) on cells made around
 * hidden exact figures: whatever the estimates, every exact figure stays within the new bound, no
 * bound widens, and the estimates add up to what the states can cover.
 */
class StateTimeBudgetTest {
  private static final double SLACK = 1e-9;

  @Property(tries = 500)
  void exactFiguresStayWithinTheTightenedBound(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int states) {
    Random random = new Random(seed);
    StatisticsCells cells = new StatisticsCells(states + 1);
    double[] exact = new double[states];
    double covered = 0;
    for (int r = 0; r < states; r++) {
      exact[r] = random.nextInt(4) == 0 ? 0 : random.nextDouble() * 10;
      covered += exact[r];
      double estimate = Math.max(0, exact[r] + (random.nextDouble() - 0.6) * 6);
      double[] v = cells.values();
      int at = cells.at(r);
      v[at + EXCLUSIVE] = estimate;
      v[at + INCLUSIVE] = exact[r] + (random.nextBoolean() ? 0 : random.nextDouble() * 5);
      // each side of the bound at least as far as the exact figure, sometimes further
      v[at + EXCLUSIVE_BELOW] = Math.max(0, estimate - exact[r]) + (random.nextBoolean() ? 0 : random.nextDouble() * 3);
      v[at + EXCLUSIVE_ABOVE] = Math.max(0, exact[r] - estimate) + (random.nextBoolean() ? 0 : random.nextDouble() * 3);
      v[at + STATE] = 1;
    }
    int event = cells.at(states); // not a state: left alone
    cells.values()[event + EXCLUSIVE] = 1e6;
    double least = Math.max(0, covered - (random.nextBoolean() ? 0 : random.nextDouble() * 4));
    double most = covered + (random.nextBoolean() ? 0 : random.nextDouble() * 4);
    double[] widthBefore = new double[states];
    for (int r = 0; r < states; r++) {
      widthBefore[r] = cells.values()[r * StatisticsCells.WIDTH + EXCLUSIVE_BELOW]
          + cells.values()[r * StatisticsCells.WIDTH + EXCLUSIVE_ABOVE];
    }

    StateTimeBudget.apply(cells, least, most);

    double[] v = cells.values();
    double sum = 0;
    for (int r = 0; r < states; r++) {
      int at = r * StatisticsCells.WIDTH;
      assertThat(exact[r]).as("cell %d", r)
          .isBetween(v[at + EXCLUSIVE] - v[at + EXCLUSIVE_BELOW] - SLACK, v[at + EXCLUSIVE] + v[at + EXCLUSIVE_ABOVE] + SLACK);
      assertThat(v[at + EXCLUSIVE_BELOW] + v[at + EXCLUSIVE_ABOVE]).as("width of cell %d", r)
          .isLessThanOrEqualTo(widthBefore[r] + SLACK);
      sum += v[at + EXCLUSIVE];
    }
    assertThat(sum).isBetween(least - 1e-7, most + 1e-7);
    assertThat(v[event + EXCLUSIVE]).isEqualTo(1e6);
  }

  /**
   * A timeline like the 64-timeline 4 GB run's: Solver read whole covers the range, the shadows of
   * its Compute fall 9.5 s short; the missing time goes where there is room for it, and Compute's
   * bound shrinks from its 9.5 s by what the others can take.
   */
  @Example
  void timeMissingFromTheSumGoesWhereThereIsRoom() {
    StatisticsCells cells = new StatisticsCells(3);
    set(cells, 0, 0, 0, 0, 67.56); // Solver: nothing exclusive, certain
    set(cells, 1, 42.65, 0, 9.54, 52.19); // Compute: its ratios a lower bound
    set(cells, 2, 14.9, 0.01, 0.5, 20); // the rest, nearly certain

    StateTimeBudget.apply(cells, 67.56, 67.62);

    double[] v = cells.values();
    int compute = StatisticsCells.WIDTH;
    assertThat(v[compute + EXCLUSIVE]).isGreaterThan(51);
    assertThat(v[compute + EXCLUSIVE] + v[compute + EXCLUSIVE_ABOVE]).isLessThanOrEqualTo(52.19 + SLACK);
    assertThat(v[compute + EXCLUSIVE] - v[compute + EXCLUSIVE_BELOW]).as("at least what the others leave")
        .isCloseTo(67.56 - 14.9 - 0.5, within(1e-9));
    assertThat(v[compute + EXCLUSIVE_BELOW] + v[compute + EXCLUSIVE_ABOVE]).isLessThan(0.6);
  }

  /** Real states that overlap without nesting: nothing is tightened, the sum is only capped at the range. */
  @Example
  void statesThatDoNotNestAreOnlyCapped() {
    StatisticsCells cells = new StatisticsCells(2);
    set(cells, 0, 8, 1, 1, 8);
    set(cells, 1, 4, 1, 1, 4);

    StateTimeBudget.apply(cells, Double.NaN, 6);

    double[] v = cells.values();
    int second = StatisticsCells.WIDTH;
    assertThat(v[EXCLUSIVE] + v[second + EXCLUSIVE]).isCloseTo(6, within(1e-12));
    assertThat(v[EXCLUSIVE]).isCloseTo(4, within(1e-12));
    assertThat(v[EXCLUSIVE + 0] + v[EXCLUSIVE_ABOVE]).as("the old interval kept").isCloseTo(9, within(1e-12));
    assertThat(v[EXCLUSIVE] - v[EXCLUSIVE_BELOW]).isCloseTo(4, within(1e-12));
  }

  /**
   * State shadows with boxes that may overlap, their states somewhere in their boxes, each stating a
   * lower bound of its state time: what they must cover together inside a range is no more than what
   * their states do cover, what they can cover no less.
   */
  @Property(tries = 300)
  void shadowsCoverWhatTheirBoundsSay(@ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int shadows) {
    Random random = new Random(seed);
    NestedShadowTime.Shadows sh = new NestedShadowTime.Shadows();
    java.util.List<double[]> stateTimes = new java.util.ArrayList<>();
    double t = 0;
    for (int j = 0; j < shadows; j++) {
      t += random.nextDouble() * 4 - 1.5; // boxes in start order, some overlapping the one before
      double from = Math.max(0, t);
      double to = from + random.nextDouble() * 5;
      double time = 0;
      for (double s = from; s < to; ) { // disjoint states inside the box
        double e = Math.min(to, s + random.nextDouble());
        if (random.nextBoolean()) {
          stateTimes.add(new double[] {s, e});
          time += e - s;
        }
        s = e + random.nextDouble() * 0.5;
      }
      double least = time * random.nextDouble();
      sh.add(from, to, least, time - least + random.nextDouble() * (to - from - time));
    }
    double a = random.nextDouble() * 5;
    double b = a + random.nextDouble() * 10;
    double covered = union(stateTimes, a, b);
    assertThat(sh.leastCovered(a, b)).isLessThanOrEqualTo(covered + SLACK);
    assertThat(sh.mostCovered(a, b)).isGreaterThanOrEqualTo(covered - SLACK);
  }

  /** The time inside [a, b] covered by the intervals. */
  private static double union(java.util.List<double[]> intervals, double a, double b) {
    java.util.List<double[]> sorted = new java.util.ArrayList<>(intervals);
    sorted.sort(java.util.Comparator.comparingDouble(x -> x[0]));
    double sum = 0;
    double reached = a;
    for (double[] x : sorted) {
      double s = Math.max(x[0], reached);
      double e = Math.min(x[1], b);
      if (e > s) {
        sum += e - s;
        reached = e;
      }
    }
    return sum;
  }

  private static void set(StatisticsCells cells, int rank, double exclusive, double below, double above, double inclusive) {
    double[] v = cells.values();
    int at = cells.at(rank);
    v[at + EXCLUSIVE] = exclusive;
    v[at + EXCLUSIVE_BELOW] = below;
    v[at + EXCLUSIVE_ABOVE] = above;
    v[at + INCLUSIVE] = inclusive;
    v[at + STATE] = 1;
  }
}
