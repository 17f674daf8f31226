package org.leapshot.slog2.model;

/**
 * Checks of a {@link Primitive}'s box against its vertices: a writer stores the box only implicitly
 * (a reader computes it from the vertices), so it must know when a producer's box differs.
 */
final class PrimitiveBox {
  private PrimitiveBox() {
  }

  /** True when the box is exactly the vertices' time extent. */
  static boolean matchesVertices(Primitive p) {
    double lo = p.time(0);
    double hi = lo;
    int count = p.vertexCount();
    for (int i = 1; i < count; i++) {
      lo = Math.min(lo, p.time(i));
      hi = Math.max(hi, p.time(i));
    }
    return p.start() == lo && p.end() == hi;
  }

  /** True when every vertex time lies inside the box and the box is not reversed. */
  static boolean holdsVertices(Primitive p) {
    double start = p.start();
    double end = p.end();
    int count = p.vertexCount();
    for (int i = 0; i < count; i++) {
      double t = p.time(i);
      if (!(t >= start && t <= end)) {
        return false;
      }
    }
    return start <= end;
  }
}
