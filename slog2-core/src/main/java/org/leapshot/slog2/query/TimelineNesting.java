package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The nesting rule of a timeline's states in streamed statistics ({@link StreamedTimeline}, which
 * hands them over in drawing order): each counted, its clipped time added, and taken from the
 * exclusive time of the states directly around it, as {@link TimelineStatistics} finds them. A
 * state's exclusive time is final once no child can still come, and is added to its cell after
 * those of the cell's states before it: each cell's sums are the same sums, in the same order, as
 * in a whole answer worked out at the end.
 *
 * <p>Worked-out states whose exclusive time may still change are the open ones. They nest as calls
 * on nearly every timeline, and then the states covering the next one are those ending after it,
 * found from the innermost; the general search over them all is kept for states that overlap
 * without nesting. The first open state of a cell goes straight to the cell when final, the others
 * wait in {@link CellWaits}.
 */
class TimelineNesting extends TimelineCells {
  /** Per open state: start, end, exclusive time so far, cell, place in the cell's wait (-1: first of its cell). */
  private static final int OPEN = 5;
  /** Worked-out states that may still cover the next one, in drawing order. */
  private double[] open = new double[OPEN * 4];
  private int openCount;
  /** True when each open state lies within the one before it (states nested as calls): the usual case. */
  private boolean nested = true;
  private CellWaits waits;
  /** States added to their cells since the last flush. */
  private int added;

  /** @param cells cells to make room for at once */
  TimelineNesting(int cells) {
    super(cells);
  }

  /** Arrays the timelines of one group share for their work, grown as needed. */
  static final class Scratch {
    int[] covering = new int[16];
    double[] merged = new double[0];
  }

  /** How many states were added to their cells since this was last asked. */
  final int takeAdded() {
    int a = added;
    added = 0;
    return a;
  }

  /** Closes the open states that ended before {@code frontier} (no state to come starts before it). */
  final void closeEndedBefore(double frontier) {
    int kept = 0;
    for (int q = 0; q < openCount; q++) {
      if (open[OPEN * q + 1] < frontier) {
        close(q);
      } else {
        move(q, kept++);
      }
    }
    openCount = kept;
    if (!nested) {
      nested = isChain();
    }
  }

  /** Closes every open state: no state is still to come. */
  final void closeAll() {
    for (int q = 0; q < openCount; q++) {
      close(q);
    }
    openCount = 0;
  }

  /**
   * The next state in drawing order: counted, its clipped time added, and taken from the exclusive
   * time of the states directly around it (see {@link TimelineStatistics}: every state before it
   * that covers it with none of the others between; states of one box nest in drawing order).
   */
  final void workOut(double s, double e, int k, double start, double end, Scratch scratch) {
    double c = (e < end ? e : end) - (s > start ? s : start); // clip(), too large to be inlined: a call a state
    c = c > 0 ? c : 0;
    double[] cl = cell;
    cl[CELL * k + 1] += 1;
    cl[CELL * k + 2] += c;
    double[] o = open;
    while (openCount > 0 && o[OPEN * openCount - OPEN + 1] < s) {
      int at = OPEN * --openCount;
      if (waits == null) { // close()'s usual case, written out: a call less per state
        int ck = CELL * (int) o[at + 3];
        cl[ck + 3] += o[at + 2];
        cl[ck + 4] = 0;
        added++;
      } else {
        close(openCount);
      }
    }
    if (OPEN * openCount == o.length) {
      dropEnded(s);
      if (OPEN * openCount == o.length) {
        open = o = Arrays.copyOf(o, 2 * o.length);
      }
    }
    if (openCount <= 1) {
      nested = true;
    }
    if (nested) {
      // Every open state starts at or before s (drawing order) and each lies within the one before
      // it, so those covering [s, e] are the ones ending at or after e: the first m.
      int m = openCount;
      while (m > 0 && o[OPEN * m - OPEN + 1] < e) {
        m--;
      }
      if (m > 0) {
        o[OPEN * m - OPEN + 2] -= c; // the innermost of them is the only direct parent
      }
      nested = m == openCount; // else [s, e] overlaps the states after the m without lying within them
    } else {
      takeFromCovering(s, e, c, scratch);
    }
    int at = OPEN * openCount++;
    o[at] = s;
    o[at + 1] = e;
    o[at + 2] = c;
    o[at + 3] = k;
    if (cell[CELL * k + 4] == 0 && (waits == null || waits.empty(k))) {
      cell[CELL * k + 4] = 1;
      o[at + 4] = -1;
    } else {
      if (waits == null) {
        waits = new CellWaits();
      }
      o[at + 4] = waits.enqueue(k);
    }
  }

  /** The general case: open states that overlap without nesting, the covering ones found among them all. */
  private void takeFromCovering(double s, double e, double c, Scratch scratch) {
    double[] o = open;
    if (scratch.covering.length < openCount) {
      scratch.covering = new int[2 * openCount];
    }
    int[] covering = scratch.covering;
    int n = 0;
    for (int q = 0; q < openCount; q++) {
      if (o[OPEN * q] <= s && e <= o[OPEN * q + 1]) {
        covering[n++] = q;
      }
    }
    if (n == 0) {
      return;
    }
    if (isChain(covering, n)) {
      o[OPEN * covering[n - 1] + 2] -= c; // the innermost is the only direct parent
    } else {
      for (int q = 0; q < n; q++) {
        if (isDirectParent(covering[q], covering, n)) {
          o[OPEN * covering[q] + 2] -= c;
        }
      }
    }
  }

  /** True when each open state lies within the one before it. */
  private boolean isChain() {
    double[] o = open;
    for (int q = 1; q < openCount; q++) {
      int a = OPEN * q - OPEN;
      int b = OPEN * q;
      if (!(o[a] <= o[b] && o[b + 1] <= o[a + 1])) {
        return false;
      }
    }
    return true;
  }

  /** True when each of the open states {@code covering} lies within the one before it (states nested as calls). */
  private boolean isChain(int[] covering, int n) {
    double[] o = open;
    for (int q = 1; q < n; q++) {
      int a = OPEN * covering[q - 1];
      int b = OPEN * covering[q];
      if (!(o[a] <= o[b] && o[b + 1] <= o[a + 1])) {
        return false;
      }
    }
    return true;
  }

  /**
   * True when no other open state covering the next one lies between it and open state {@code k}:
   * inside {@code k} by box, or with {@code k}'s box and drawn after it (see {@link TimelineStatistics}).
   */
  private boolean isDirectParent(int k, int[] covering, int count) {
    double[] o = open;
    double kFrom = o[OPEN * k];
    double kTo = o[OPEN * k + 1];
    for (int x = 0; x < count; x++) {
      int r = covering[x];
      double rFrom = o[OPEN * r];
      double rTo = o[OPEN * r + 1];
      if (r != k && kFrom <= rFrom && rTo <= kTo && (r > k || !(rFrom == kFrom && rTo == kTo))) {
        return false;
      }
    }
    return true;
  }

  /** Closes the open states that ended before {@code time}, keeping the others in order. */
  private void dropEnded(double time) {
    int kept = 0;
    for (int q = 0; q < openCount; q++) {
      if (open[OPEN * q + 1] >= time) {
        move(q, kept++);
      } else {
        close(q);
      }
    }
    openCount = kept;
  }

  private void move(int from, int to) {
    if (from != to) {
      System.arraycopy(open, OPEN * from, open, OPEN * to, OPEN);
    }
  }

  /** Open state {@code q}'s exclusive time is final: into its cell, or its cell's wait. */
  private void close(int q) {
    int at = OPEN * q;
    int k = (int) open[at + 3];
    int entry = (int) open[at + 4];
    if (entry < 0) {
      cell[CELL * k + 3] += open[at + 2];
      cell[CELL * k + 4] = 0;
      added++;
    } else {
      waits.set(k, entry, open[at + 2]);
    }
    if (waits != null && cell[CELL * k + 4] == 0) {
      added += waits.drain(k, cell, CELL * k + 3);
    }
  }

  /**
   * The time of [s, e] inside [start, end], 0 for none; none of them NaN (only drawables that
   * overlap the range are clipped, which a NaN never does). It is what {@code Math.min(e, end) -
   * Math.max(s, start)} gives when above 0, without those two calls in a quick compiler's code:
   * where the two differ, at zeros of two signs, the difference is the same. {@link #workOut} has
   * it written out.
   */
  static double clip(double s, double e, double start, double end) {
    double d = (e < end ? e : end) - (s > start ? s : start);
    return d > 0 ? d : 0;
  }
}
