package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * Work arrays for the exclusive ratios of state shadows ({@link ShadowAccumulator#finishExclusive}),
 * reused for every shadow of every node, and the order that computation visits a shadow's own
 * primitives in: start up, end down, category up, then the order they were added.
 */
final class ExclusiveScratch extends IndexSort {
  private int[] order = new int[16];
  private double[] exclusive = new double[16];
  private int[] stack = new int[16];
  private float[] sums = new float[16];
  private double[] starts;
  private double[] ends;
  private int[] categories;

  /** The positions of {@code n} own primitives in visiting order. */
  int[] order(double[] starts, double[] ends, int[] categories, int n) {
    if (order.length < n) {
      int c = Math.max(n, 2 * order.length);
      order = new int[c];
      exclusive = new double[c];
      stack = new int[c];
    }
    this.starts = starts;
    this.ends = ends;
    this.categories = categories;
    ensurePrimary(n);
    for (int i = 0; i < n; i++) {
      order[i] = i;
      primary[i] = sortKey(starts[i]);
    }
    sort(order, n, true); // own primitives are added by end time, like a node's drawables
    this.starts = null;
    this.ends = null;
    this.categories = null;
    return order;
  }

  /** At least as long as the last {@link #order} call's count; contents undefined. */
  double[] exclusive() {
    return exclusive;
  }

  /** At least as long as the last {@link #order} call's count; contents undefined. */
  int[] stack() {
    return stack;
  }

  /** {@code n} zeros. */
  float[] sums(int n) {
    if (sums.length < n) {
      sums = new float[Math.max(n, 2 * sums.length)];
    } else {
      Arrays.fill(sums, 0, n, 0f);
    }
    return sums;
  }

  @Override
  int compare(int a, int b) {
    int c = Double.compare(starts[a], starts[b]);
    if (c != 0) {
      return c;
    }
    c = Double.compare(ends[b], ends[a]);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(categories[a], categories[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }
}
