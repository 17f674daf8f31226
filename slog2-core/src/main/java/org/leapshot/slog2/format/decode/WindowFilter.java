package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * A stored list decoded for one window: says which drawables to keep, those whose box overlaps
 * [start, end] (those a window query takes from a node its window does not cover), and checks on
 * the way that the whole list, skipped drawables included, was in drawing order with no NaN start.
 * Why: an upper node of a 4 096-timeline trace holds 10 000–20 000 drawables of which a narrow window
 * takes a few thousand or none, and putting each into columns and merging the two lists was most of
 * decoding it. Asked by the builders themselves ({@link PackedDrawables.Builder},
 * {@link PackedMerging}), not put between them and the decoder: a third kind of sink made the
 * decoder's call to its sink a call through a table for every node, whole or not.
 *
 * <p>The box is the one {@link PackedDrawables} gives: start the earlier, end the later of the two
 * vertex times (an object's start and the later of its start and end), so the drawables kept are
 * exactly those a window query finds overlapping in the whole node. When both lists are in order,
 * the merge of what is kept is the whole node's merge with the others left out (a nestless drawable
 * goes before a nestable one exactly when it comes first in drawing order), so the window gets the
 * same drawables in the same order.
 */
final class WindowFilter {
  private final double start;
  private final double end;
  private boolean inOrder = true;
  private boolean any;
  private double lastStart;
  private double lastEnd;
  private int lastCategory;
  private int lastFirst;
  private int lastLast;

  WindowFilter(double start, double end) {
    this.start = start;
    this.end = end;
  }

  /** True when every drawable seen so far came in drawing order, none with a NaN start. */
  boolean inOrder() {
    return inOrder;
  }

  /** Whether to keep the primitive of {@code count} (1 or 2) vertices described; checks its order. */
  boolean keeps(int cat, int count, double time0, int line0, double time1, int line1) {
    double s = count == 1 ? time0 : Math.min(time0, time1);
    double e = count == 1 ? time0 : Math.max(time0, time1);
    check(s, e, cat, line0, count == 1 ? line0 : line1);
    return s <= end && e >= start;
  }

  /** Whether to keep the drawable {@code d} (held as an object); checks its order. */
  boolean keeps(Drawable d) {
    double s = d.start(); // as the columns hold an object: its start, and the later of its start and end
    double e = Math.max(s, d.end());
    check(s, e, d.categoryIndex(), d.firstLineId(), d.lastLineId());
    return s <= end && e >= start;
  }

  private void check(double s, double e, int cat, int first, int last) {
    if (!inOrder) {
      return;
    }
    if (s != s) {
      inOrder = false;
      return;
    }
    if (any && (s < lastStart || (s == lastStart
        && DrawingOrder.compareKeys(lastStart, lastEnd, lastCategory, lastFirst, lastLast, s, e, cat, first, last) > 0))) {
      inOrder = false;
    }
    any = true;
    lastStart = s;
    lastEnd = e;
    lastCategory = cat;
    lastFirst = first;
    lastLast = last;
  }
}
