package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import org.leapshot.slog2.io.OutputFile;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/**
 * The whole run's exact picture, one {@link ActivityRaster} row per timeline at {@link #COLUMNS}
 * columns, computed once ({@code leapshot overview FILE}) and kept beside the SLOG-2
 * file as {@code FILE.overview} ({@link OverviewCodec}). Reading it back costs a few runs per
 * timeline, where answering the whole-run window from the tree reads the upper nodes' tens of
 * thousands of drawables and shadows: the first picture of a big trace comes from here, and the real
 * answer replaces it when ready. Categories are all shown in it: a view hiding some must query the
 * tree. Immutable.
 */
public final class StoredOverview {
  /** Columns the whole run is stored at: a 4K screen's width, so any canvas resamples down. */
  public static final int COLUMNS = 4096;
  /** Largest sidecar read (far above the 16 384-timeline trace's); a larger one is refused unread. */
  static final long MAX_FILE_BYTES = 512L << 20;

  private final TimeBox run;
  private final int[] lineIds;
  private final OverviewRows rows;
  /** The activity profile; null until first asked for when read from a file (then {@link #profileBytes}). */
  private OverviewProfile profile;
  private byte[] profileBytes;

  StoredOverview(TimeBox run, int[] lineIds, OverviewRows rows) {
    this(run, lineIds, rows, OverviewProfile.NONE);
  }

  StoredOverview(TimeBox run, int[] lineIds, OverviewRows rows, OverviewProfile profile) {
    this.run = run;
    this.lineIds = lineIds;
    this.rows = rows;
    this.profile = profile;
  }

  /** As read: the profile section's bytes are decoded when first asked for. */
  StoredOverview(TimeBox run, int[] lineIds, OverviewRows rows, byte[] profileBytes) {
    this(run, lineIds, rows, (OverviewProfile) null);
    this.profileBytes = profileBytes;
  }

  /**
   * What looking for the overview beside a file found.
   *
   * @param overview the overview, when there is a usable one
   * @param problem why the file beside it cannot be used, in one line; null when it is used or there is none
   */
  public record Found(Optional<StoredOverview> overview, String problem) {
    static Found none() {
      return new Found(Optional.empty(), null);
    }

    static Found refused(Path sidecar, String why) {
      return new Found(Optional.empty(), sidecar + ": " + why + " (ignored; run leapshot overview to make it again)");
    }
  }

  /** Where the overview of {@code slog2} is kept: beside it, named {@code FILE.overview}. */
  public static Path sidecarOf(Path slog2) {
    return slog2.resolveSibling(slog2.getFileName() + ".overview");
  }

  /**
   * Computes the overview of an open trace: the exact drawing of the whole run at {@code columns}
   * pixels ({@link ActivityRaster#buildCells} of every real drawable, no shadows), one row per line ID
   * of the file's line-ID maps (line 0 when it has none), read slab by slab ({@link OverviewSlabs}).
   *
   * @throws java.io.InterruptedIOException when the thread is interrupted
   */
  public static StoredOverview compute(TraceSession session, int columns) throws IOException {
    return compute(session, columns, OverviewSlabs.SLAB_BYTES);
  }

  /** As {@link #compute(TraceSession, int)}, each slab reading at most {@code slabBytes} stored bytes (tests force many). */
  static StoredOverview compute(TraceSession session, int columns, long slabBytes) throws IOException {
    if (columns < 1 || columns > OverviewCodec.MAX_COLUMNS) {
      throw new IllegalArgumentException("overview columns must be 1 to " + OverviewCodec.MAX_COLUMNS + ", got " + columns);
    }
    return OverviewSlabs.compute(session, columns, lineIdsOf(session), slabBytes);
  }

  /** The stored overview of {@code slog2}, or empty when it has none or it cannot be used ({@link #find}). */
  public static Optional<StoredOverview> readBeside(Path slog2) throws IOException {
    return find(slog2).overview();
  }

  /**
   * Looks for the overview beside {@code slog2}: read in one go, checked whole (checksum, counts
   * against sizes) and against the file it was made for. Never throws for a bad sidecar: a damaged,
   * truncated, foreign or outdated one is reported in {@link Found#problem()} and not used.
   */
  public static Found find(Path slog2) {
    Path sidecar = sidecarOf(slog2);
    try {
      long size;
      try {
        size = Files.size(sidecar);
      } catch (NoSuchFileException e) {
        return Found.none();
      }
      if (!Files.isRegularFile(sidecar)) { // reading a named pipe waited for a writer forever
        return Found.refused(sidecar, "is not a regular file");
      }
      // decoding takes up to three times the file in arrays (a dense line's level byte gains a 16-bit
      // column): keep that a small part of the heap
      if (size > MAX_FILE_BYTES || size > Runtime.getRuntime().maxMemory() / 16) {
        return Found.refused(sidecar, size + " bytes is more than an overview can be");
      }
      OverviewCodec.Decoded d = OverviewCodec.decode(OverviewCodec.readWhole(sidecar, size));
      String other = d.madeFor().differenceFrom(OverviewFingerprint.of(slog2));
      if (other != null) {
        return Found.refused(sidecar, other);
      }
      return new Found(Optional.of(new StoredOverview(d.run(), d.lineIds(), d.rows(), d.profile())), null);
    } catch (IOException | RuntimeException e) {
      return Found.refused(sidecar, e.getMessage() != null ? e.getMessage() : e.toString());
    } catch (OutOfMemoryError e) {
      return Found.refused(sidecar, "does not fit in the Java heap");
    }
  }

  /**
   * Writes this overview beside {@code slog2} (through a temporary file, renamed into place), stamped
   * with {@code slog2}'s size, modification time and directory checksum.
   *
   * @throws IOException one line naming the sidecar, e.g. when its folder cannot be written
   */
  public void writeBeside(Path slog2) throws IOException {
    Path target = sidecarOf(slog2);
    if (Files.exists(target) && Files.isSameFile(target, slog2)) {
      throw new IOException("cannot write " + target + ": it is the trace itself");
    }
    byte[] bytes;
    try {
      bytes = OverviewCodec.encode(OverviewFingerprint.of(slog2), run, lineIds, rows, storedProfile());
    } catch (IllegalStateException | ArithmeticException e) { // more looks or bytes than the format holds
      throw new IOException("cannot write " + target + ": " + e.getMessage());
    }
    try (OutputFile out = OutputFile.create(target)) {
      try (OutputStream os = Files.newOutputStream(out.temp())) {
        os.write(bytes);
      } catch (IOException e) {
        throw OutputFile.cannotWrite(target, e);
      }
      out.commit();
    }
  }

  /** The whole run this overview covers. */
  public TimeBox run() {
    return run;
  }

  /** Columns the overview was stored at. */
  public int columns() {
    return rows.columns;
  }

  /** The line IDs with a stored row, ascending. */
  public int[] lineIds() {
    return lineIds.clone();
  }

  /** Slices of the run the activity profile is kept at (0: none kept). */
  public int profileColumns() {
    return storedProfile().columns;
  }

  /**
   * The whole run's activity profile: per busy category, its exclusive seconds in each of {@link
   * #profileColumns()} equal slices of the run, summed over all timelines, as {@link
   * ActivityRaster#exclusiveSecondsPerColumn} gives them (kept as floats). What the preview strip
   * stacks, at once, before the real whole-run read. A fresh map.
   */
  public Map<Integer, double[]> profile() {
    return storedProfile().secondsPerColumn();
  }

  /**
   * The profile, decoded on first use (the canvas's first picture does not wait for it); a section
   * that does not decode, behind a right checksum, is no profile: the preview then waits for the
   * real read.
   */
  private synchronized OverviewProfile storedProfile() {
    if (profile == null) {
      try {
        profile = OverviewProfile.decode(profileBytes);
      } catch (OverviewCodec.BadOverview e) {
        profile = OverviewProfile.NONE;
      }
      profileBytes = null;
    }
    return profile;
  }

  /** The stored rows, for the codec and tests. */
  OverviewRows rows() {
    return rows;
  }

  /** Runs stored, all timelines together (what reading and resampling cost grows with). */
  public int runCount() {
    return rows.runCount();
  }

  /**
   * The whole run on {@code widthPx} columns and {@code rowCount} rows: each timeline's stored row
   * resampled, timelines sharing a row ({@code rowOfLine}, negative to leave one out) merged — in
   * each cell the look (category, frame, depth) covering the most of its members' time wins (ties:
   * the smaller category, frame, depth word), and the message density adds up. No cell is a
   * {@link ActivityRaster#BOX}: no real drawables come with the overview. At the stored width with
   * one timeline per row in stored order, the stored rows come back as they are.
   */
  public ActivityRaster raster(int widthPx, int rowCount, IntUnaryOperator rowOfLine) {
    return raster(widthPx, rowCount, rowOfLine, true);
  }

  /**
   * The same; without {@code density} no row has message density: for rows too low to show it, where
   * it is most of the work (on 16 384 timelines its runs outnumber the states' three to one).
   */
  public ActivityRaster raster(int widthPx, int rowCount, IntUnaryOperator rowOfLine, boolean density) {
    if (widthPx < 1 || rowCount < 0) {
      throw new IllegalArgumentException("raster needs width >= 1 and rows >= 0, got " + widthPx + ", " + rowCount);
    }
    double secPerColumn = run.duration() / widthPx;
    if (widthPx == rows.columns && OverviewRowMap.isIdentity(lineIds, rowCount, rowOfLine)) {
      return OverviewRowMap.storedRows(rows, run.earliest(), secPerColumn, density);
    }
    int[][] members = OverviewRowMap.membersByRow(lineIds, rowCount, rowOfLine);
    LastPicture last = lastPicture;
    if (last != null && last.width == widthPx && last.density == density && Arrays.deepEquals(last.members, members)) {
      return last.raster; // the whole run again (back from a zoom, a repaint): rasters are immutable
    }
    ActivityRaster raster = OverviewResampler.raster(rows, widthPx, run.earliest(), secPerColumn, members,
        OverviewRowMap.partsFor(rows, widthPx), density);
    lastPicture = new LastPicture(widthPx, density, members, raster);
    return raster;
  }

  /** The last whole-run picture resampled, and what it was made for. */
  private record LastPicture(int width, boolean density, int[][] members, ActivityRaster raster) {}

  private volatile LastPicture lastPicture;

  /**
   * The part {@code [from, to]} of the run on at most {@code widthPx} columns: the stored columns
   * it reaches into (whole ones, so the raster may start and end up to a column outside it),
   * resampled as {@link #raster(int, int, IntUnaryOperator)} does when they are more than the
   * width, else one raster column per stored column. What a zoomed window shows where its level
   * of detail is coarse: the exact picture, at the overview's resolution.
   */
  public ActivityRaster raster(double from, double to, int widthPx, int rowCount, IntUnaryOperator rowOfLine) {
    return raster(from, to, widthPx, rowCount, rowOfLine, true);
  }

  /** The same, with or without message density (see {@link #raster(int, int, IntUnaryOperator, boolean)}). */
  public ActivityRaster raster(double from, double to, int widthPx, int rowCount, IntUnaryOperator rowOfLine,
      boolean density) {
    if (widthPx < 1 || rowCount < 0 || !(to >= from)) {
      throw new IllegalArgumentException("raster needs width >= 1, rows >= 0 and to >= from, got " + widthPx + ", "
          + rowCount + ", [" + from + ", " + to + "]");
    }
    double columnSec = run.duration() / rows.columns;
    int c0 = (int) Math.max(0, Math.min(rows.columns - 1, Math.floor((from - run.earliest()) / columnSec)));
    int c1 = (int) Math.max(c0 + 1, Math.min(rows.columns, Math.ceil((to - run.earliest()) / columnSec)));
    if (c0 == 0 && c1 == rows.columns) {
      return raster(widthPx, rowCount, rowOfLine, density);
    }
    OverviewRows part = OverviewCrop.of(rows, c0, c1);
    int width = Math.min(widthPx, c1 - c0);
    return OverviewResampler.raster(part, width, run.earliest() + c0 * columnSec, (c1 - c0) * columnSec / width,
        OverviewRowMap.membersByRow(lineIds, rowCount, rowOfLine), OverviewRowMap.partsFor(rows, width), density);
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
}
