package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * Resamples the stored overview's rows to a canvas: {@code width} columns, timelines merged into
 * rows. A cell covered by one look shows it; a mixed cell shows the look its credits choose by the
 * members' time covering it ({@link CategoryCredits}: each look in about as many cells as its time
 * fills; looks ordered by category, frame, depth word), and the message densities add up.
 *
 * <p>Why it sweeps runs: the rows are long runs, so a cell is usually covered whole by one run of
 * each member. Time is counted in exact integer units (a stored column is {@code width} units, a
 * cell {@code columns} units), a run adds its partly covered end cells directly and its wholly
 * covered cells as a +1/-1 pair of a per-look count. Cost: the runs plus, per cell, the looks then
 * present — not members × cells (a cell with no run edge may not take the previous cell's look: a
 * mixed merged row would freeze on one). Exact integers make the answer independent of the order of addition.
 */
final class OverviewResampler {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  // per look
  private final int[] count;
  private final long[] partial;
  private final int[] partialStamp;
  private final int[] activeAt;
  private int[] active;
  private int activeSize;
  private int[] touched;
  // per cell of the row: linked lists of events (look, value)
  private final int[] deltaHead;
  private final int[] partialHead;
  private int[] next = new int[256];
  private int[] eventLook = new int[256];
  private long[] eventValue = new long[256];
  private int events;
  private int stamp;
  /** A cell's looks, ascending, and their time by look; the row's credits by look. */
  private final int[] keys;
  private final long[] cellTime;
  private final OverviewLookCredits credits;
  private final OverviewCells cells;
  /** Merged rows' message density. */
  private final OverviewMergedDensity merged;
  /** For rows of one timeline, made when first needed. */
  private OverviewLineSampler single;

  OverviewResampler(OverviewRows rows, int width) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    int looks = rows.lookCount();
    this.count = new int[looks];
    this.partial = new long[looks];
    this.partialStamp = new int[looks];
    this.activeAt = new int[looks];
    Arrays.fill(activeAt, -1);
    this.active = new int[Math.min(looks, 64)];
    this.touched = new int[Math.min(looks, 64)];
    this.keys = new int[looks];
    this.cellTime = new long[looks];
    this.credits = new OverviewLookCredits(looks);
    this.deltaHead = new int[width + 1];
    this.partialHead = new int[width];
    this.cells = new OverviewCells(rows.columns, width);
    this.merged = new OverviewMergedDensity(rows, width, cells);
  }

  /**
   * The raster of rows whose members (stored row numbers) are {@code members[r]}, resampled by the
   * calling thread and up to {@code threads - 1} of the common pool's ({@link OverviewPieces}: the
   * caller never waits for a helper). Each row's answer depends on its members only. An interrupt of
   * the calling thread stops it between pieces with a {@link CancellationException} (a newer picture
   * was asked for; the interrupt stays set).
   */
  static ActivityRaster raster(OverviewRows rows, int width, double start, double secPerColumn, int[][] members,
      int threads) {
    return raster(rows, width, start, secPerColumn, members, threads, true);
  }

  /** The same; without {@code density}, no row has message density (rows too low to show it: less than half the work). */
  static ActivityRaster raster(OverviewRows rows, int width, double start, double secPerColumn, int[][] members,
      int threads, boolean density) {
    int rowCount = members.length;
    int[][] runs = new int[rowCount][];
    byte[][] densities = new byte[rowCount][];
    OverviewPieces.fill(rowCount, threads, () -> {
      OverviewResampler r = new OverviewResampler(rows, width);
      return (from, to, runsOut, densityOut) -> r.fill(members, from, to, runsOut, densityOut);
    }, runs, density ? densities : null);
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[rowCount];
    Arrays.fill(totals, Map.of());
    return new ActivityRaster(start, secPerColumn, width, runs, densities, totals);
  }

  /** Resamples rows {@code [from, to)} into {@code runs} and {@code density} (null: none wanted), row r at {@code r - from}. */
  private void fill(int[][] members, int from, int to, int[][] runs, byte[][] density) {
    if (single == null) {
      single = new OverviewLineSampler(rows, width, cells);
    }
    for (int r = from; r < to; r++) {
      int[] m = members[r];
      int i = r - from;
      if (m.length == 0) {
        runs[i] = new int[0];
      } else if (m.length == 1) {
        runs[i] = single.looks(m[0]);
        if (density != null) {
          density[i] = single.density(m[0]);
        }
      } else {
        runs[i] = looks(m);
        if (density != null) {
          density[i] = merged.density(m);
        }
      }
    }
  }

  private int[] looks(int[] members) {
    Arrays.fill(deltaHead, -1);
    Arrays.fill(partialHead, -1);
    events = 0;
    for (int m : members) {
      for (int i = rows.runStart[m], end = rows.runStart[m + 1]; i < end; i++) {
        int look = rows.runLook[i];
        if (look != OverviewRows.NOTHING) {
          addRun(rows.runColumn[i], i + 1 < end ? rows.runColumn[i + 1] : rows.columns, look);
        }
      }
    }
    OverviewRows.IntList out = new OverviewRows.IntList();
    int previous = -1;
    for (int m : members) { // credits start from none: clear those of the looks this row can meet
      credits.forget(rows, m);
    }
    int same = 0; // looks of the last cell with no part in it, sorted in keys/cellTime (0: none kept)
    for (int c = 0; c < width; c++) {
      // A mixed cell chooses every time, edges or not: its credits move on from cell to cell. A
      // cell with no run edge has the looks and times of the one before when that had no part.
      int shown;
      if (same > 1 && deltaHead[c] < 0 && partialHead[c] < 0) {
        shown = credits.choose(keys, same, cellTime);
      } else {
        applyDeltas(c);
        boolean whole = partialHead[c] < 0;
        shown = choose(whole ? 0 : gatherPartials(c));
        same = whole ? looksChosen : 0;
      }
      if (shown != previous) {
        rows.appendRun(out, c, shown);
        previous = shown;
      }
    }
    for (int k = 0; k < activeSize; k++) {
      count[active[k]] = 0;
      activeAt[active[k]] = -1;
    }
    activeSize = 0;
    return out.toArray();
  }

  /** Adds the cells a run of stored columns {@code [from, to)} covers: whole ones as counts, ends as parts. */
  private void addRun(int from, int to, int look) {
    OverviewCells s = cells.span(from, to);
    if (s.firstPart > 0) {
      event(partialHead, s.firstCell, look, s.firstPart);
    }
    if (s.lastPart > 0) {
      event(partialHead, s.lastCell, look, s.lastPart);
    }
    if (s.wholeFrom <= s.wholeTo) {
      event(deltaHead, s.wholeFrom, look, 1);
      event(deltaHead, s.wholeTo + 1, look, -1);
    }
  }

  private void event(int[] head, int cell, int look, long value) {
    if (events == next.length) {
      next = Arrays.copyOf(next, events * 2);
      eventLook = Arrays.copyOf(eventLook, events * 2);
      eventValue = Arrays.copyOf(eventValue, events * 2);
    }
    next[events] = head[cell];
    eventLook[events] = look;
    eventValue[events] = value;
    head[cell] = events++;
  }

  /** Applies the count changes at a cell. */
  private void applyDeltas(int c) {
    for (int e = deltaHead[c]; e >= 0; e = next[e]) {
      int look = eventLook[e];
      int before = count[look];
      count[look] = before + (int) eventValue[e];
      if (before == 0) {
        if (activeSize == active.length) {
          active = Arrays.copyOf(active, activeSize * 2);
        }
        activeAt[look] = activeSize;
        active[activeSize++] = look;
      } else if (count[look] == 0) {
        int at = activeAt[look];
        int last = active[--activeSize];
        active[at] = last;
        activeAt[last] = at;
        activeAt[look] = -1;
      }
    }
  }

  /** Sums the partly covered parts at a cell per look; returns how many looks have one. */
  private int gatherPartials(int c) {
    stamp++;
    int n = 0;
    for (int e = partialHead[c]; e >= 0; e = next[e]) {
      int look = eventLook[e];
      if (partialStamp[look] != stamp) {
        partialStamp[look] = stamp;
        partial[look] = eventValue[e];
        if (n == touched.length) {
          touched = Arrays.copyOf(touched, n * 2);
        }
        touched[n++] = look;
      } else {
        partial[look] += eventValue[e];
      }
    }
    return n;
  }

  /**
   * The look a cell shows (wholly covering members' counts, plus the {@code parts} touched): the
   * one look with time there, or the one its credits choose by time ({@link OverviewLookCredits}:
   * {@link CategoryCredits}' choice with credits in a plain array by look), the looks in ascending
   * order as the line sampler orders them.
   */
  private int choose(int parts) {
    int n = 0;
    for (int k = 0; k < activeSize; k++) {
      int look = active[k];
      keys[n++] = look;
      cellTime[look] = count[look] * columns + (partialStamp[look] == stamp && parts > 0 ? partial[look] : 0);
    }
    for (int k = 0; k < parts; k++) {
      int look = touched[k];
      if (count[look] == 0) {
        keys[n++] = look;
        cellTime[look] = partial[look];
      }
    }
    looksChosen = n;
    if (n <= 1) {
      return n == 0 ? OverviewRows.NOTHING : keys[0];
    }
    CategoryCredits.sortKeys(keys, n);
    return credits.choose(keys, n, cellTime);
  }

  /** How many looks the last {@link #choose} had (left sorted in {@link #keys}, their time in {@link #cellTime}). */
  private int looksChosen;
}
