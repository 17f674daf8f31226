package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

/**
 * A state shadow's exclusive shares: the writer's exclusive ratios are lower bounds (whole
 * child-shadow boxes are taken off a state), and the time they leave unclaimed inside the shadow's
 * top-level states goes to the categories that can hold it, never above their inclusive ratios.
 */
class LineNestingSharesTest {
  private static final int TIMESTEP = 12;
  private static final int COMPUTE = 13;
  private static final int WAITALL = 16;
  private static final int ALLREDUCE = 18;
  private static final int TEST = 17;

  /** Timeline 0 of the 64-rank 5 GB trace: one shadow's ratios as the file has them. */
  @Test
  void aComputeStateShortOfItsTimeByChildBoxesGetsTheUnclaimedTimeBack() {
    Shadow s = shadow(w(TIMESTEP, 0.960f, 0.002f), w(COMPUTE, 0.615f, 0.543f), w(ALLREDUCE, 0.209f, 0.209f),
        w(WAITALL, 0.133f, 0.133f));
    double[] out = shares(s);
    double[] plain = {0.002, 0.543, 0.209, 0.133};
    // Compute fills the 0.073 the ratios leave of the Timesteps' 0.960, up to its inclusive 0.615.
    assertThat(share(s, out, COMPUTE)).isCloseTo(0.615, within(1e-6));
    assertThat(share(s, out, ALLREDUCE)).isCloseTo(plain[2], within(1e-6)); // no room: unchanged
    assertThat(share(s, out, WAITALL)).isCloseTo(plain[3], within(1e-6));
    assertThat(share(s, out, TIMESTEP)).isGreaterThan(plain[0]).isLessThan(0.003);
    assertThat(sum(out)).isLessThanOrEqualTo(0.960 + 1e-6);
  }

  @Test
  void aStateWithLargeChildrenKeepsOnlyItsOwnTime() {
    // Compute 0.6 holds MPI_Test 0.3: its own time is at most 0.3, whatever the writer left it (0.25).
    Shadow s = shadow(w(COMPUTE, 0.6f, 0.25f), w(TEST, 0.3f, 0.3f));
    double[] out = shares(s);
    assertThat(share(s, out, COMPUTE)).isCloseTo(0.3, within(1e-6));
    assertThat(share(s, out, TEST)).isCloseTo(0.3, within(1e-6));
  }

  @Test
  void statesWithoutChildrenAndGapsBetweenThemAreLeftAsTheyAre() {
    // Leaves only, covering 40 % of the box: the rest is the enclosing state's own time.
    Shadow s = shadow(w(ALLREDUCE, 0.3f, 0.3f), w(WAITALL, 0.1f, 0.1f));
    double[] out = shares(s);
    assertThat(share(s, out, ALLREDUCE)).isCloseTo(0.3, within(1e-6));
    assertThat(share(s, out, WAITALL)).isCloseTo(0.1, within(1e-6));
  }

  @Test
  void hiddenCategoriesHaveNoShareAndTheirTimeShowsThroughTheirParents() {
    // Compute 0.6 (0.2 own) holds a hidden MPI_Test of 0.4: Compute's share grows to its inclusive time.
    Shadow s = shadow(w(COMPUTE, 0.6f, 0.2f), w(TEST, 0.4f, 0.4f));
    double[] out = new double[s.weightCount()];
    LineNesting.exclusiveShares(s, c -> c != TEST, out);
    assertThat(share(s, out, TEST)).isZero();
    assertThat(share(s, out, COMPUTE)).isCloseTo(0.6, within(1e-6));
  }

  private static CategoryWeight w(int category, float incl, float excl) {
    return new CategoryWeight(category, incl, excl, 10);
  }

  private static Shadow shadow(CategoryWeight... weights) {
    return new Shadow(Topology.STATE, Category.PREVIEW_STATE_INDEX, new double[] {0, 1}, new int[] {0, 0},
        new TimeBox(0, 1), 100, new ArrayList<>(List.of(weights)));
  }

  private static double[] shares(Shadow s) {
    double[] out = new double[s.weightCount()];
    LineNesting.exclusiveShares(s, c -> true, out);
    return out;
  }

  private static double share(Shadow s, double[] out, int category) {
    for (int w = 0; w < s.weightCount(); w++) {
      if (s.weightCategory(w) == category) {
        return out[w];
      }
    }
    throw new AssertionError("no weight of category " + category);
  }

  private static double sum(double[] out) {
    double t = 0;
    for (double v : out) {
      t += v;
    }
    return t;
  }
}
