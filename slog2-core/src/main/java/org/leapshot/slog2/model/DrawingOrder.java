package org.leapshot.slog2.model;

import java.util.Comparator;

/**
 * The order every list in a SLOG-2 node is stored in (spec §8.6): start ascending, end descending
 * (an enclosing state before the states nested in it), category ascending, first line ID
 * ascending, last line ID ascending. Sorts using it must be stable.
 */
public final class DrawingOrder {
  private DrawingOrder() {}

  public static final Comparator<Drawable> DRAWABLES = DrawingOrder::compare;

  public static int compare(Drawable a, Drawable b) {
    int c = Double.compare(a.start(), b.start());
    if (c != 0) {
      return c;
    }
    c = Double.compare(b.end(), a.end());
    if (c != 0) {
      return c;
    }
    c = Integer.compare(a.categoryIndex(), b.categoryIndex());
    if (c != 0) {
      return c;
    }
    c = Integer.compare(a.firstLineId(), b.firstLineId());
    if (c != 0) {
      return c;
    }
    return Integer.compare(a.lastLineId(), b.lastLineId());
  }

  /** The same keys for shadows, whose category is the preview index of their topology. */
  public static final Comparator<Shadow> SHADOWS = (a, b) -> {
    int c = Double.compare(a.start(), b.start());
    if (c != 0) {
      return c;
    }
    c = Double.compare(b.end(), a.end());
    if (c != 0) {
      return c;
    }
    c = Integer.compare(a.categoryIndex(), b.categoryIndex());
    if (c != 0) {
      return c;
    }
    c = Integer.compare(a.lineId(0), b.lineId(0));
    if (c != 0) {
      return c;
    }
    return Integer.compare(a.lineId(a.vertexCount() - 1), b.lineId(b.vertexCount() - 1));
  };
}
