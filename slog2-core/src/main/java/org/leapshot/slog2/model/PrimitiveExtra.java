package org.leapshot.slog2.model;

/**
 * What a {@link Primitive} holds beyond its inline fields: more than two vertices (then
 * {@code times} is set) or a box other than the vertices' extent (the producer's, which the
 * reference writer sorts and places by).
 */
final class PrimitiveExtra {
  final double[] times;
  final int[] lineIds;
  final double start;
  final double end;

  PrimitiveExtra(double[] times, int[] lineIds, double start, double end) {
    this.times = times;
    this.lineIds = lineIds;
    this.start = start;
    this.end = end;
  }

  /** The earliest of {@code a}, as {@code Math.min} orders them; NaN when empty. */
  static double min(double[] a) {
    double m = a.length == 0 ? Double.NaN : a[0];
    for (double v : a) {
      m = Math.min(m, v);
    }
    return m;
  }

  /** The latest of {@code a}, as {@code Math.max} orders them; NaN when empty. */
  static double max(double[] a) {
    double m = a.length == 0 ? Double.NaN : a[0];
    for (double v : a) {
      m = Math.max(m, v);
    }
    return m;
  }
}
