package org.leapshot.slog2.query;

import org.leapshot.slog2.model.ShadowColumns;

/**
 * The weights of the shadows a {@link TimelineItems} holds: per weight its real count, inclusive
 * and exclusive ratios and category, side by side in one array (a shadow's weights share cache
 * lines), moved into the items' order when they are grouped by timeline.
 */
final class ShadowWeights {
  private static final int W = 4;
  private double[] weight = new double[W * 64];
  private int size;

  int size() {
    return size;
  }

  /** Makes room for {@code more} weights beyond those added (the array copied once). */
  void reserve(int more) {
    if (W * (size + more) > weight.length) {
      grow(W * (size + more));
    }
  }

  /** Room for {@code more} weights, counted as added, to be written by {@link #copy} (from any threads). */
  void addRoom(int more) {
    reserve(more);
    size += more;
  }

  /** The same one shadow at a time, the array doubled when full; returns the first of the room. */
  int add(int more) {
    if (W * (size + more) > weight.length) {
      grow(Math.max(2 * weight.length, W * (size + more)));
    }
    size += more;
    return size - more;
  }

  private void grow(int length) {
    weight = ScratchArrays.grown(weight, W * size, length);
  }

  /** Copies shadow {@code s}'s weights from {@code c} to weights {@code first} on (room made). */
  void copy(int first, ShadowColumns c, int s) {
    for (int w = 0, n = c.weightCount(s), at = W * first; w < n; w++, at += W) {
      weight[at] = c.weightRealCount(s, w);
      weight[at + 1] = c.inclusiveRatio(s, w);
      weight[at + 2] = c.exclusiveRatio(s, w);
      weight[at + 3] = c.weightCategory(s, w);
    }
  }

  /** The sum of the positive inclusive (or exclusive) ratios of weights [first, first + count) ({@link StateShadows}). */
  double positiveSum(int first, int count, boolean inclusive) {
    double sum = 0;
    for (int at = W * first + (inclusive ? 1 : 2), end = W * (first + count); at < end; at += W) {
      sum += StateShadows.positiveRatio(weight[at]);
    }
    return sum;
  }

  /** An array at least as long (what it holds is undefined), to move the weights into ({@link #move}, then {@link #use}). */
  double[] emptyCopy() {
    return ScratchArrays.doubles(W * size);
  }

  /** Moves {@code count} weights from {@code from} here to {@code to} in {@code moved}. */
  void move(int from, int count, double[] moved, int to) {
    System.arraycopy(weight, W * from, moved, W * to, W * count);
  }

  /** Takes the moved weights as these. */
  void use(double[] moved) {
    ScratchArrays.give(weight);
    weight = moved;
  }

  /** Gives the array back for the next answer; the weights are then empty. */
  void release() {
    ScratchArrays.give(weight);
    weight = new double[W * 64];
    size = 0;
  }

  int category(int w) {
    return (int) weight[W * w + 3];
  }

  double realCount(int w) {
    return weight[W * w];
  }

  double inclusiveRatio(int w) {
    return weight[W * w + 1];
  }

  double exclusiveRatio(int w) {
    return weight[W * w + 2];
  }
}
