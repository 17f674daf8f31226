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
  private final PackedList nestless;
  private final PackedList out;
  /** Where the nestless list's info bytes start in {@code out}'s (all copied at once, up front). */
  private final int infoBase;
  private int next;
  /** The start of nestless drawable {@code next}, NaN when none is left (it then compares false). */
  private double nextStart;
  /**
   * The raw bits of the lesser and the greater of nestless drawable {@code next}'s times (the
   * order of positive doubles is that of their bits as longs).
   */
  private long nextLow;
  private long nextHigh;
  /** The vertex count of nestless drawable {@code next}: 0 for an object. */
  private int nextKind;
  private boolean sorted;
  private int lastNestable = -1;
  /** The start of drawable {@code lastNestable}. */
  private double lastStart;

  PackedMerging(PackedList nestless, int nestableCount) {
    this.nestless = nestless;
    // a thread merges one node at a time: the array is free until finish() hands it back
    this.out = new PackedList(nestless.size() + nestableCount, INFOS.get());
    this.infoBase = out.adoptInfos(nestless);
    this.sorted = nestless.inOrder();
    loadNext();
  }

  @Override
  public void addInline(int cat, int count, double time0, int line0, double time1, int line1, BlockInput in, int at,
      int length) {
    double start = count == 1 ? time0 : Math.min(time0, time1);
    // false when the next nestless drawable starts later, or never (NaN): then it cannot come first
    if (nextStart <= start) {
      double end = count == 1 ? time0 : Math.max(time0, time1);
      int last = count == 1 ? line0 : line1;
      // after one taken, the next may come first too (rare: most start later)
      if (takeOneBefore(start, end, cat, line0, last) && nextStart <= start) {
        flushBefore(start, end, cat, line0, last);
      }
    }
    int k = out.size();
    out.addInline(cat, count, time0, line0, time1, line1, in, at, length);
    checkOrder(k, start);
  }

  /**
   * Moves the next nestless drawable over when it comes before the nestable one described, without
   * a branch on that: the answer is irregular (arrows tie in start with the state sending them,
   * here and there among the states), and a mispredicted branch per arrow was most of merging. The
   * candidate is written in any case and counted or not; the test is arithmetic on the times' bits,
   * valid for positive times. A time not positive (or NaN), a tie of start and end, or an object
   * is left to the full comparison of {@link #flushBefore}. Returns whether one was taken.
   */
  private boolean takeOneBefore(double start, double end, int cat, int first, int last) {
    long s = Double.doubleToRawLongBits(start);
    long e = Double.doubleToRawLongBits(end);
    long ys = nextLow;
    long ds = ys - s;
    long de = nextHigh - e;
    // sign bit set: a time not in (0, +inf] (its bits minus 1, shifted, pass 0x7FE), or a tie of both
    long odd = (0x7FEL - ((s - 1) >>> 52)) | (0x7FEL - ((ys - 1) >>> 52)) | (0x7FEL - ((nextHigh - 1) >>> 52))
        | (~(ds | -ds) & ~(de | -de)) | (nextKind - 1);
    if (odd < 0) {
      flushBefore(start, end, cat, first, last);
      return false;
    }
    // earlier start, or the same start and a later end (the longer comes first, DrawingOrder)
    int taken = (int) ((ds | (~(ds | -ds) & -de)) >>> 63);
    out.putShared(nestless, next, infoBase, taken);
    next += taken;
    loadNext();
    return taken != 0;
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
      out.putShared(nestless, next++, infoBase, 1);
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
        out.putShared(nestless, next++, infoBase, 1);
      } else {
        break;
      }
    }
    loadNext();
  }

  private void loadNext() {
    if (next < nestless.size()) {
      nextStart = nestless.start(next);
      long t0 = Double.doubleToRawLongBits(nestless.time(next, PackedDrawables.T0));
      long t1 = Double.doubleToRawLongBits(nestless.time(next, PackedDrawables.T1));
      nextKind = nestless.kind(next);
      nextLow = Math.min(t0, t1);
      nextHigh = Math.max(t0, t1);
    } else {
      nextStart = Double.NaN;
    }
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
