package org.leapshot.slog2.query;

/**
 * The merges of {@link RunAssembler}: sorted runs of drawable references put together in drawing
 * order by galloping searches, each drawable of the shorter run placed in the longer one and the
 * stretches between copied. Apart from the assembler because how two sorted runs are merged is a
 * question of its own (searches, in place or not), while the assembler decides which runs to merge.
 */
final class GallopingMerge {
  /**
   * Gaps of at most this many references are moved one by one rather than by {@link System#arraycopy}:
   * a zoom into the 5 GB 64-timeline trace places 4 700 upper drawables among 41 000 leaf ones,
   * nine apart on average, and a call into the copy stub per gap was about a tenth of that merge
   * (medians of 500 fresh-session zooms: 0.27 ms with the stub, 0.25 ms without).
   */
  static final int SHORT_GAP = 16;
  /** What the references point at: their starts and full order. */
  private final RefTable table;

  GallopingMerge(RefTable table) {
    this.table = table;
  }

  /**
   * Merges the sorted {@code src[from, mid)} and {@code src[mid, to)} into {@code dst[from, to)}
   * (no two references are equal in {@link RefTable#compare}'s order): each drawable of the shorter one is
   * placed by a galloping search in the longer one, and the stretches between are copied, so a
   * level of a few long states merged with a leaf's hundreds costs about the few's comparisons.
   */
  void mergeInto(long[] src, int from, int mid, int to, long[] dst) {
    boolean firstShort = mid - from <= to - mid;
    int sFrom = firstShort ? from : mid;
    int sTo = firstShort ? mid : to;
    int lFrom = firstShort ? mid : from;
    int lTo = firstShort ? to : mid;
    int at = from;
    int l = lFrom;
    for (int s = sFrom; s < sTo; s++) {
      int pos = upperBound(src, l, lTo, src[s]);
      System.arraycopy(src, l, dst, at, pos - l);
      at += pos - l;
      dst[at++] = src[s];
      l = pos;
    }
    System.arraycopy(src, l, dst, at, lTo - l);
  }

  long[] merge(RefRun big, long[] few) { // a few sorted into a long run: a galloping search each, copy between
    long[] out = new long[big.size + few.length];
    long[] src = big.refs;
    int n = big.size;
    int from = 0;
    int at = 0;
    for (long ref : few) {
      int pos = upperBound(src, from, n, ref);
      int gap = pos - from;
      System.arraycopy(src, from, out, at, gap);
      at += gap;
      out[at++] = ref;
      from = pos;
    }
    System.arraycopy(src, from, out, at, n - from);
    return out;
  }

  /**
   * Merges the first {@code count} of {@code few}, sorted references, into a long sorted run that
   * has room for them at its end, from the back, within the run's own array: no second array of
   * the whole window. The run grows by {@code count}.
   */
  long[] mergeInPlace(RefRun big, long[] few, int count) {
    long[] refs = big.refs;
    int end = big.size;
    big.size += count;
    if (end > 0 && table.compare(few[count - 1], refs[0]) < 0) {
      System.arraycopy(refs, 0, refs, count, end); // all before (a step to earlier times)
      System.arraycopy(few, 0, refs, 0, count);
      return refs;
    }
    // Those after the run's last drawable (on a step to later times, all but what new upper nodes
    // add) go to the end in one copy rather than a search each.
    int after = end == 0 ? 0 : upperBound(few, 0, count, refs[end - 1]);
    int at = end + after;
    System.arraycopy(few, after, refs, at, count - after);
    for (int k = after - 1; k >= 0; k--) {
      int pos = upperBoundFromEnd(big, end, few[k]);
      int gap = end - pos;
      if (gap <= SHORT_GAP) {
        for (int g = end - 1; g >= pos; g--) { // from the back: the gap moves to later places
          refs[--at] = refs[g];
        }
      } else {
        System.arraycopy(refs, pos, refs, at - gap, gap);
        at -= gap;
      }
      refs[--at] = few[k];
      end = pos;
    }
    return refs;
  }

  /**
   * First index in [from, n) whose drawable comes after {@code ref}'s in drawing order (ties
   * stay before it). Start times decide but for equal starts; the search gallops from {@code from}
   * because the drawables merged in are themselves sorted, so it costs the logarithm of the gap.
   * It reads the start times; a drawable's other keys only when its start equals {@code ref}'s.
   */
  private int upperBound(long[] refs, int from, int n, long ref) {
    double key = table.startOf(ref);
    int lo = from;
    int hi = from;
    int step = 1;
    while (hi < n && table.startOf(refs[hi]) <= key) {
      lo = hi + 1;
      hi = from + step;
      step <<= 1;
    }
    return settle(refs, from, lo, Math.min(hi, n), ref, key);
  }

  /**
   * The first index in [lo, hi) whose start is after {@code key} (every start before lo is at
   * most key, every one from hi on after it); then, among equal starts, where the full order puts
   * {@code ref}: stepping back, not below {@code floor}, over those that come after it.
   */
  private int settle(long[] refs, int floor, int lo, int hi, long ref, double key) {
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (table.startOf(refs[mid]) <= key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    while (lo > floor && table.startOf(refs[lo - 1]) == key && table.compare(refs[lo - 1], ref) > 0) {
      lo--;
    }
    return lo;
  }

  /**
   * As {@link #upperBound} over [0, end), galloping from the end: the references merged in from the
   * back are themselves sorted, so each search costs the logarithm of its gap.
   */
  private int upperBoundFromEnd(RefRun run, int end, long ref) {
    long[] refs = run.refs;
    double key = table.startOf(ref);
    int hi = end; // every start in [hi, end) is > key
    int step = 1;
    int probe = end - 1;
    while (probe >= 0 && table.startOf(refs[probe]) > key) {
      hi = probe;
      step <<= 1;
      probe = end - step;
    }
    return settle(refs, 0, Math.max(probe + 1, 0), hi, ref, key); // every start in [0, probe] is <= key
  }
}
