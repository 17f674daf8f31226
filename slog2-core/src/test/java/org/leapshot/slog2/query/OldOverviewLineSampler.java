package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Resamples one stored timeline to a row of cells, the common case of one timeline per row: a
 * walk along its runs, cell by cell, with no vote where one run covers a cell whole. Gives what
 * {@link OverviewResampler} gives for a one-member row (same integer units, same tie rule), at a
 * few operations per cell and run.
 */
final class OldOverviewLineSampler {
  private final OverviewRows rows;
  private final int width;
  private final long columns;
  private final OverviewCells cells;
  /** Message units per cell of the row being sampled; all 0 between rows. */
  private final long[] units;
  private int[] voteLook = new int[8];
  private long[] voteWeight = new long[8];

  /** @param units a zeroed array of {@code width} cells to sum densities in, left zeroed */
  OldOverviewLineSampler(OverviewRows rows, int width, OverviewCells cells, long[] units) {
    this.rows = rows;
    this.width = width;
    this.columns = rows.columns;
    this.cells = cells;
    this.units = units;
  }

  /**
   * The row's runs, four ints each as {@link ActivityRaster} keeps them. Run by run: the cells a run
   * covers whole take its look at once; the cells it covers in part collect votes until the next
   * cell begins.
   */
  int[] looks(int m) {
    int from = rows.runStart[m];
    int end = rows.runStart[m + 1];
    // a run out per run in, at most one per cell: sized once, not grown by doubling
    out = new OverviewRows.IntList(4 * Math.min(width, end - from + 1));
    previous = -1;
    open = -1;
    votes = 0;
    for (int i = from; i < end; i++) {
      int look = rows.runLook[i];
      OverviewCells span = cells.span(rows.runColumn[i], i + 1 < end ? rows.runColumn[i + 1] : rows.columns);
      if (span.firstPart > 0) {
        vote(span.firstCell, look, span.firstPart);
      }
      if (span.wholeFrom <= span.wholeTo) {
        close();
        emit(span.wholeFrom, look);
        open = -1;
      }
      if (span.lastPart > 0) {
        vote(span.lastCell, look, span.lastPart);
      }
    }
    close();
    if (out.size == 0 || out.data[0] != 0) { // no runs at all: nothing shown
      out = new OverviewRows.IntList();
      emit(0, OverviewRows.NOTHING);
    }
    return out.toArray();
  }

  private OverviewRows.IntList out;
  private int previous;
  /** The cell collecting votes, or -1. */
  private int open;
  private int votes;

  private void vote(int cell, int look, long weight) {
    if (cell != open) {
      close();
      open = cell;
    }
    if (look == OverviewRows.NOTHING) {
      return;
    }
    int k = 0;
    while (k < votes && voteLook[k] != look) {
      k++;
    }
    if (k == votes) {
      if (votes == voteLook.length) {
        voteLook = Arrays.copyOf(voteLook, votes * 2);
        voteWeight = Arrays.copyOf(voteWeight, votes * 2);
      }
      voteLook[votes] = look;
      voteWeight[votes++] = 0;
    }
    voteWeight[k] += weight;
  }

  /** Emits the open cell's winner (the most time; ties: the smaller look). */
  private void close() {
    if (open < 0) {
      return;
    }
    int winner = OverviewRows.NOTHING;
    long most = 0;
    for (int k = 0; k < votes; k++) {
      if (voteWeight[k] > most || (voteWeight[k] == most && voteLook[k] < winner)) {
        most = voteWeight[k];
        winner = voteLook[k];
      }
    }
    emit(open, winner);
    open = -1;
    votes = 0;
  }

  private void emit(int cell, int look) {
    if (look != previous) {
      rows.appendRun(out, cell, look);
      previous = look;
    }
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
    // G(x): message units from the row's start to x, linear within a run; a cell has G(end) - G(start).
    // A walk along cell ends and runs together, with few branches: density runs are short.
    long runStart = 0; // x where run j starts
    long atRunStart = 0; // G there
    long perUnit = DensityLevels.messagesOf(rows.densityLevel[from] & 0xFF);
    long previous = 0;
    int j = from;
    long w = width;
    for (int c = 0; c < width; c++) {
      long x = (c + 1) * columns;
      while (j + 1 < end && rows.densityColumn()[j + 1] * w <= x) {
        long next = rows.densityColumn()[j + 1] * w;
        atRunStart += (next - runStart) * perUnit;
        runStart = next;
        perUnit = DensityLevels.messagesOf(rows.densityLevel[++j] & 0xFF);
      }
      long g = atRunStart + (x - runStart) * perUnit;
      units[c] = g - previous;
      previous = g;
    }
    byte[] out = new byte[width];
    long last = -1;
    int level = 0;
    for (int c = 0; c < width; c++) {
      long u = units[c];
      if (u != last) { // stretches of one level: one look-up each
        last = u;
        level = DensityLevels.levelOf(u, width);
      }
      out[c] = (byte) level;
      units[c] = 0;
    }
    return out;
  }
}
