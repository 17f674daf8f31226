package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * The nesting estimated from a shadow's ratios: a category goes into a larger one only where that
 * one's time not its own has room left for it, so a Checkpoint beside the Timesteps (which their
 * Compute and MPI calls fill) is at the top, while chains of phases and leaf calls nest.
 */
class ShadowDepthsTest {
  private static final int TIMESTEP = 12;
  private static final int COMPUTE = 13;
  private static final int ISEND = 14;
  private static final int WAITALL = 16;
  private static final int TEST = 17;
  private static final int ALLREDUCE = 18;
  private static final int CHECKPOINT = 20;
  private static final int FILE_WRITE = 21;

  /** Timeline 0 of the 64-rank 5 GB trace: a box of Timesteps with a Checkpoint beside them. */
  @Test
  void aCheckpointBesideFullTimestepsIsAtTheTop() {
    Shadow s = shadow(w(TIMESTEP, 0.960f, 0.002f), w(COMPUTE, 0.615f, 0.543f), w(ALLREDUCE, 0.209f, 0.209f),
        w(WAITALL, 0.133f, 0.133f), w(CHECKPOINT, 0.038f, 0.0005f), w(FILE_WRITE, 0.0375f, 0.0375f),
        w(ISEND, 0.005f, 0.005f), w(TEST, 0.0012f, 0.0012f));
    int[] d = depths(s);
    assertThat(depth(s, d, TIMESTEP)).isZero();
    assertThat(depth(s, d, CHECKPOINT)).as("beside the Timesteps, not in them or in Compute").isZero();
    assertThat(depth(s, d, COMPUTE)).isEqualTo(1);
    assertThat(depth(s, d, ALLREDUCE)).isEqualTo(1);
    assertThat(depth(s, d, WAITALL)).isEqualTo(1);
    assertThat(depth(s, d, FILE_WRITE)).as("inside the Checkpoint it fills").isEqualTo(1);
    assertThat(depth(s, d, TEST)).as("a leaf call nests").isPositive();
    // the Timesteps and the Checkpoint cover the box, so the ratios' unclaimed time goes to Compute
    double[] out = new double[s.weightCount()];
    LineNesting.exclusiveShares(s, c -> true, out);
    double sum = 0;
    for (double v : out) {
      sum += v;
    }
    assertThat(sum).isGreaterThan(0.99).isLessThanOrEqualTo(1 + 1e-6);
  }

  @Test
  void aChainOfPhasesNestsEvenWhereTheBoxIsHalfIdle() {
    // Solver 0.5 holds Phase 0.45 holds Timestep 0.44 holds Compute 0.3: half the box is idle.
    Shadow s = shadow(w(0, 0.5f, 0.05f), w(1, 0.45f, 0.01f), w(TIMESTEP, 0.44f, 0.14f), w(COMPUTE, 0.3f, 0.3f));
    int[] d = depths(s);
    assertThat(depth(s, d, 0)).isZero();
    assertThat(depth(s, d, 1)).isEqualTo(1);
    assertThat(depth(s, d, TIMESTEP)).isEqualTo(2);
    assertThat(depth(s, d, COMPUTE)).isEqualTo(3);
  }

  @Test
  void leavesWithoutAContainerAreAtTheTop() {
    Shadow s = shadow(w(ALLREDUCE, 0.3f, 0.3f), w(WAITALL, 0.1f, 0.1f));
    int[] d = depths(s);
    assertThat(depth(s, d, ALLREDUCE)).isZero();
    assertThat(depth(s, d, WAITALL)).isZero();
  }

  private static int[] depths(Shadow s) {
    int[] out = new int[s.weightCount()];
    ShadowDepths.depths(s, out);
    return out;
  }

  private static int depth(Shadow s, int[] d, int category) {
    for (int w = 0; w < s.weightCount(); w++) {
      if (s.weightCategory(w) == category) {
        return d[w];
      }
    }
    throw new AssertionError("no weight of category " + category);
  }

  private static CategoryWeight w(int category, float incl, float excl) {
    return new CategoryWeight(category, incl, excl, 10);
  }

  private static Shadow shadow(CategoryWeight... weights) {
    return new Shadow(Topology.STATE, Category.PREVIEW_STATE_INDEX, new double[] {0, 1}, new int[] {0, 0},
        new TimeBox(0, 1), 100, new ArrayList<>(List.of(weights)));
  }
}
