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
  private double[] starts = new double[16];
  private double[] ends = new double[16];
  private int[] categories = new int[16];
  /** Per gathered own primitive, its weight slot, when {@link #gather}'s caller records it ({@link #slots()}). */
  private int[] slots = new int[16];
  private double[] childStarts = new double[16];
  private double[] childEnds = new double[16];

  /**
   * Copies a shadow's {@code n} own primitives, the run from {@code first} ({@link OwnPrimitives#runFirst}),
   * to {@link #starts()}, {@link #ends()} and {@link #categories()}.
   */
  void gather(OwnPrimitives own, int first, int n) {
    if (order.length < n) {
      int c = Math.max(n, 2 * order.length);
      order = new int[c];
      exclusive = new double[c];
      stack = new int[c];
      starts = new double[c];
      ends = new double[c];
      categories = new int[c];
      slots = new int[c];
    }
    for (int i = 0; i < n; i++) {
      starts[i] = own.runStart(first + i);
      ends[i] = own.runEnd(first + i);
      categories[i] = own.runCategory(first + i);
    }
  }

  /** Copies {@code n} child boxes, the chain from {@code first}, to {@link #childStarts()} and {@link #childEnds()}. */
  void gatherChildren(OwnPrimitives boxes, int first, int n) {
    if (childStarts.length < n) {
      int c = Math.max(n, 2 * childStarts.length);
      childStarts = new double[c];
      childEnds = new double[c];
    }
    for (int i = 0, k = first; i < n; i++, k = boxes.next(k)) {
      childStarts[i] = boxes.start(k);
      childEnds[i] = boxes.end(k);
    }
  }

  /** The gathered child starts, in chain order, at least as long as the last {@link #gatherChildren} count. */
  double[] childStarts() {
    return childStarts;
  }

  /** The gathered child ends, as {@link #childStarts()}. */
  double[] childEnds() {
    return childEnds;
  }

  /** The gathered starts, at least as long as the last {@link #gather} call's count. */
  double[] starts() {
    return starts;
  }

  /** The gathered ends, as {@link #starts()}. */
  double[] ends() {
    return ends;
  }

  /** The gathered categories, as {@link #starts()}. */
  int[] categories() {
    return categories;
  }

  /** Room for the weight slot of each gathered own primitive, as {@link #starts()}; contents undefined. */
  int[] slots() {
    return slots;
  }

  /**
   * Adds the exclusive ratios of a state shadow's {@code n} gathered own primitives to its weights
   * (spec §10.5, writeNode step 3): each primitive's duration minus its overlap with the {@code
   * childCount} gathered child boxes, minus what is nested in it, found with a stack over the
   * primitives in drawing order. {@code slotsKnown}: {@link #slots()} holds each one's slot.
   */
  void addExclusive(WeightTable weights, int n, int childCount, double duration, boolean slotsKnown) {
    int[] visit = order(n);
    int top = 0;
    for (int o = 0; o < n; o++) {
      int p = visit[o];
      double x = ends[p] - starts[p];
      // The children last to first (the float subtraction order is part of the file), as gathered.
      for (int j = 0; j < childCount; j++) {
        double overlap = QuickMinMax.min(ends[p], childEnds[j]) - QuickMinMax.max(starts[p], childStarts[j]);
        x -= overlap > 0 ? overlap : 0;
      }
      exclusive[p] = x;
      while (top > 0 && !(starts[stack[top - 1]] <= starts[p] && ends[p] <= ends[stack[top - 1]])) {
        top--;
      }
      if (top > 0) {
        exclusive[stack[top - 1]] -= exclusive[p];
      }
      stack[top++] = p;
    }
    // Each category's own exclusive ratios are float-summed in the order the primitives were added,
    // then added to what the children contributed: any other order changes the last bit.
    int size = weights.size();
    float[] s = sums(size);
    for (int p = 0; p < n; p++) {
      s[slotsKnown ? slots[p] : weights.slot(categories[p])] += (float) (exclusive[p] / duration);
    }
    for (int slot = 0; slot < size; slot++) {
      weights.addExclusive(slot, s[slot]);
    }
  }

  /** The positions of the {@code n} gathered own primitives in visiting order. */
  int[] order(int n) {
    ensurePrimary(n);
    for (int i = 0; i < n; i++) {
      order[i] = i;
      primary[i] = sortKey(starts[i]);
    }
    sort(order, n, true); // own primitives are added by end time, like a node's drawables
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
