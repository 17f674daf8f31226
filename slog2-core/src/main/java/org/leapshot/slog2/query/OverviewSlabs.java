package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;
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
  /** Stored bytes a slab newly reads at most ({@link #shareOf}), unless one alignment unit alone needs more. */
  static final long SLAB_BYTES = 48L << 20;
  /** Message counts a raster build holds at most (rows × columns floats): 64 MB. */
  static final long MESSAGE_CELLS = 16L << 20;

  private final TraceSession session;
  private final TimeBox run;
  private final int columns;
  private final int slices;
  private final int[] lines;
  /** Index in {@link #lines} by line ID minus the first one, when they are few and dense enough (else null). */
  private final int[] indexTable;
  private final OverviewRowCollector rows;
  private final Map<Integer, double[]> profile = new TreeMap<>();
  /** Per row, the credits of its shown categories at the end of the last slab ({@link CategoryCredits}). */
  private final double[][] credits;

  private OverviewSlabs(TraceSession session, int columns, int[] lines) {
    this.session = session;
    this.run = session.timeRange();
    this.columns = columns;
    this.slices = Math.min(OverviewProfile.COLUMNS, columns);
    this.lines = lines;
    this.indexTable = indexTable(lines);
    this.rows = new OverviewRowCollector(columns, lines.length);
    this.credits = new double[lines.length][];
  }

  /** The overview of the whole run at {@code columns}, one row per line of {@code lines} (ascending). */
  static StoredOverview compute(TraceSession session, int columns, int[] lines, long slabBytes) throws IOException {
    OverviewSlabs o = new OverviewSlabs(session, columns, lines);
    int[] edges = edges(columns, unit(columns, o.slices), slabBytes, o::columnTime, shareOf(session.directory()));
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

  /**
   * The stored bytes a slab newly reads: each node overlapping it counted by the share of its box
   * inside it. A node much longer than a slab is read once for many slabs and stays in the cache:
   * counted whole ({@link TraceSession#bytesOverlapping}), the path from the root alone was 141 MB
   * for any slab of the 16 384-timeline trace (every level of its tree holds about 200 MB), so no
   * slab could be larger than 4 columns.
   */
  static StoredBytes shareOf(TreeDirectory directory) {
    List<DirectoryEntry> entries = directory.entries();
    return (start, end) -> {
      double bytes = 0;
      for (DirectoryEntry e : entries) {
        TimeBox box = e.box();
        if (box.overlaps(start, end)) {
          double length = box.duration();
          double inside = Math.min(end, box.latest()) - Math.max(start, box.earliest());
          bytes += length > 0 ? e.pointer().size() * Math.max(0, inside) / length : e.pointer().size();
        }
      }
      return (long) Math.ceil(bytes);
    };
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

  /**
   * A table from line ID to row when the IDs are not spread far apart: every drawable asks for its
   * row, and a binary search among 16 384 line IDs was a twelfth of the overview's time.
   */
  private static int[] indexTable(int[] lines) {
    if (lines.length == 0 || (long) lines[lines.length - 1] - lines[0] >= 4L * lines.length + 4096) {
      return null;
    }
    int[] table = new int[lines[lines.length - 1] - lines[0] + 1];
    Arrays.fill(table, -1);
    for (int i = 0; i < lines.length; i++) {
      table[lines[i] - lines[0]] = i;
    }
    return table;
  }

  private int indexOf(int line) {
    if (indexTable == null) {
      return Arrays.binarySearch(lines, line);
    }
    long at = (long) line - lines[0];
    return at >= 0 && at < indexTable.length ? indexTable[(int) at] : -1;
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
        int i = indexOf(line);
        return i < from || i >= from + count ? -1 : i - from;
      };
      // Cells only: the overview comes without drawables, so every state is in the cells. The shown
      // categories go on from the last slab's credits, over the slab's own columns only.
      double[][] carried = Arrays.copyOfRange(credits, from, from + count);
      ActivityRaster cells = ActivityRaster.buildCells(start, end, width, count, rowOfLine, read.drawables(),
          read.shadows(), carried, left, left + c1 - c0);
      System.arraycopy(carried, 0, credits, from, count);
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
