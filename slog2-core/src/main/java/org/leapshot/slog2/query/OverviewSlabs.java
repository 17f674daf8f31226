package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.model.TimeBox;

/**
 * Computes the stored overview from exact reads of the run, slab after slab of whole columns, so
 * that it is the exact drawing at its columns (no shadow anywhere) while what is held at once stays
 * bounded by the stored bytes one slab reads, whatever the file's size.
 *
 * <p>Why not one level-of-detail read of the whole run: on thousands of timelines the walk stops at
 * its byte budget high in the tree, and its shadows, each tens of milliseconds long and spread evenly
 * over their box, made a wrong category win every cell (the 16 384-timeline trace showed MPI_Init
 * for the first two thirds of every row).
 *
 * <p>Each slab is rastered with one column more on each side where it has a neighbour: a message
 * crossing the seam then adds to the slab's columns only the share of its flight inside them, as in
 * a raster of the whole run. States crossing a seam are read by both slabs and clipped by each, and
 * the states around a state are all read with it, so its nesting is the whole run's.
 */
final class OverviewSlabs {
  /** Stored bytes a slab reads at most (unless one alignment unit alone needs more). */
  static final long SLAB_BYTES = 48L << 20;
  /** Message counts a raster build holds at most (rows × columns floats): 64 MB. */
  static final long MESSAGE_CELLS = 16L << 20;

  private final TraceSession session;
  private final TimeBox run;
  private final int columns;
  private final int slices;
  private final int[] lines;
  private final OverviewRows.Collector rows;
  private final Map<Integer, double[]> profile = new TreeMap<>();

  private OverviewSlabs(TraceSession session, int columns, int[] lines) {
    this.session = session;
    this.run = session.timeRange();
    this.columns = columns;
    this.slices = Math.min(OverviewProfile.COLUMNS, columns);
    this.lines = lines;
    this.rows = new OverviewRows.Collector(columns, lines.length);
  }

  /** The overview of the whole run at {@code columns}, one row per line of {@code lines} (ascending). */
  static StoredOverview compute(TraceSession session, int columns, int[] lines, long slabBytes) throws IOException {
    OverviewSlabs o = new OverviewSlabs(session, columns, lines);
    int[] edges = edges(columns, unit(columns, o.slices), slabBytes, o::columnTime, session::bytesOverlapping);
    for (int k = 0; k + 1 < edges.length; k++) {
      if (Thread.currentThread().isInterrupted()) {
        throw new InterruptedIOException(session.path() + ": overview cancelled");
      }
      o.slab(edges[k], edges[k + 1]);
    }
    return new StoredOverview(o.run, lines, o.rows.finish(), OverviewProfile.of(o.profile, o.slices));
  }

  /** Stored bytes of the nodes overlapping a time range. */
  interface StoredBytes {
    long between(double start, double end);
  }

  /** Time of a column's left edge. */
  interface ColumnTime {
    double at(int column);
  }

  /**
   * The slabs' edges (first 0, last {@code columns}): every slab whole multiples of {@code unit}
   * columns (the last may be shorter), as many as fit in {@code slabBytes} stored bytes, at least one.
   */
  static int[] edges(int columns, int unit, long slabBytes, ColumnTime time, StoredBytes bytes) {
    OverviewRows.IntList edges = new OverviewRows.IntList();
    edges.add(0);
    for (int c0 = 0; c0 < columns;) {
      int c1 = Math.min(columns, c0 + unit);
      while (c1 < columns && bytes.between(time.at(c0), time.at(Math.min(columns, c1 + unit))) <= slabBytes) {
        c1 = Math.min(columns, c1 + unit);
      }
      edges.add(c1);
      c0 = c1;
    }
    return edges.toArray();
  }

  /**
   * Columns a slab is a multiple of, so that every profile slice lies in one slab: the fewest whole
   * columns that are also whole slices (4 for 4096 columns of 1024 slices).
   */
  static int unit(int columns, int slices) {
    int a = columns;
    int b = slices;
    while (b != 0) {
      int t = a % b;
      a = b;
      b = t;
    }
    return columns / a;
  }

  private double columnTime(int column) {
    return column >= columns ? run.latest() : run.earliest() + column * (run.duration() / columns);
  }

  /** Reads columns {@code [c0, c1)} exactly and appends their cells and profile slices. */
  private void slab(int c0, int c1) throws IOException {
    int left = c0 > 0 ? 1 : 0;
    int right = c1 < columns ? 1 : 0;
    double start = columnTime(c0 - left);
    double end = columnTime(c1 + right);
    WindowResult read = session.query(WindowQuery.exact(start, end));
    int width = c1 - c0 + left + right;
    // A float per column for every row with messages: timelines a batch at a time when there are many.
    int perBuild = (int) Math.max(1, Math.min(lines.length, MESSAGE_CELLS / width));
    for (int first = 0; first < lines.length; first += perBuild) {
      int from = first;
      int count = Math.min(perBuild, lines.length - first);
      IntUnaryOperator rowOfLine = line -> {
        int i = Arrays.binarySearch(lines, line);
        return i < from || i >= from + count ? -1 : i - from;
      };
      // Cells only: the overview comes without drawables, so every state is in the cells.
      ActivityRaster cells = ActivityRaster.buildCells(start, end, width, count, rowOfLine, Map.of(), read.drawables(),
          read.shadows());
      rows.add(cells, from, left, c1 - c0);
    }
    int s0 = (int) ((long) c0 * slices / columns);
    int s1 = (int) ((long) c1 * slices / columns);
    Map<Integer, double[]> seconds = ActivityRaster.exclusiveSecondsPerColumn(columnTime(c0), columnTime(c1), s1 - s0,
        session.categories(), read.drawables(), read.shadows());
    seconds.forEach((category, sec) -> System.arraycopy(sec, 0,
        profile.computeIfAbsent(category, k -> new double[slices]), s0, s1 - s0));
  }
}
