package org.leapshot.slog2.query;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/**
 * The whole run's truthful level-of-detail picture, one {@link ActivityRaster} row per timeline at
 * {@link #COLUMNS} columns, computed once (when a trace is converted) and kept beside the SLOG-2 file
 * as {@code FILE.overview}. Reading it back costs a few runs per timeline, where answering the
 * whole-run window from the tree reads the upper nodes' tens of thousands of drawables and shadows:
 * the first picture of a big trace comes from here, and the real answer replaces it when ready.
 * Categories are all shown in it: a view hiding some must query the tree. Immutable.
 *
 * <p>FIRST CUT (coordinator's skeleton): naive resampling and an unchecked file format; to be
 * hardened (format checks, fingerprint, compact runs, fast resampling).
 */
public final class StoredOverview {
  /** Columns the whole run is stored at: a 4K screen's width, so any canvas resamples down. */
  public static final int COLUMNS = 4096;
  private static final int MAGIC = 0x4c534f56; // "LSOV"
  private static final int VERSION = 1;

  private final TimeBox run;
  private final int[] lineIds;
  private final ActivityRaster perLine;

  StoredOverview(TimeBox run, int[] lineIds, ActivityRaster perLine) {
    this.run = run;
    this.lineIds = lineIds;
    this.perLine = perLine;
  }

  /** Where the overview of {@code slog2} is kept: beside it, named {@code FILE.overview}. */
  public static Path sidecarOf(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + ".overview");
  }

  /**
   * Computes the overview of an open trace: the whole run read at {@code columns} pixels of level
   * of detail, one row per line ID of the file's line-ID maps (line 0 when it has none).
   */
  public static StoredOverview compute(TraceSession session, int columns) throws IOException {
    TimeBox run = session.timeRange();
    int[] lines = lineIdsOf(session);
    WindowResult whole = session.query(WindowQuery.lod(run.earliest(), run.latest(), columns));
    IntUnaryOperator rowOfLine = line -> {
      int i = Arrays.binarySearch(lines, line);
      return i < 0 ? -1 : i;
    };
    ActivityRaster raster = ActivityRaster.build(run.earliest(), run.latest(), columns, lines.length, rowOfLine,
        Map.of(), whole.drawables(), whole.shadows());
    return new StoredOverview(run, lines, raster);
  }

  /** The stored overview of {@code slog2}, or empty when it has none. */
  public static Optional<StoredOverview> readBeside(Path slog2) throws IOException {
    Path file = sidecarOf(slog2);
    try (InputStream raw = Files.newInputStream(file);
        DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
      if (in.readInt() != MAGIC || in.readInt() != VERSION) {
        return Optional.empty();
      }
      if (in.readLong() != Files.size(slog2)) {
        return Optional.empty(); // made for another version of the file
      }
      TimeBox run = new TimeBox(in.readDouble(), in.readDouble());
      int columns = in.readInt();
      int lineCount = in.readInt();
      int[] lines = new int[lineCount];
      int[][] runs = new int[lineCount][];
      byte[][] density = new byte[lineCount][];
      @SuppressWarnings("unchecked")
      Map<Integer, Double>[] totals = new Map[lineCount];
      for (int i = 0; i < lineCount; i++) {
        lines[i] = in.readInt();
        runs[i] = new int[in.readInt() * 4];
        for (int k = 0; k < runs[i].length; k++) {
          runs[i][k] = in.readInt();
        }
        int d = in.readInt();
        if (d > 0) {
          density[i] = new byte[d];
          in.readFully(density[i]);
        }
        totals[i] = Map.of();
      }
      ActivityRaster raster = new ActivityRaster(run.earliest(), run.duration() / columns, columns, runs, density,
          totals);
      return Optional.of(new StoredOverview(run, lines, raster));
    } catch (NoSuchFileException e) {
      return Optional.empty();
    }
  }

  /** Writes this overview beside {@code slog2} (through a temporary file, renamed into place). */
  public void writeBeside(Path slog2) throws IOException {
    Path target = sidecarOf(slog2);
    Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
    try (OutputStream raw = Files.newOutputStream(tmp);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
      out.writeInt(MAGIC);
      out.writeInt(VERSION);
      out.writeLong(Files.size(slog2));
      out.writeDouble(run.earliest());
      out.writeDouble(run.latest());
      out.writeInt(perLine.width());
      out.writeInt(lineIds.length);
      for (int i = 0; i < lineIds.length; i++) {
        out.writeInt(lineIds[i]);
        int[] r = perLine.runsOf(i);
        out.writeInt(r.length / 4);
        for (int v : r) {
          out.writeInt(v);
        }
        byte[] d = perLine.densityOf(i);
        out.writeInt(d == null ? 0 : d.length);
        if (d != null) {
          out.write(d);
        }
      }
    }
    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** The whole run this overview covers. */
  public TimeBox run() {
    return run;
  }

  /** Columns the overview was stored at. */
  public int columns() {
    return perLine.width();
  }

  /** The line IDs with a stored row, ascending. */
  public int[] lineIds() {
    return lineIds.clone();
  }

  /**
   * The whole run on {@code widthPx} columns and {@code rowCount} rows: each timeline's stored row
   * resampled, timelines sharing a row ({@code rowOfLine}, negative to leave one out) merged — in
   * each cell the look (category, frame, depth) covering the most of its members' time wins, and
   * the message density adds up.
   */
  public ActivityRaster raster(int widthPx, int rowCount, IntUnaryOperator rowOfLine) {
    int w0 = perLine.width();
    int[][] runs = new int[rowCount][];
    byte[][] density = new byte[rowCount][];
    @SuppressWarnings("unchecked")
    Map<Integer, Double>[] totals = new Map[rowCount];
    Arrays.fill(totals, Map.of());
    int[][] members = membersByRow(rowCount, rowOfLine);
    Vote vote = new Vote();
    for (int r = 0; r < rowCount; r++) {
      int[] m = members[r];
      int[][] cells = new int[m.length][];
      for (int k = 0; k < m.length; k++) {
        cells[k] = expand(perLine.runsOf(m[k]), w0);
      }
      IntRuns out = new IntRuns();
      float[] messages = null;
      for (int c = 0; c < widthPx; c++) {
        double from = (double) c * w0 / widthPx;
        double to = (double) (c + 1) * w0 / widthPx;
        vote.clear();
        double count = 0;
        for (int s = (int) from; s < Math.min(w0, Math.ceil(to)); s++) {
          double weight = Math.min(to, s + 1) - Math.max(from, s);
          for (int k = 0; k < m.length; k++) {
            int at = s * 3;
            if (cells[k][at] != ActivityRaster.NONE) {
              // no real drawables come with the overview: boxes are painted as cells
              vote.add(cells[k][at], cells[k][at + 1], cells[k][at + 2] & ~ActivityRaster.BOX, weight);
            }
            byte[] d = perLine.densityOf(m[k]);
            if (d != null && d[s] != 0) {
              count += weight * (Math.pow(10, (d[s] & 0xFF) / 40.0) - 1);
            }
          }
        }
        if (vote.size > 0) {
          out.add(c, vote.bestCategory(), vote.bestFrame(), vote.bestDepth());
        } else {
          out.add(c, ActivityRaster.NONE, ActivityRaster.NONE, 0);
        }
        if (count > 0) {
          if (messages == null) {
            messages = new float[widthPx];
          }
          messages[c] = (float) count;
        }
      }
      runs[r] = out.finish();
      density[r] = messages == null ? null : quantise(messages);
    }
    return new ActivityRaster(run.earliest(), run.duration() / widthPx, widthPx, runs, density, totals);
  }

  private int[][] membersByRow(int rowCount, IntUnaryOperator rowOfLine) {
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

  /** A row's runs as three ints per column: category, frame category, depth word. */
  private static int[] expand(int[] runs, int width) {
    int[] cells = new int[width * 3];
    for (int c = 0; c < width; c++) {
      cells[c * 3] = ActivityRaster.NONE;
      cells[c * 3 + 1] = ActivityRaster.NONE;
    }
    int n = runs.length / 4;
    for (int i = 0; i < n; i++) {
      int first = runs[i * 4];
      int last = i + 1 < n ? runs[(i + 1) * 4] : width;
      for (int c = Math.max(0, first); c < Math.min(width, last); c++) {
        cells[c * 3] = runs[i * 4 + 1];
        cells[c * 3 + 1] = runs[i * 4 + 2];
        cells[c * 3 + 2] = runs[i * 4 + 3];
      }
    }
    return cells;
  }

  private static byte[] quantise(float[] messages) {
    byte[] b = new byte[messages.length];
    for (int c = 0; c < b.length; c++) {
      float n = messages[c];
      b[c] = (byte) (n > 0 ? Math.max(1, Math.min(255, Math.round(40 * Math.log10(1 + n)))) : 0);
    }
    return b;
  }

  private static int[] lineIdsOf(TraceSession session) {
    TreeSet<Integer> ids = new TreeSet<>();
    for (LineIdMap map : session.lineIdMaps()) {
      for (int r = 0; r < map.rowCount(); r++) {
        ids.add(map.lineId(r));
      }
    }
    if (ids.isEmpty()) {
      ids.add(0);
    }
    return ids.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The looks competing for one cell, with the time each covers. */
  private static final class Vote {
    int[] keys = new int[24];
    double[] weights = new double[8];
    int size;

    void clear() {
      size = 0;
    }

    void add(int category, int frame, int depth, double weight) {
      for (int i = 0; i < size; i++) {
        if (keys[i * 3] == category && keys[i * 3 + 1] == frame && keys[i * 3 + 2] == depth) {
          weights[i] += weight;
          return;
        }
      }
      if (size == weights.length) {
        keys = Arrays.copyOf(keys, size * 6);
        weights = Arrays.copyOf(weights, size * 2);
      }
      keys[size * 3] = category;
      keys[size * 3 + 1] = frame;
      keys[size * 3 + 2] = depth;
      weights[size++] = weight;
    }

    private int best() {
      int b = 0;
      for (int i = 1; i < size; i++) {
        if (weights[i] > weights[b]) {
          b = i;
        }
      }
      return b;
    }

    int bestCategory() {
      return keys[best() * 3];
    }

    int bestFrame() {
      return keys[best() * 3 + 1];
    }

    int bestDepth() {
      return keys[best() * 3 + 2];
    }
  }

  /** Run-length encoding of a row as {@link ActivityRaster} keeps it: equal neighbours share a run. */
  private static final class IntRuns {
    int[] data = new int[64];
    int size;

    void add(int column, int category, int frame, int depth) {
      if (size > 0 && data[size - 3] == category && data[size - 2] == frame && data[size - 1] == depth) {
        return;
      }
      if (size + 4 > data.length) {
        data = Arrays.copyOf(data, data.length * 2);
      }
      data[size++] = column;
      data[size++] = category;
      data[size++] = frame;
      data[size++] = depth;
    }

    int[] finish() {
      // a leading empty run is not stored (as ActivityRaster's own rows start at their first state)
      return Arrays.copyOf(data, size);
    }
  }
}
