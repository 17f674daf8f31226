package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.leapshot.slog2.model.TimeBox;

/**
 * The stored overview's file format ({@code FILE.overview}), big-endian, read whole in one go:
 *
 * <pre>
 * offset size field
 *   0    4   magic "LSOV"                4   4  version (6)
 *   8    8   SLOG-2 file size           16   8  its last-modified time (ms)
 *  24    4   CRC32C of its header and tree directory
 *  28    8   run start (s)              36   8  run end (s)
 *  44    4   columns C                  48   4  lines N            52   4  looks L (the empty look not counted)
 *  56    4   runs R of all lines        60   4  density runs D     64   4  profile bytes P
 *  68  12·L  looks: category, frame category, depth word (sorted; look 0, the empty one, is implied)
 *      4·N   line IDs, ascending
 *      4·N   runs per line;  4·N density runs per line (C: a dense line, one level a column)
 *      2·R   runs' first columns (u16), then 2·R runs' looks (u16), line after line
 *      2·S   density runs' first columns of the lines that are not dense (S: their runs)
 *       D    density levels, line after line
 *       P    profile (see {@link OverviewProfile}): read only when asked for
 * end-4  4   CRC32C of all bytes before
 * </pre>
 *
 * <p>Why fixed-width (version 4 had a varint a step): the sidecar is read on the way to a big
 * trace's first picture, and decoding 300 000 varint runs was a third of that (about 1 ms). Now a
 * line is a copy and a check of its columns. The sizes follow from the counts, so the file's length
 * is checked against them before any line is read. A line's first run starts at column 0, later ones
 * at strictly greater columns below C; every look is at most L.
 *
 * <p>Dense lines: a line with at least C/3 density runs (a busy exchange, a level changing at most
 * columns) is stored as one level per column, fewer bytes than runs, and is read back as one run per
 * column, which the samplers take cell by cell instead of run by run ({@link OverviewLineSampler}).
 */
final class OverviewCodec {
  static final int MAGIC = 0x4c534f56; // "LSOV"
  /**
   * 6: the cells' categories chosen by their credits ({@link CategoryCredits}), so a sidecar of an
   * older version, whose cells show each column's longest category, is never used. 5: fixed-width
   * rows, dense density lines. 4: varint rows (the picture the exact drawing, as
   * now); 3 came from the level-of-detail walk. Other versions are ignored and written anew.
   */
  static final int VERSION = 6;
  /** Most columns accepted (4 × {@link StoredOverview#COLUMNS}): the resampler's integer sums rely on it. */
  static final int MAX_COLUMNS = 16384;
  /** Most lines accepted: with {@link #MAX_COLUMNS}, merged densities stay far inside a long. */
  static final int MAX_LINES = 1 << 19;
  /** Most looks a file can hold: a run's look is an unsigned 16-bit number. */
  static final int MAX_LOOKS = 0xFFFF;
  private static final int FIXED_BYTES = 68;
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

  /** True when line {@code r}'s density is stored one level a column. */
  static boolean storedDense(OverviewRows rows, int r) {
    int n = rows.densityStart[r + 1] - rows.densityStart[r];
    return n > 0 && (long) n * 3 >= rows.columns;
  }

  /** @throws IllegalStateException when the rows have more looks than the format holds */
  static byte[] encode(OverviewFingerprint madeFor, TimeBox run, int[] lineIds, OverviewRows rows,
      OverviewProfile profile) {
    int lines = lineIds.length;
    int looks = rows.lookCount() - 1;
    if (looks > MAX_LOOKS) {
      throw new IllegalStateException(looks + " looks, an overview file holds at most " + MAX_LOOKS);
    }
    int columns = rows.columns;
    long runs = rows.runCount();
    long densityRuns = 0;
    long sparseRuns = 0;
    for (int r = 0; r < lines; r++) {
      int n = rows.densityStart[r + 1] - rows.densityStart[r];
      densityRuns += storedDense(rows, r) ? columns : n;
      sparseRuns += storedDense(rows, r) ? 0 : n;
    }
    byte[] prof = profile.encode();
    long size = FIXED_BYTES + (long) looks * LOOK_BYTES + 12L * lines + 4 * runs + 2 * sparseRuns + densityRuns
        + prof.length + 4;
    ByteBuffer out = ByteBuffer.allocate(Math.toIntExact(size));
    out.putInt(MAGIC).putInt(VERSION).putLong(madeFor.size()).putLong(madeFor.modifiedMillis()).putInt(madeFor.crc())
        .putDouble(run.earliest()).putDouble(run.latest()).putInt(columns).putInt(lines).putInt(looks)
        .putInt((int) runs).putInt((int) densityRuns).putInt(prof.length);
    for (int i = 3; i < rows.looks.length; i++) {
      out.putInt(rows.looks[i]);
    }
    for (int id : lineIds) {
      out.putInt(id);
    }
    for (int r = 0; r < lines; r++) {
      out.putInt(rows.runStart[r + 1] - rows.runStart[r]);
    }
    for (int r = 0; r < lines; r++) {
      out.putInt(storedDense(rows, r) ? columns : rows.densityStart[r + 1] - rows.densityStart[r]);
    }
    for (int i = 0; i < runs; i++) {
      out.putShort((short) rows.runColumn[i]);
    }
    for (int i = 0; i < runs; i++) {
      out.putShort((short) rows.runLook[i]);
    }
    char[] densityColumn = rows.densityColumn();
    for (int r = 0; r < lines; r++) {
      for (int i = rows.densityStart[r]; !storedDense(rows, r) && i < rows.densityStart[r + 1]; i++) {
        out.putShort((short) densityColumn[i]);
      }
    }
    byte[] perColumn = new byte[columns];
    for (int r = 0; r < lines; r++) {
      int from = rows.densityStart[r];
      int to = rows.densityStart[r + 1];
      if (storedDense(rows, r)) {
        for (int i = from; i < to; i++) {
          Arrays.fill(perColumn, densityColumn[i], i + 1 < to ? densityColumn[i + 1] : columns,
              rows.densityLevel[i]);
        }
        out.put(perColumn);
      } else {
        out.put(rows.densityLevel, from, to - from);
      }
    }
    out.put(prof);
    CRC32C crc = new CRC32C();
    crc.update(out.array(), 0, out.position());
    out.putInt((int) crc.getValue());
    return out.array();
  }

  /**
   * The sidecar's {@code size} bytes, read in one call into one array: {@code Files.readAllBytes}
   * went through a channel in pieces of a temporary buffer, 0.4-0.7 ms for r64's 784 KB against
   * 0.2-0.3 here. A file grown since its size was taken is read to that size (its checksum then
   * fails); one shrunk ends the read early.
   */
  static byte[] readWhole(Path sidecar, long size) throws IOException {
    try (RandomAccessFile in = new RandomAccessFile(sidecar.toFile(), "r")) {
      byte[] b = new byte[(int) size];
      in.readFully(b);
      return b;
    }
  }

  /** Decodes a whole sidecar file's bytes; a {@link BadOverview} says what is wrong and where. */
  static Decoded decode(byte[] b) throws BadOverview {
    if (b.length < FIXED_BYTES + 4) {
      throw new BadOverview("truncated: " + b.length + " bytes, the fixed part alone needs " + (FIXED_BYTES + 4));
    }
    ByteBuffer in = ByteBuffer.wrap(b);
    if (in.getInt() != MAGIC) {
      throw new BadOverview("not a Leapshot overview (no LSOV magic)");
    }
    int version = in.getInt();
    if (version != VERSION) {
      throw new BadOverview("format version " + version + ", this Leapshot reads " + VERSION);
    }
    CRC32C crc = new CRC32C();
    crc.update(b, 0, b.length - 4);
    if ((int) crc.getValue() != in.getInt(b.length - 4)) {
      throw new BadOverview("damaged or truncated (checksum of its " + b.length + " bytes does not match)");
    }
    OverviewFingerprint madeFor = new OverviewFingerprint(in.getLong(), in.getLong(), in.getInt());
    TimeBox run = new TimeBox(in.getDouble(), in.getDouble());
    int columns = in.getInt();
    int lines = in.getInt();
    int looks = in.getInt();
    int runs = in.getInt();
    int densityRuns = in.getInt();
    int profileBytes = in.getInt();
    long left = b.length - 4L - FIXED_BYTES;
    if (columns < 1 || columns > MAX_COLUMNS) {
      throw new BadOverview("at byte 44: " + columns + " columns, expected 1 to " + MAX_COLUMNS);
    }
    if (lines < 0 || lines > MAX_LINES || lines > left / 12) {
      throw new BadOverview("at byte 48: " + lines + " lines do not fit in " + left + " bytes");
    }
    if (looks < 0 || looks > MAX_LOOKS || looks > left / LOOK_BYTES) {
      throw new BadOverview("at byte 52: " + looks + " looks do not fit in " + left + " bytes");
    }
    if (runs < 0 || densityRuns < 0 || profileBytes < 0 || 4L * runs + densityRuns + profileBytes > left) {
      throw new BadOverview("at byte 56: " + runs + " runs, " + densityRuns + " density runs and a profile of "
          + profileBytes + " bytes do not fit in " + left + " bytes");
    }
    if (!(run.latest() > run.earliest())) {
      throw new BadOverview("at byte 28: empty run [" + run.earliest() + ", " + run.latest() + "]");
    }
    int[] lookTable = new int[(looks + 1) * 3];
    lookTable[0] = ActivityRaster.NONE;
    lookTable[1] = ActivityRaster.NONE;
    for (int i = 3; i < lookTable.length; i++) {
      lookTable[i] = in.getInt();
    }
    int[] lineIds = new int[lines];
    for (int i = 0; i < lines; i++) {
      lineIds[i] = in.getInt();
      if (i > 0 && lineIds[i] <= lineIds[i - 1]) {
        throw new BadOverview("at byte " + (in.position() - 4) + ": line IDs not increasing");
      }
    }
    int[] runStart = starts(in, lines, columns, runs, "runs");
    int[] densityStart = starts(in, lines, columns, densityRuns, "density runs");
    long sparse = densityRuns;
    for (int r = 0; r < lines; r++) {
      sparse -= densityStart[r + 1] - densityStart[r] == columns ? columns : 0;
    }
    long expected = in.position() + 4L * runs + 2 * sparse + densityRuns + profileBytes + 4;
    if (expected != b.length) {
      throw new BadOverview("truncated or padded: its counts need " + expected + " bytes, the file has " + b.length);
    }
    int at = in.position();
    for (int r = 0; r < lines; r++) {
      OverviewU16.checkRising(b, at + 2 * runStart[r], runStart[r + 1] - runStart[r], columns, "run", lineIds[r]);
    }
    int badLook = OverviewU16.firstAbove(b, at + 2 * runs, runs, looks);
    if (badLook >= 0) {
      int r = 0;
      while (runStart[r + 1] <= badLook) {
        r++;
      }
      throw new BadOverview("line " + lineIds[r] + ": a run's look is above the " + looks + " stored");
    }
    char[] runColumn = chars(b, at, runs);
    char[] runLook = chars(b, at + 2 * runs, runs);
    at += 4 * runs;
    int sparseAt = at;
    for (int r = 0; r < lines; r++) {
      int n = densityStart[r + 1] - densityStart[r];
      if (n != columns) {
        OverviewU16.checkRising(b, at, n, columns, "density run", lineIds[r]);
        at += 2 * n;
      }
    }
    char[] sparseColumns = chars(b, sparseAt, (at - sparseAt) / 2);
    byte[] levels = Arrays.copyOfRange(b, at, at + densityRuns);
    at += densityRuns;
    byte[] profile = Arrays.copyOfRange(b, at, at + profileBytes);
    OverviewRows rows = OverviewRows.read(columns, lookTable, runStart, runColumn, runLook, densityStart, sparseColumns,
        levels);
    return new Decoded(madeFor, run, lineIds, rows, profile);
  }

  /** Per-line counts as starts in the flat arrays; each at most the columns, all adding up to {@code total}. */
  private static int[] starts(ByteBuffer in, int lines, int columns, int total, String what) throws BadOverview {
    int[] start = new int[lines + 1];
    for (int r = 0; r < lines; r++) {
      int n = in.getInt();
      if (n < 0 || n > columns || start[r] + (long) n > total) {
        throw new BadOverview("at byte " + (in.position() - 4) + ": " + n + " " + what + " in line " + r + " (at most "
            + Math.min(columns, total - start[r]) + ")");
      }
      start[r + 1] = start[r] + n;
    }
    if (start[lines] != total) {
      throw new BadOverview("the lines hold " + start[lines] + " " + what + ", not the " + total + " announced");
    }
    return start;
  }

  /** {@code n} big-endian u16 from {@code b[at]} on, in one bulk copy (the byte order swapped as it goes). */
  private static char[] chars(byte[] b, int at, int n) {
    char[] out = new char[n];
    ByteBuffer.wrap(b, at, 2 * n).asCharBuffer().get(out);
    return out;
  }
}
