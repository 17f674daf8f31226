package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Resamples one stored timeline to a row of cells, the common case of one timeline per row: a
 * walk along its runs, cell by cell, with no vote where one run covers a cell whole. Gives what
 * {@link OverviewResampler} gives for a one-member row (same integer units, same tie rule), at a
 * few operations per cell and run.
 */
final class OverviewLineSampler {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  private final OverviewCells cells;
  /** Message units per cell of the row being sampled; all 0 between rows. */
  private final long[] units;
  private int[] voteLook = new int[8];
  private long[] voteWeight = new long[8];

  /** @param units a zeroed array of {@code width} cells to sum densities in, left zeroed */
  OverviewLineSampler(OverviewRows rows, int width, OverviewCells cells, long[] units) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    this.cells = cells;
    this.units = units;
  }

  /** The row's runs, four ints each as {@link ActivityRaster} keeps them. */
  int[] looks(int m) {
    int from = rows.runStart[m];
    int end = rows.runStart[m + 1];
    OverviewRows.IntList out = new OverviewRows.IntList();
    int previous = -1;
    int i = from;
    for (int c = 0; c < width; c++) {
      long cellStart = c * columns;
      long cellEnd = cellStart + columns;
      while (i + 1 < end && rows.runColumn[i + 1] * (long) width <= cellStart) {
        i++;
      }
      int winner;
      if (i >= end) {
        winner = OverviewRows.NOTHING;
      } else if (endOf(i, end) >= cellEnd) {
        winner = rows.runLook[i]; // one run covers the cell
      } else {
        winner = vote(i, end, cellStart, cellEnd);
      }
      if (winner != previous) {
        out.add(c);
        out.add(rows.category(winner));
        out.add(rows.frame(winner));
        out.add(rows.word(winner));
        previous = winner;
      }
    }
    return out.toArray();
  }

  /** Units where run {@code i} ends. */
  private long endOf(int i, int end) {
    return (i + 1 < end ? rows.runColumn[i + 1] : rows.columns) * (long) width;
  }

  private int vote(int i, int end, long cellStart, long cellEnd) {
    int n = 0;
    for (int j = i; j < end && rows.runColumn[j] * (long) width < cellEnd; j++) {
      int look = rows.runLook[j];
      if (look == OverviewRows.NOTHING) {
        continue;
      }
      long w = Math.min(endOf(j, end), cellEnd) - Math.max(rows.runColumn[j] * (long) width, cellStart);
      int k = 0;
      while (k < n && voteLook[k] != look) {
        k++;
      }
      if (k == n) {
        if (n == voteLook.length) {
          voteLook = Arrays.copyOf(voteLook, n * 2);
          voteWeight = Arrays.copyOf(voteWeight, n * 2);
        }
        voteLook[n] = look;
        voteWeight[n++] = 0;
      }
      voteWeight[k] += w;
    }
    int winner = OverviewRows.NOTHING;
    long most = 0;
    for (int k = 0; k < n; k++) {
      if (voteWeight[k] > most || (voteWeight[k] == most && voteLook[k] < winner)) {
        most = voteWeight[k];
        winner = voteLook[k];
      }
    }
    return winner;
  }

  /** The row's density levels per cell, or null when the timeline has no messages. */
  byte[] density(int m) {
    int from = rows.densityStart[m];
    int end = rows.densityStart[m + 1];
    boolean any = false;
    for (int i = from; i < end && !any; i++) {
      any = rows.densityLevel[i] != 0;
    }
    if (!any) {
      return null;
    }
    for (int i = from; i < end; i++) {
      long perUnit = OverviewResampler.messagesOf(rows.densityLevel[i] & 0xFF);
      if (perUnit == 0) {
        continue;
      }
      OverviewCells span = cells.span(rows.densityColumn[i], i + 1 < end ? rows.densityColumn[i + 1] : rows.columns);
      if (span.firstPart > 0) {
        units[span.firstCell] += span.firstPart * perUnit;
      }
      if (span.lastPart > 0) {
        units[span.lastCell] += span.lastPart * perUnit;
      }
      long whole = columns * perUnit;
      for (int c = span.wholeFrom; c <= span.wholeTo; c++) {
        units[c] += whole;
      }
    }
    byte[] out = new byte[width];
    long last = -1;
    int level = 0;
    for (int c = 0; c < width; c++) {
      long u = units[c];
      if (u != last) { // stretches of one level: one look-up each
        last = u;
        level = OverviewResampler.levelOf(u, width);
      }
      out[c] = (byte) level;
      units[c] = 0;
    }
    return out;
  }
}
