package org.leapshot.slog2.model;

/**
 * A {@link Primitive}'s value semantics: two primitives are equal when category, box, vertices and
 * info bytes are, the vertices compared and hashed as {@code Arrays.equals}/{@code Arrays.hashCode}
 * would compare and hash the vertex arrays (times by their bits), so a decoded primitive equals the
 * one that was written.
 */
final class PrimitiveValue {
  private PrimitiveValue() {
  }

  static boolean equal(Primitive a, Primitive b) {
    return a.categoryIndex() == b.categoryIndex()
        && Double.compare(a.start(), b.start()) == 0
        && Double.compare(a.end(), b.end()) == 0
        && sameVertices(a, b)
        && a.sameInfo(b);
  }

  private static boolean sameVertices(Primitive a, Primitive b) {
    int count = a.vertexCount();
    if (count != b.vertexCount()) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      if (Double.doubleToLongBits(a.time(i)) != Double.doubleToLongBits(b.time(i)) || a.lineId(i) != b.lineId(i)) {
        return false;
      }
    }
    return true;
  }

  static int hash(Primitive p) {
    int th = 1;
    int lh = 1;
    int count = p.vertexCount();
    for (int i = 0; i < count; i++) {
      th = 31 * th + Double.hashCode(p.time(i));
      lh = 31 * lh + p.lineId(i);
    }
    return (p.categoryIndex() * 31 + th) * 31 + lh;
  }

  static String text(Primitive p) {
    StringBuilder sb = new StringBuilder("Primitive[cat=").append(p.categoryIndex()).append(" box=(")
        .append(p.start()).append(',').append(p.end()).append(')');
    for (int i = 0; i < p.vertexCount(); i++) {
      sb.append(" (").append(p.time(i)).append(", ").append(p.lineId(i)).append(')');
    }
    return sb.append(" info=").append(p.infoLength()).append("B]").toString();
  }
}
