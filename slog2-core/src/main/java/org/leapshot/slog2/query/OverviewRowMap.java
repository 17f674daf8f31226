package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * How a whole-run picture of the stored overview is laid out: which stored timelines each raster
 * row merges, whether the stored rows can be given as they are, and how many threads resample.
 * Apart from {@link StoredOverview}, which keeps to finding, reading and writing the sidecar.
 */
final class OverviewRowMap {
  private OverviewRowMap() {}

  /**
   * How many threads resample: one unless the picture is worth a helper's start (tens of
   * microseconds). The caller never waits for a helper ({@link OverviewPieces}), so on a busy
   * machine it does the work alone rather than wait for one put aside.
   */
  static int partsFor(OverviewRows rows, int widthPx) {
    int lines = rows.rowCount();
    long work = (long) widthPx * lines / 8;
    for (int r = 0; r < lines; r++) { // a dense line costs a sum a cell, the others a step a run
      int n = rows.densityStart[r + 1] - rows.densityStart[r];
      work += rows.runStart[r + 1] - rows.runStart[r] + (rows.denseDensity(r) ? widthPx : n);
    }
    return work < PARALLEL_WORK ? 1 : Math.min(4, Runtime.getRuntime().availableProcessors());
  }

  /** Runs, density runs and cells (a dense line's, and all / 8) below which resampling stays on the calling thread: about 0.3 ms. */
  static final long PARALLEL_WORK = 100_000;

  static boolean isIdentity(int[] lineIds, int rowCount, IntUnaryOperator rowOfLine) {
    if (rowCount != lineIds.length) {
      return false;
    }
    for (int i = 0; i < lineIds.length; i++) {
      if (rowOfLine.applyAsInt(lineIds[i]) != i) {
        return false;
      }
    }
    return true;
  }

  /** The stored rows in the raster's form (four ints per run, density per column). */
  static ActivityRaster storedRows(OverviewRows rows, double start, double secPerColumn, boolean density) {
    int n = rows.rowCount();
    int[][] runs = new int[n][];
    byte[][] densities = new byte[n][];
    for (int r = 0; r < n; r++) {
      int from = rows.runStart[r];
      int[] out = new int[(rows.runStart[r + 1] - from) * 4];
      for (int i = 0; i < out.length / 4; i++) {
        int look = rows.runLook[from + i];
        out[i * 4] = rows.runColumn[from + i];
        out[i * 4 + 1] = rows.category(look);
        out[i * 4 + 2] = rows.frame(look);
        out[i * 4 + 3] = rows.word(look);
      }
      runs[r] = out;
      densities[r] = density ? expandDensity(rows, r) : null;
    }
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[n];
    Arrays.fill(totals, Map.of());
    return new ActivityRaster(start, secPerColumn, rows.columns, runs, densities, totals);
  }

  private static byte[] expandDensity(OverviewRows rows, int r) {
    int from = rows.densityStart[r];
    int to = rows.densityStart[r + 1];
    byte[] d = null;
    char[] densityColumn = rows.densityColumn();
    for (int i = from; i < to; i++) {
      if (rows.densityLevel[i] != 0) {
        if (d == null) {
          d = new byte[rows.columns];
        }
        Arrays.fill(d, densityColumn[i], i + 1 < to ? densityColumn[i + 1] : rows.columns, rows.densityLevel[i]);
      }
    }
    return d;
  }

  /** Per raster row, the stored rows (timelines, by index) merged into it, ascending; a negative or too large row leaves a timeline out. */
  static int[][] membersByRow(int[] lineIds, int rowCount, IntUnaryOperator rowOfLine) {
    int[] counts = new int[rowCount];
    int[] rowOf = new int[lineIds.length];
    for (int i = 0; i < lineIds.length; i++) {
      int r = rowOfLine.applyAsInt(lineIds[i]);
      rowOf[i] = r >= 0 && r < rowCount ? r : -1;
      if (rowOf[i] >= 0) {
        counts[rowOf[i]]++;
      }
    }
    int[][] members = new int[rowCount][];
    for (int r = 0; r < rowCount; r++) {
      members[r] = new int[counts[r]];
      counts[r] = 0;
    }
    for (int i = 0; i < lineIds.length; i++) {
      if (rowOf[i] >= 0) {
        members[rowOf[i]][counts[rowOf[i]]++] = i;
      }
    }
    return members;
  }
}
