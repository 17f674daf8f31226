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
      return c; // the usual case, decided without reading the other keys
    }
    return compareKeys(a.start(), a.end(), a.categoryIndex(), a.firstLineId(), a.lastLineId(), b.start(), b.end(),
        b.categoryIndex(), b.firstLineId(), b.lastLineId());
  }

  /** The same keys for shadows, whose category is the preview index of their topology. */
  public static final Comparator<Shadow> SHADOWS = (a, b) -> {
    int c = Double.compare(a.start(), b.start());
    if (c != 0) {
      return c;
    }
    return compareKeys(a.start(), a.end(), a.categoryIndex(), a.lineId(0), a.lineId(a.vertexCount() - 1), b.start(),
        b.end(), b.categoryIndex(), b.lineId(0), b.lineId(b.vertexCount() - 1));
  };

  /**
   * The order itself, on keys read beforehand: for sorts that keep the keys in columns of numbers
   * instead of following a pointer per comparison.
   */
  public static int compareKeys(double startA, double endA, int categoryA, int firstA, int lastA, double startB,
      double endB, int categoryB, int firstB, int lastB) {
    int c = Double.compare(startA, startB);
    if (c != 0) {
      return c;
    }
    c = Double.compare(endB, endA);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(categoryA, categoryB);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(firstA, firstB);
    if (c != 0) {
      return c;
    }
    return Integer.compare(lastA, lastB);
  }
}
