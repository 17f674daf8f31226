package org.leapshot.slog2.query;

import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/** Small questions about drawables that several engine parts ask. */
final class Drawables {
  private Drawables() {}

  /** True when any vertex of the drawable (of any of a composite's primitives) lies on one of {@code lines}. */
  static boolean touchesAny(Drawable d, Set<Integer> lines) {
    if (d instanceof Primitive p) {
      return touchesAny(p, lines);
    }
    for (Primitive p : ((Composite) d).primitives()) {
      if (touchesAny(p, lines)) {
        return true;
      }
    }
    return false;
  }

  private static boolean touchesAny(Primitive p, Set<Integer> lines) {
    for (int v = 0; v < p.vertexCount(); v++) {
      if (lines.contains(p.lineId(v))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A primitive's topology: its category's, or — for a category the file does not define — the
   * one its vertices suggest (1 vertex: event; 2 on one line: state; else arrow).
   */
  static Topology topologyOf(Primitive p, Map<Integer, Category> categories) {
    return topologyOf(p.categoryIndex(), p.vertexCount(), p.lineId(0), p.lineId(p.vertexCount() - 1), categories);
  }

  /** As {@link #topologyOf(Primitive, Map)} for a primitive read from packed columns. */
  static Topology topologyOf(int category, int vertices, int firstLine, int lastLine,
      Map<Integer, Category> categories) {
    Category c = categories.get(category);
    if (c != null) {
      return c.topology();
    }
    if (vertices == 1) {
      return Topology.EVENT;
    }
    return firstLine == lastLine ? Topology.STATE : Topology.ARROW;
  }
}
