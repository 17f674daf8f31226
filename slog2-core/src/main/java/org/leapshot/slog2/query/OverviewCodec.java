package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.leapshot.slog2.model.TimeBox;

/**
 * The stored overview's file format ({@code FILE.overview}), big-endian, read whole in one go:
 *
 * <pre>
 * offset size field
 *   0    4   magic "LSOV"                4   4  version (2)
 *   8    8   SLOG-2 file size           16   8  its last-modified time (ms)
 *  24    4   CRC32C of its header and tree directory
 *  28    8   run start (s)              36   8  run end (s)
 *  44    4   columns                    48   4  lines              52   4  looks L (the empty look not counted)
 *  56  12·L  looks: category, frame category, depth word (sorted; look 0, the empty one, is implied)
 *   ...      profile: varint byte length, then varint columns P, varint categories K, category IDs
 *                     (as line IDs), per column: varint entries, entries as (varint slot &lt; K
 *                     ascending, float seconds); read only when asked for (the canvas does not need it)
 *   ...      varint runs of all lines, varint density runs of all lines (arrays sized once)
 *   ...      line IDs: varint zigzag first, then varint increases (≥ 1)
 *   ...      per line: varint run count, runs as (varint column step, varint look);
 *                      varint density run count, runs as (varint column step, level byte)
 * end-4  4   CRC32C of all bytes before
 * </pre>
 *
 * A row's first run starts at column 0 (its step is 0); later steps are ≥ 1 and stay below the
 * columns. Every count is checked against the bytes left before anything is allocated for it.
 */
final class OverviewCodec {
  static final int MAGIC = 0x4c534f56; // "LSOV"
  /**
   * 4: the picture is the exact drawing (version 3 came from the level-of-detail walk, wrong on
   * thousands of timelines), so older sidecars are ignored and written anew.
   */
  static final int VERSION = 4;
  /** Most columns accepted (4 × {@link StoredOverview#COLUMNS}): the resampler's integer sums rely on it. */
  static final int MAX_COLUMNS = 16384;
  /** Most lines accepted: with {@link #MAX_COLUMNS}, merged densities stay far inside a long. */
  static final int MAX_LINES = 1 << 19;
  private static final int FIXED_BYTES = 56;
  private static final int LOOK_BYTES = 12;

  private OverviewCodec() {}

  /** What a read sidecar holds. */
  record Decoded(OverviewFingerprint madeFor, TimeBox run, int[] lineIds, OverviewRows rows, byte[] profile) {}

  /** A sidecar that cannot be used, and why. */
  static final class BadOverview extends IOException {
    private static final long serialVersionUID = 1L;

    BadOverview(String message) {
      super(message);
    }
  }

  static byte[] encode(OverviewFingerprint madeFor, TimeBox run, int[] lineIds, OverviewRows rows,
      OverviewProfile profile) {
    int looks = rows.lookCount() - 1;
    Out out = new Out(FIXED_BYTES + looks * LOOK_BYTES + rows.runCount() * 4 + rows.densityStart[lineIds.length] * 3
        + lineIds.length * 8 + 16);
    ByteBuffer fixed = ByteBuffer.wrap(out.bytes);
    fixed.putInt(MAGIC).putInt(VERSION).putLong(madeFor.size()).putLong(madeFor.modifiedMillis())
        .putInt(madeFor.crc()).putDouble(run.earliest()).putDouble(run.latest()).putInt(rows.columns)
        .putInt(lineIds.length).putInt(looks);
    for (int i = 3; i < rows.looks.length; i++) {
      fixed.putInt(rows.looks[i]);
    }
    out.size = fixed.position();
    profile.encode(out);
    out.varint(rows.runCount());
    out.varint(rows.densityStart[lineIds.length]);
    out.ascending(lineIds);
    for (int r = 0; r < lineIds.length; r++) {
      int from = rows.runStart[r];
      int to = rows.runStart[r + 1];
      out.varint(to - from);
      for (int i = from; i < to; i++) {
        out.varint(rows.runColumn[i] - (i == from ? 0 : rows.runColumn[i - 1]));
        out.varint(rows.runLook[i]);
      }
      from = rows.densityStart[r];
      to = rows.densityStart[r + 1];
      out.varint(to - from);
      for (int i = from; i < to; i++) {
        out.varint(rows.densityColumn[i] - (i == from ? 0 : rows.densityColumn[i - 1]));
        out.put(rows.densityLevel[i]);
      }
    }
    CRC32C crc = new CRC32C();
    crc.update(out.bytes, 0, out.size);
    out.ensure(4);
    ByteBuffer.wrap(out.bytes, out.size, 4).putInt((int) crc.getValue());
    out.size += 4;
    return Arrays.copyOf(out.bytes, out.size);
  }

  /** Decodes a whole sidecar file's bytes; a {@link BadOverview} says what is wrong and where. */
  static Decoded decode(byte[] b) throws BadOverview {
    if (b.length < FIXED_BYTES + 4) {
      throw new BadOverview("truncated: " + b.length + " bytes, the fixed part alone needs " + (FIXED_BYTES + 4));
    }
    ByteBuffer fixed = ByteBuffer.wrap(b);
    if (fixed.getInt() != MAGIC) {
      throw new BadOverview("not a Leapshot overview (no LSOV magic)");
    }
    int version = fixed.getInt();
    if (version != VERSION) {
      throw new BadOverview("format version " + version + ", this Leapshot reads " + VERSION);
    }
    CRC32C crc = new CRC32C();
    crc.update(b, 0, b.length - 4);
    if ((int) crc.getValue() != fixed.getInt(b.length - 4)) {
      throw new BadOverview("damaged or truncated (checksum of its " + b.length + " bytes does not match)");
    }
    OverviewFingerprint madeFor = new OverviewFingerprint(fixed.getLong(), fixed.getLong(), fixed.getInt());
    TimeBox run = new TimeBox(fixed.getDouble(), fixed.getDouble());
    int columns = fixed.getInt();
    int lines = fixed.getInt();
    int looks = fixed.getInt();
    long left = b.length - 4L - FIXED_BYTES;
    if (columns < 1 || columns > MAX_COLUMNS) {
      throw new BadOverview("at byte 44: " + columns + " columns, expected 1 to " + MAX_COLUMNS);
    }
    if (lines < 0 || lines > MAX_LINES || lines > left / 3) {
      throw new BadOverview("at byte 48: " + lines + " lines do not fit in " + left + " bytes");
    }
    if (looks < 0 || looks > left / LOOK_BYTES) {
      throw new BadOverview("at byte 52: " + looks + " looks do not fit in " + left + " bytes");
    }
    if (!(run.latest() > run.earliest())) {
      throw new BadOverview("at byte 28: empty run [" + run.earliest() + ", " + run.latest() + "]");
    }
    int[] lookTable = new int[(looks + 1) * 3];
    lookTable[0] = ActivityRaster.NONE;
    lookTable[1] = ActivityRaster.NONE;
    for (int i = 3; i < lookTable.length; i++) {
      lookTable[i] = fixed.getInt();
    }
    In in = new In(b, fixed.position(), b.length - 4);
    int profileBytes = in.varint("profile length");
    if (profileBytes < 0 || profileBytes > in.end - in.at) {
      throw new BadOverview("at byte " + in.at + ": a profile of " + profileBytes + " bytes does not fit");
    }
    byte[] profile = Arrays.copyOfRange(b, in.at, in.at + profileBytes);
    in.at += profileBytes;
    int allRuns = in.varint("runs of all lines");
    int allDensityRuns = in.varint("density runs of all lines");
    if (allRuns < 0 || allDensityRuns < 0 || (long) allRuns + allDensityRuns > (in.end - in.at) / 2) {
      throw new BadOverview("at byte " + in.at + ": " + allRuns + " runs and " + allDensityRuns
          + " density runs do not fit in " + (in.end - in.at) + " bytes");
    }
    int[] lineIds = in.ascending(lines, "line ID");
    Rows rows = new Rows(lines, allRuns, allDensityRuns);
    for (int r = 0; r < lines; r++) {
      rows.readRuns(in, in.count(columns, "runs", lineIds[r]), columns, looks);
      rows.readDensity(in, in.count(columns, "density runs", lineIds[r]), columns);
      rows.endRow(r);
    }
    if (in.at != in.end) {
      throw new BadOverview("at byte " + in.at + ": " + (in.end - in.at) + " bytes left over after the last line");
    }
    if (rows.runs != allRuns || rows.densityRuns != allDensityRuns) {
      throw new BadOverview("the lines hold " + rows.runs + " runs and " + rows.densityRuns + " density runs, not the "
          + allRuns + " and " + allDensityRuns + " announced");
    }
    return new Decoded(madeFor, run, lineIds, rows.finish(columns, lookTable), profile);
  }

  /** The growing output. */
  static final class Out {
    byte[] bytes;
    int size;

    Out(int capacity) {
      bytes = new byte[Math.max(capacity, 64)];
    }

    void ensure(int n) {
      if (size + n > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + n));
      }
    }

    void put(byte v) {
      ensure(1);
      bytes[size++] = v;
    }

    /** Ascending ints: the first zigzag, then the increases. */
    void ascending(int[] v) {
      for (int i = 0; i < v.length; i++) {
        varint(i == 0 ? (v[0] << 1) ^ (v[0] >> 31) : v[i] - v[i - 1]);
      }
    }

    void varint(int v) {
      ensure(5);
      while ((v & ~0x7F) != 0) {
        bytes[size++] = (byte) ((v & 0x7F) | 0x80);
        v >>>= 7;
      }
      bytes[size++] = (byte) v;
    }
  }

  /** The checked input. */
  static final class In {
    final byte[] b;
    int at;
    final int end;

    In(byte[] b, int at, int end) {
      this.b = b;
      this.at = at;
      this.end = end;
    }

    /** {@code n} ascending ints as {@link Out#ascending} wrote them. */
    int[] ascending(int n, String what) throws BadOverview {
      int[] out = new int[n];
      for (int i = 0; i < n; i++) {
        int v = varint(what);
        out[i] = i == 0 ? (v >>> 1) ^ -(v & 1) : out[i - 1] + v;
        if (i > 0 && (v < 1 || out[i] < out[i - 1])) {
          throw new BadOverview("at byte " + at + ": " + what + "s not increasing");
        }
      }
      return out;
    }

    int varint(String what) throws BadOverview {
      int v = 0;
      for (int shift = 0; shift < 35; shift += 7) {
        if (at >= end) {
          throw new BadOverview("at byte " + at + ": " + what + " runs past the end");
        }
        int x = b[at++];
        v |= (x & 0x7F) << shift;
        if (x >= 0) {
          return v;
        }
      }
      throw new BadOverview("at byte " + at + ": " + what + " is not a valid number");
    }

    /** A count of runs: each takes at least two bytes, and a row has at most one per column. */
    int count(int columns, String what, int line) throws BadOverview {
      int n = varint(what);
      if (n < 0 || n > columns || n > (end - at) / 2) {
        throw new BadOverview("at byte " + at + ": " + n + " " + what + " of line " + line + " (at most "
            + Math.min(columns, (end - at) / 2) + " fit)");
      }
      return n;
    }

    /**
     * A number, its one-byte case (most steps and looks) without a loop or a call; {@code at <=
     * end < b.length}, so b[at] may be looked at before {@code at < end} is known.
     */
    int number(String what) throws BadOverview {
      int v = b[at];
      if (v >= 0 && at < end) {
        at++;
        return v;
      }
      return varint(what);
    }

    /** Run {@code i}'s first column after {@code column}: its step read and checked (the first run's is 0). */
    int nextColumn(int column, int i, int columns) throws BadOverview {
      int step = number("column step");
      if (i == 0 ? step != 0 : step < 1 || step >= columns - column) {
        checkColumn(column, step, i, columns); // throws, saying where
      }
      return column + step;
    }

    int checkColumn(int previous, int step, int i, int columns) throws BadOverview {
      int column = previous + step;
      if ((i == 0 && step != 0) || (i > 0 && step < 1) || column < 0 || column >= columns) {
        throw new BadOverview("at byte " + at + ": run " + i + " starts at column " + column + " (after " + previous
            + ", of " + columns + ")");
      }
      return column;
    }
  }

  /**
   * Rows being read, in flat arrays of the announced totals (checked against the bytes left; a
   * line holding more is refused). The loops read one-byte numbers inline: most steps and looks are.
   */
  private static final class Rows {
    int[] columns;
    int[] looks;
    int runs;
    int[] dColumns;
    byte[] levels;
    int densityRuns;
    final int[] runStart;
    final int[] densityStart;

    Rows(int lines, int allRuns, int allDensityRuns) {
      runStart = new int[lines + 1];
      densityStart = new int[lines + 1];
      columns = new int[allRuns];
      looks = new int[allRuns];
      dColumns = new int[allDensityRuns];
      levels = new byte[allDensityRuns];
    }

    /** A line's runs, each count checked before it is stored. */
    void readRuns(In in, int n, int width, int lookCount) throws BadOverview {
      if (runs + n > columns.length) {
        throw new BadOverview("at byte " + in.at + ": more runs than the " + columns.length + " announced");
      }
      int column = 0;
      for (int i = 0; i < n; i++) {
        column = in.nextColumn(column, i, width);
        int look = in.number("look");
        if (look < 0 || look > lookCount) {
          throw new BadOverview("at byte " + in.at + ": look " + look + " of " + lookCount);
        }
        columns[runs] = column;
        looks[runs++] = look;
      }
    }

    /** A line's density runs, likewise. */
    void readDensity(In in, int n, int width) throws BadOverview {
      if (densityRuns + n > dColumns.length) {
        throw new BadOverview("at byte " + in.at + ": more density runs than the " + dColumns.length + " announced");
      }
      int column = 0;
      for (int i = 0; i < n; i++) {
        column = in.nextColumn(column, i, width);
        if (in.at >= in.end) {
          throw new BadOverview("at byte " + in.at + ": density level runs past the end");
        }
        dColumns[densityRuns] = column;
        levels[densityRuns++] = in.b[in.at++];
      }
    }

    void endRow(int r) {
      runStart[r + 1] = runs;
      densityStart[r + 1] = densityRuns;
    }

    OverviewRows finish(int width, int[] lookTable) {
      return new OverviewRows(width, lookTable, runStart, columns, looks, densityStart, dColumns, levels);
    }
  }
}
