package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.model.Drawable;

/**
 * Builds a node's drawables while its nestable list is decoded, merging in the nestless list read
 * before it, so that the nestable drawables (most of a node) are written once, in their final
 * place. Checks on the way that both lists were in drawing order.
 */
final class PackedMerging implements PackedDrawables.Sink {
  private final PackedDrawables.Builder nestless;
  private final PackedDrawables.Builder out;
  private int next;
  private boolean sorted;
  private int lastNestable = -1;

  PackedMerging(PackedDrawables.Builder nestless, int nestableCount) {
    this.nestless = nestless;
    this.out = new PackedDrawables.Builder(nestless.size() + nestableCount,
        nestless.infoUsed() + Math.min(nestableCount * 16, 1 << 16));
    this.sorted = nestless.inOrder();
  }

  @Override
  public void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
      int length) {
    double start = count == 1 ? time0 : Math.min(time0, time1);
    double end = count == 1 ? time0 : Math.max(time0, time1);
    flushBefore(start, end, cat, line0, count == 1 ? line0 : line1);
    int k = out.size();
    out.addInline(cat, count, time0, line0, time1, line1, in, at, length);
    checkOrder(k);
  }

  @Override
  public void addObject(Drawable d) {
    flushBefore(d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
    int k = out.size();
    out.addObject(d);
    checkOrder(k);
  }

  PackedDrawables finish() {
    while (next < nestless.size()) {
      out.copyFrom(nestless, next++);
    }
    return new PackedDrawables(out, sorted);
  }

  /**
   * Moves over the nestless drawables that come before the nestable one described: on a tie in
   * the whole drawing order the nestable comes first, as the reference merges them.
   */
  private void flushBefore(double start, double end, int cat, int first, int last) {
    while (next < nestless.size()) {
      double ys = nestless.start(next);
      if (ys < start || (ys == start && PackedDrawables.compareTo(start, end, cat, first, last, nestless, next) > 0)) {
        out.copyFrom(nestless, next++);
      } else {
        return;
      }
    }
  }

  private void checkOrder(int k) {
    if (!sorted) {
      return;
    }
    double s = out.start(k);
    if (s != s) {
      sorted = false;
    } else if (lastNestable >= 0) {
      double p = out.start(lastNestable);
      if (s < p || (s == p && PackedDrawables.compare(out, lastNestable, out, k) > 0)) {
        sorted = false;
      }
    }
    lastNestable = k;
  }
}
