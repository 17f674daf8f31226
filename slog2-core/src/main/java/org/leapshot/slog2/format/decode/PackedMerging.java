package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.model.Drawable;

/**
 * Builds a node's drawables while its nestable list is decoded, merging in the nestless list read
 * before it, so that the nestable drawables (most of a node) are written once, in their final
 * place. Checks on the way that both lists were in drawing order.
 */
final class PackedMerging implements PackedDrawables.Sink {
  /**
   * Per thread: where a node's info bytes are gathered before they are copied into an array of
   * their exact size (guessing the size up front zeroed twice what the infos of a 64-rank leaf take).
   */
  private static final ThreadLocal<byte[]> INFOS = ThreadLocal.withInitial(() -> new byte[1 << 16]);
  private final PackedDrawables.Builder nestless;
  private final PackedDrawables.Builder out;
  private int next;
  /** The start of nestless drawable {@code next}, NaN when none is left (it then compares false). */
  private double nextStart;
  private boolean sorted;
  private int lastNestable = -1;
  /** The start of drawable {@code lastNestable}. */
  private double lastStart;

  PackedMerging(PackedDrawables.Builder nestless, int nestableCount) {
    this.nestless = nestless;
    // a thread merges one node at a time: the array is free until finish() hands it back
    this.out = new PackedDrawables.Builder(nestless.size() + nestableCount, INFOS.get());
    this.sorted = nestless.inOrder();
    this.nextStart = nestless.size() > 0 ? nestless.start(0) : Double.NaN;
  }

  @Override
  public void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
      int length) {
    double start = count == 1 ? time0 : Math.min(time0, time1);
    // false when the next nestless drawable starts later, or never (NaN): then it cannot come first
    if (nextStart <= start) {
      flushBefore(start, count == 1 ? time0 : Math.max(time0, time1), cat, line0, count == 1 ? line0 : line1);
    }
    int k = out.size();
    out.addInline(cat, count, time0, line0, time1, line1, in, at, length);
    checkOrder(k, start);
  }

  @Override
  public void addObject(Drawable d) {
    flushBefore(d.start(), d.end(), d.categoryIndex(), d.firstLineId(), d.lastLineId());
    int k = out.size();
    out.addObject(d);
    checkOrder(k, out.start(k));
  }

  PackedDrawables finish() {
    while (next < nestless.size()) {
      out.copyFrom(nestless, next++);
    }
    byte[] gathered = out.infos();
    out.trimInfos();
    INFOS.set(gathered);
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
        break;
      }
    }
    nextStart = next < nestless.size() ? nestless.start(next) : Double.NaN;
  }

  /** Checks nestable drawable {@code k}, which starts at {@code s}, against the one before it. */
  private void checkOrder(int k, double s) {
    if (!sorted) {
      return;
    }
    if (s != s) {
      sorted = false;
    } else if (lastNestable >= 0 && (s < lastStart || (s == lastStart && PackedDrawables.compare(out, lastNestable, out, k) > 0))) {
      sorted = false;
    }
    lastNestable = k;
    lastStart = s;
  }
}
