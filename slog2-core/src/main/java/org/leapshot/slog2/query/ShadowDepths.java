package org.leapshot.slog2.query;

import org.leapshot.slog2.model.Shadow;

/**
 * How deep inside a state shadow each of its categories' states lie, estimated from the ratios
 * alone (the shadow keeps no nesting). Categories are placed largest inclusive time first, each
 * inside a larger category whose time not its own (inclusive minus exclusive) still has room for it
 * after the larger ones already put there, or at the top. A category that its larger peers leave no
 * room for is not nested at all: on the 64-rank 5 GB trace the Timesteps (0.96 of a box) are filled
 * by their Compute and MPI calls, so the Checkpoints beside them (0.038) are not inside them, and the
 * box is 0.998 covered, not 0.96 (the rest showed as the enclosing real state in 4 % of the cells).
 *
 * <pre>
 *   Phase (real, read from an upper node)
 *   |-- Timestep ----------------------------|-- Checkpoint --|
 *   |-- Compute ----------|-Allreduce-|-Wait-|-- File_write --|
 * </pre>
 */
final class ShadowDepths {
  /**
   * A container's room holds a category when it is at least this share of the category's time: the
   * ratios are rounded floats and a box's edges cut states, so a room is rarely exactly its children.
   */
  static final double HOLDS = 0.5;

  /** Scratch reused from shadow to shadow (a whole-run picture places hundreds of thousands). */
  private int[] order = new int[8];
  private double[] incl = new double[8];
  private double[] room = new double[8];

  /** Each weight's depth, as {@link #of(Shadow, int[])}, in scratch of its own. */
  static void depths(Shadow sh, int[] out) {
    new ShadowDepths().of(sh, out);
  }

  /**
   * Each weight's depth ({@code out[w]}, 0 at the top). A weight goes where the room left is nearest
   * its own time, among the larger categories whose room left is at least {@link #HOLDS} of it (a
   * container's room that a child fills alone is that child's) and, for a category most of whose
   * time is its children's (a phase of the program, as Timestep or Checkpoint), the part of the box
   * the top-level states leave; a tie goes to the container. Without either it is at the top. The
   * writer's exclusive ratios are lower bounds (whole child-shadow boxes are taken off), so a
   * kernel's room (Compute: 0.615 inclusive, 0.543 exclusive) is partly the gaps between its calls:
   * it would hold a Checkpoint of 0.038 that the top's 0.04 left fits better.
   */
  void of(Shadow sh, int[] out) {
    int n = sh.weightCount();
    if (order.length < n) {
      order = new int[n];
      incl = new double[n];
      room = new double[n];
    }
    for (int w = 0; w < n; w++) {
      incl[w] = LineNesting.ratio(sh.inclusiveRatio(w));
      room[w] = Math.max(0, incl[w] - LineNesting.ratio(sh.exclusiveRatio(w)));
      // insertion by inclusive time, largest first, ties by weight: a shadow holds a few categories
      int at = w;
      while (at > 0 && incl[order[at - 1]] < incl[w]) {
        order[at] = order[at - 1];
        at--;
      }
      order[at] = w;
    }
    double top = 0;
    for (int i = 0; i < n; i++) {
      int w = order[i];
      double need = incl[w];
      int parent = -1;
      double nearest = Double.POSITIVE_INFINITY;
      for (int j = 0; j < i; j++) {
        int k = order[j];
        if (incl[k] > need * 1.0001 && room[k] >= HOLDS * need && Math.abs(room[k] - need) < nearest) {
          nearest = Math.abs(room[k] - need);
          parent = k;
        }
      }
      double gap = 1 - top;
      if (parent >= 0 && phase(need, room[w]) && gap >= HOLDS * need && Math.abs(gap - need) < nearest) {
        parent = -1;
      }
      if (parent < 0) {
        out[w] = 0;
        top += need;
      } else {
        out[w] = out[parent] + 1;
        room[parent] -= need;
      }
    }
  }

  /** True for a category most of whose time is its children's. */
  private static boolean phase(double incl, double room) {
    return incl > 0 && room >= 0.5 * incl;
  }
}
