package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * One timeline's exact statistics while the nodes stream by ({@link StreamedStatistics}): its
 * states, which come in the order the nodes are read, are worked out in drawing order as soon as no
 * state before them can still come (no node still to come starts before them).
 *
 * <p>Pending states are kept in drawing order, in two lists: those that start before the next
 * node read (all a leaf's), whose order is mostly that they come in (the nodes are read in order
 * of start, and store their states in drawing order), and the later ones of a node read before
 * its children, merged in as the frontier passes them. A state of a node in drawing order that
 * starts before the frontier is worked out as it comes. The nesting rule is {@link
 * TimelineNesting}'s; a timeline's figures lie in a few arrays of numbers side by side ({@link
 * TimelineCells}).
 */
final class StreamedTimeline extends TimelineNesting {
  /** Per pending state: start, end, category, its dense number ({@link #cellAt(int, int)}), last line ID. */
  private static final int PENDING = 5;
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
  /**
   * A state of a node in drawing order that starts before this (and before the frontier) has no
   * pending state before it and is worked out at once ({@link #addStateNow}): minus infinity while
   * ready or staged states wait, else the start of the first later one, or infinity. Kept up to date
   * so that the caller's test is one field read, and the call it spares one per state.
   */
  double quietBelow = Double.POSITIVE_INFINITY;

  /** @param cells cells to make room for at once (growing them one by one made most of a big run's garbage) */
  StreamedTimeline(int line, int cells) {
    super(cells);
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
    quietBelow = Double.NEGATIVE_INFINITY;
  }

  /** Sets {@link #quietBelow} from the pending states. */
  private void quiet() {
    quietBelow = readyCount > 0 || laterTo != stagedTo ? Double.NEGATIVE_INFINITY
        : laterFrom == laterTo ? Double.POSITIVE_INFINITY : later[PENDING * laterFrom];
  }

  /** Puts a state among the states {@code [from, to)} of {@code p}, with room at {@code to}. */
  private void put(double[] p, int from, int to, double s, double e, int cat, int slot, int lastLine) {
    int i = to;
    // after()'s usual case (starts differ) tested here: a call less per state
    while (i > from && (p[PENDING * i - PENDING] > s
        || p[PENDING * i - PENDING] == s && after(p, PENDING * i - PENDING, s, e, cat, lastLine))) {
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
    closeEndedBefore(frontier);
    quiet();
    return takeAdded();
  }

  /** Works out every state and adds them all; returns how many that added. */
  int finish(double start, double end, Scratch scratch) {
    mergeStaged(scratch);
    workOutReady(start, end, scratch);
    workOutLater(Double.POSITIVE_INFINITY, true, start, end, scratch);
    closeAll();
    quiet();
    return takeAdded();
  }

  /**
   * As {@link #addState}, for a state of a node whose states come in drawing order: worked out at
   * once (after the later states before it) when it starts before {@code frontier} and no ready
   * state waits, as none of this node's before it can and none to come will; it spares a copy.
   */
  void addStateNow(double s, double e, int cat, int slot, int lastLine, double frontier, double start, double end,
      Scratch scratch) {
    if (s < frontier && s < quietBelow) {
      workOut(s, e, cellAt(cat, slot), start, end, scratch); // the usual case: no pending state before it
      return;
    }
    if (!(s < frontier) || readyCount > 0) {
      addState(s, e, cat, slot, lastLine, frontier);
      return;
    }
    if (stagedTo != laterTo) {
      mergeStaged(scratch);
    }
    while (laterFrom < laterTo && (later[PENDING * laterFrom] < s
        || later[PENDING * laterFrom] == s && !after(later, PENDING * laterFrom, s, e, cat, lastLine))) {
      workOutFirstLater(start, end, scratch);
    }
    workOut(s, e, cellAt(cat, slot), start, end, scratch);
    quiet();
  }

  /** Works out the ready states, and before each the later ones before it. */
  private void workOutReady(double start, double end, Scratch scratch) {
    double[] r = ready;
    for (int i = 0; i < readyCount; i++) {
      int at = PENDING * i;
      double s = r[at];
      double e = r[at + 1];
      while (laterFrom < laterTo && (later[PENDING * laterFrom] < s || later[PENDING * laterFrom] == s
          && !after(later, PENDING * laterFrom, s, e, (int) r[at + 2], (int) r[at + 4]))) {
        workOutFirstLater(start, end, scratch);
      }
      workOut(s, e, cellAt((int) r[at + 2], (int) r[at + 3]), start, end, scratch);
    }
    readyCount = 0;
  }

  /** Works out the later states that start before {@code frontier} ({@code all}: every one). */
  private void workOutLater(double frontier, boolean all, double start, double end, Scratch scratch) {
    double[] p = later;
    while (laterFrom < laterTo && (all || p[PENDING * laterFrom] < frontier)) {
      int at = PENDING * laterFrom++; // workOutFirstLater(), written out: a call less per state
      workOut(p[at], p[at + 1], cellAt((int) p[at + 2], (int) p[at + 3]), start, end, scratch);
    }
    if (laterFrom == laterTo) {
      laterFrom = 0;
      laterTo = 0;
      stagedTo = 0;
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
}
