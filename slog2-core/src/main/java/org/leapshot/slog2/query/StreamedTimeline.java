package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * One timeline's exact statistics while the nodes stream by ({@link StreamedStatistics}): its
 * category cells, and its states, which arrive in no useful order and are worked out in drawing
 * order as soon as no state before them can still come. A state's exclusive time is its clipped
 * time minus that of the states directly inside it, as {@link TimelineStatistics} finds them, and is
 * final once no child can still come (it ended before the time every node still to come starts
 * at). It is added to its cell after those of the cell's states before it: each cell's sums are the
 * same sums, in the same order, as in a whole answer worked out at the end.
 *
 * <p>Pending states are kept in drawing order, in two lists: those that start before the next
 * node read (all a leaf's), whose order is mostly that they come in (the nodes are read in order
 * of start, and store their states in drawing order), and the later ones of a node read before
 * its children, merged in as the frontier passes them. Worked-out states whose exclusive time may still change are the open ones; they
 * nest as calls on nearly every timeline, and then the states covering the next one are those
 * ending after it, found from the innermost (the general search over them all is kept for states
 * that overlap without nesting). The first of a cell's goes straight to the cell when final, the
 * others wait in {@link CellWaits}. A timeline's figures lie in a few
 * arrays of numbers side by side ({@link TimelineCells}).
 */
final class StreamedTimeline extends TimelineCells {
  /** Per pending state: start, end, category, its dense number ({@link #cellAt(int, int)}), last line ID. */
  private static final int PENDING = 5;
  /** Per open state: start, end, exclusive time so far, cell, place in the cell's wait (-1: first of its cell). */
  private static final int OPEN = 5;
  final int line;
  /** Handed states since the last flush ({@link StreamedStatistics}). */
  boolean touched;
  /** States that start before the next node read when they came: worked out at the next flush. In drawing order. */
  private double[] ready = new double[0];
  private int readyCount;
  /**
   * States that start at or after it (an inner node's, read before its children): worked out once
   * the frontier passes them. Those at {@code [laterFrom, laterTo)} in drawing order, then those
   * come since the last flush, up to {@code stagedTo}, as they came: put in order at the next flush
   * in one merge (mostly before some of the others: the children of a node start before most of
   * its states, and a state put among them one by one moved a dozen others).
   */
  private double[] later = new double[0];
  private int laterFrom;
  private int laterTo;
  private int stagedTo;
  /** Worked-out states that may still cover the next one, in drawing order. */
  private double[] open = new double[OPEN * 4];
  private int openCount;
  /** True when each open state lies within the one before it (states nested as calls): the usual case. */
  private boolean nested = true;
  private CellWaits waits;
  /** States added to their cells since the last flush. */
  private int added;

  /** Arrays the timelines of one group share for their work, grown as needed. */
  static final class Scratch {
    int[] covering = new int[16];
    double[] merged = new double[0];
  }

  StreamedTimeline(int line) {
    this.line = line;
  }

  /**
   * A state of this timeline (its start and end neither NaN nor reversed) of a node read now, whose
   * next node starts at {@code frontier}: put among the ready or the later states after those
   * before it or equal to it in drawing order (equal states are alike in every figure). One
   * comparison when it comes after them all, as a node's states, stored in drawing order, mostly do.
   */
  void addState(double s, double e, int cat, int slot, int lastLine, double frontier) {
    if (s < frontier) {
      if (PENDING * readyCount == ready.length) {
        ready = Arrays.copyOf(ready, Math.max(PENDING * 8, 2 * ready.length));
      }
      put(ready, 0, readyCount++, s, e, cat, slot, lastLine);
    } else {
      if (PENDING * stagedTo == later.length) {
        roomForLater();
      }
      int at = PENDING * stagedTo++;
      double[] p = later;
      p[at] = s;
      p[at + 1] = e;
      p[at + 2] = cat;
      p[at + 3] = slot;
      p[at + 4] = lastLine;
    }
  }

  /** Puts a state among the states {@code [from, to)} of {@code p}, with room at {@code to}. */
  private void put(double[] p, int from, int to, double s, double e, int cat, int slot, int lastLine) {
    int i = to;
    while (i > from && after(p, PENDING * i - PENDING, s, e, cat, lastLine)) {
      System.arraycopy(p, PENDING * i - PENDING, p, PENDING * i, PENDING);
      i--;
    }
    int at = PENDING * i;
    p[at] = s;
    p[at + 1] = e;
    p[at + 2] = cat;
    p[at + 3] = slot;
    p[at + 4] = lastLine;
  }

  /** True when the pending state at {@code at} of {@code p} comes after [s, e] of {@code cat} in drawing order. */
  private boolean after(double[] p, int at, double s, double e, int cat, int lastLine) {
    double ps = p[at];
    if (ps != s) {
      return ps > s; // the usual case: starts differ (neither is NaN)
    }
    double pe = p[at + 1];
    if (pe != e && ps != 0) {
      return pe < e; // an enclosing state first (0 aside: Double.compare tells 0.0 from -0.0, != does not)
    }
    return DrawingOrder.compareKeys(s, e, cat, line, lastLine, ps, pe, (int) p[at + 2], line, (int) p[at + 4]) < 0;
  }

  /** Room for one more later state: the worked-out ones before them dropped, or the array grown. */
  private void roomForLater() {
    int n = stagedTo - laterFrom;
    if (laterFrom > 0 && 2 * n <= stagedTo) {
      System.arraycopy(later, PENDING * laterFrom, later, 0, PENDING * n);
      laterTo -= laterFrom;
      stagedTo = n;
      laterFrom = 0;
    } else {
      later = Arrays.copyOf(later, Math.max(PENDING * 8, 2 * later.length));
    }
  }

  /** Puts the later states come since the last flush in order among the others. */
  private void mergeStaged(Scratch scratch) {
    if (stagedTo == laterTo) {
      return;
    }
    double[] p = later;
    for (int i = laterTo + 1; i < stagedTo; i++) { // mostly in order: one node's, or a few
      int at = PENDING * i;
      put(p, laterTo, i, p[at], p[at + 1], (int) p[at + 2], (int) p[at + 3], (int) p[at + 4]);
    }
    int sorted = laterTo - laterFrom;
    if (sorted == 0 || !after(p, PENDING * laterTo - PENDING, p[PENDING * laterTo], p[PENDING * laterTo + 1],
        (int) p[PENDING * laterTo + 2], (int) p[PENDING * laterTo + 4])) {
      laterTo = stagedTo; // all after the others
      return;
    }
    if (scratch.merged.length < PENDING * sorted) {
      scratch.merged = new double[PENDING * Math.max(2 * sorted, 16)];
    }
    double[] a = scratch.merged;
    System.arraycopy(p, PENDING * laterFrom, a, 0, PENDING * sorted);
    // Merged from the front: the place written never passes the next staged state to read.
    int x = 0;
    int y = laterTo;
    int w = laterFrom;
    while (x < sorted) {
      int ya = PENDING * y;
      boolean stagedFirst = y < stagedTo
          && after(a, PENDING * x, p[ya], p[ya + 1], (int) p[ya + 2], (int) p[ya + 4]);
      if (stagedFirst) {
        System.arraycopy(p, ya, p, PENDING * w++, PENDING);
        y++;
      } else {
        System.arraycopy(a, PENDING * x++, p, PENDING * w++, PENDING);
      }
    }
    laterTo = stagedTo; // the staged states left are in place
  }

  /**
   * Works out the pending states that start before {@code frontier} (no state still to come starts
   * before it: every ready one) and adds to their cells the exclusive times of those that ended
   * before it; returns how many states that added.
   */
  int flush(double start, double end, double frontier, Scratch scratch) {
    mergeStaged(scratch);
    workOutReady(start, end, scratch);
    workOutLater(frontier, false, start, end, scratch);
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
    return takeAdded();
  }

  /** Works out every state and adds them all; returns how many that added. */
  int finish(double start, double end, Scratch scratch) {
    mergeStaged(scratch);
    workOutReady(start, end, scratch);
    workOutLater(Double.POSITIVE_INFINITY, true, start, end, scratch);
    for (int q = 0; q < openCount; q++) {
      close(q);
    }
    openCount = 0;
    return takeAdded();
  }

  /** How many states were added to their cells since this was last asked. */
  private int takeAdded() {
    int a = added;
    added = 0;
    return a;
  }

  /**
   * As {@link #addState}, for a state of a node whose states come in drawing order: worked out at
   * once (after the later states before it) when it starts before {@code frontier} and no ready
   * state waits, as none of this node's before it can and none to come will; it spares a copy.
   */
  void addStateNow(double s, double e, int cat, int slot, int lastLine, double frontier, double start, double end,
      Scratch scratch) {
    if (!(s < frontier) || readyCount > 0) {
      addState(s, e, cat, slot, lastLine, frontier);
      return;
    }
    if (stagedTo != laterTo) {
      mergeStaged(scratch);
    }
    while (laterFrom < laterTo && !after(later, PENDING * laterFrom, s, e, cat, lastLine)) {
      workOutFirstLater(start, end, scratch);
    }
    workOut(s, e, cellAt(cat, slot), start, end, scratch);
  }

  /** Works out the ready states, and before each the later ones before it. */
  private void workOutReady(double start, double end, Scratch scratch) {
    double[] r = ready;
    for (int i = 0; i < readyCount; i++) {
      int at = PENDING * i;
      double s = r[at];
      double e = r[at + 1];
      while (laterFrom < laterTo && !after(later, PENDING * laterFrom, s, e, (int) r[at + 2], (int) r[at + 4])) {
        workOutFirstLater(start, end, scratch);
      }
      workOut(s, e, cellAt((int) r[at + 2], (int) r[at + 3]), start, end, scratch);
    }
    readyCount = 0;
  }

  /** Works out the later states that start before {@code frontier} ({@code all}: every one). */
  private void workOutLater(double frontier, boolean all, double start, double end, Scratch scratch) {
    while (laterFrom < laterTo && (all || later[PENDING * laterFrom] < frontier)) {
      workOutFirstLater(start, end, scratch);
    }
  }

  private void workOutFirstLater(double start, double end, Scratch scratch) {
    int at = PENDING * laterFrom++;
    double[] p = later;
    workOut(p[at], p[at + 1], cellAt((int) p[at + 2], (int) p[at + 3]), start, end, scratch);
    if (laterFrom == laterTo) {
      laterFrom = 0;
      laterTo = 0;
      stagedTo = 0;
    }
  }

  /**
   * The next state in drawing order: counted, its clipped time added, and taken from the exclusive
   * time of the states directly around it (see {@link TimelineStatistics}: every state before it
   * that covers it, except those with one of the others strictly between).
   */
  private void workOut(double s, double e, int k, double start, double end, Scratch scratch) {
    double c = clip(s, e, start, end);
    cell[CELL * k + 1] += 1;
    cell[CELL * k + 2] += c;
    double[] o = open;
    while (openCount > 0 && o[OPEN * openCount - OPEN + 1] < s) {
      close(--openCount);
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
      takeFromNested(m, s, e, c);
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

  /**
   * {@link #isDirectParent} where the open states covering [s, e] are the first {@code m}, each
   * within the one before it: in one pass from the innermost. The states before one of them
   * enclose it and can lie between it and [s, e] only with its very box, which does not count; so
   * one is a direct parent when every state after it has its box or that of [s, e]. Past the
   * first with another box than the innermost (those of [s, e]'s box aside), none has it again.
   */
  private void takeFromNested(int m, double s, double e, double c) {
    double[] o = open;
    int q = m - 1;
    while (q >= 0 && o[OPEN * q] == s && o[OPEN * q + 1] == e) {
      o[OPEN * q-- + 2] -= c;
    }
    if (q < 0) {
      return;
    }
    double innerFrom = o[OPEN * q];
    double innerTo = o[OPEN * q + 1];
    while (q >= 0 && o[OPEN * q] == innerFrom && o[OPEN * q + 1] == innerTo) {
      o[OPEN * q-- + 2] -= c;
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
    if (n == 1) {
      o[OPEN * covering[0] + 2] -= c; // the only one covering it: nothing lies between
    } else if (isChain(covering, n)) {
      takeFromChain(covering, n, s, e, c);
    } else {
      for (int q = 0; q < n; q++) {
        if (isDirectParent(covering[q], covering, n, s, e)) {
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
   * {@link #isDirectParent} over a chain, in one pass from the innermost: the states before one in
   * the chain enclose it and can lie between it and [s, e] only with its very box, which does not
   * count; so one is a direct parent when every state after it has its box or that of [s, e].
   */
  private void takeFromChain(int[] covering, int n, double s, double e, double c) {
    double[] o = open;
    boolean inner = false;
    double innerFrom = 0;
    double innerTo = 0;
    for (int q = n - 1; q >= 0; q--) {
      int k = OPEN * covering[q];
      double kFrom = o[k];
      double kTo = o[k + 1];
      if (!inner || (innerFrom == kFrom && innerTo == kTo)) {
        o[k + 2] -= c;
      }
      if (!inner && !(kFrom == s && kTo == e)) {
        inner = true; // the innermost after the ones with the box of [s, e]
        innerFrom = kFrom;
        innerTo = kTo;
      }
    }
  }

  /** True when no other open state covering the state [s, e] lies between it and open state {@code k}. */
  private boolean isDirectParent(int k, int[] covering, int count, double s, double e) {
    double[] o = open;
    double kFrom = o[OPEN * k];
    double kTo = o[OPEN * k + 1];
    for (int x = 0; x < count; x++) {
      int r = covering[x];
      double rFrom = o[OPEN * r];
      double rTo = o[OPEN * r + 1];
      if (r != k && kFrom <= rFrom && rTo <= kTo && !(rFrom == kFrom && rTo == kTo) && !(rFrom == s && rTo == e)) {
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

  static double clip(double s, double e, double start, double end) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }
}
