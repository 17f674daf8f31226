package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The master file {@code <stub>.otf} (spec §3): which streams exist and which processes each one
 * holds. Lines are {@code stream:process,process,...} in lower-case hex; lines without a colon are
 * skipped as the library does; IOFSL traces ({@code i...} lines) are refused.
 */
record OtfMaster(Path file, String stub, Map<Long, long[]> streams) {
  /** A master file maps streams to processes; more than this is not a master file. */
  static final long MAX_BYTES = 64L << 20;
  /**
   * Each stream is read through its own open file (and inflater) while the streams are merged, so
   * more streams than this are refused rather than running out of file handles or memory.
   */
  static final int MAX_STREAMS = 16_384;
  /** Processes are timelines; more than this is not a trace a viewer can show. */
  static final int MAX_PROCESSES = 1_000_000;

  /**
   * True when {@code file} is named {@code *.otf} and starts like a master file
   * ({@code <hex>:<hex>,...}). OTF2's {@code *.otf2} does not match.
   */
  static boolean looksLikeMaster(Path file) {
    if (!file.getFileName().toString().endsWith(".otf") || !Files.isRegularFile(file)) {
      return false;
    }
    byte[] head;
    try (InputStream in = Files.newInputStream(file)) {
      head = in.readNBytes(4096);
    } catch (IOException e) {
      return false;
    }
    int i = 0;
    while (i < head.length && OtfRecord.isHexDigit(head[i])) {
      i++;
    }
    if (i == 0 || i >= head.length || head[i] != ':') {
      return false;
    }
    int digits = 0;
    for (i++; i < head.length && head[i] != '\n'; i++) {
      if (OtfRecord.isHexDigit(head[i])) {
        digits++;
      } else if (head[i] != ',' && head[i] != '\r') {
        return false;
      }
    }
    return digits > 0;
  }

  static OtfMaster read(Path file) throws IOException {
    String name = file.getFileName().toString();
    if (!name.endsWith(".otf")) {
      throw new TraceInputException(SourcePosition.line(file.toString(), 0), "an OTF master file name ends in .otf");
    }
    long size;
    try {
      size = Files.size(file);
    } catch (NoSuchFileException e) {
      throw new TraceInputException(SourcePosition.line(file.toString(), 0), "master file not found", e);
    }
    if (size > MAX_BYTES) {
      throw new TraceInputException(SourcePosition.line(file.toString(), 0),
          "master file has " + size + " bytes, more than the " + MAX_BYTES + " a stream list can need");
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes((int) size);
    }
    Map<Long, long[]> streams = new LinkedHashMap<>();
    Map<Long, Long> streamOfProcess = new java.util.HashMap<>();
    OtfRecord scanner = new OtfRecord();
    int lineStart = 0;
    long lineNo = 0;
    while (lineStart < bytes.length) {
      int lineEnd = lineStart;
      while (lineEnd < bytes.length && bytes[lineEnd] != '\n') {
        lineEnd++;
      }
      lineNo++;
      long at = lineNo;
      SourcePosition pos = SourcePosition.line(file.toString(), at);
      parseLine(bytes, lineStart, lineEnd, pos, scanner, streams, streamOfProcess);
      lineStart = lineEnd + 1;
    }
    if (streams.isEmpty()) {
      throw new TraceInputException(SourcePosition.line(file.toString(), lineNo), "master file lists no streams");
    }
    String stub = name.substring(0, name.length() - ".otf".length());
    return new OtfMaster(file, stub, Collections.unmodifiableMap(streams));
  }

  private static void parseLine(byte[] b, int start, int end, SourcePosition pos, OtfRecord scanner,
      Map<Long, long[]> streams, Map<Long, Long> streamOfProcess) throws TraceInputException {
    while (end > start && (b[end - 1] == '\r' || b[end - 1] == ' ')) {
      end--;
    }
    if (start == end) {
      return;
    }
    if (b[start] == 'i') {
      throw new TraceInputException(pos, "IOFSL traces (shared event files, 'i' line) are not supported");
    }
    int colon = start;
    while (colon < end && b[colon] != ':') {
      colon++;
    }
    if (colon == end) {
      return;
    }
    long stream = scanner.wholeLineHex(b, start, colon, () -> pos, "stream id of the master");
    if (stream == 0 || stream > 0xffff_ffffL) {
      throw new TraceInputException(pos, "stream id 0x" + Long.toHexString(stream) + " is not in 1..0xffffffff");
    }
    List<Long> processes = new ArrayList<>();
    int i = colon + 1;
    while (i < end) {
      int comma = i;
      while (comma < end && b[comma] != ',') {
        comma++;
      }
      if (comma > i) {
        long process = scanner.wholeLineHex(b, i, comma, () -> pos, "process token of the master");
        if (process > 0xffff_ffffL) {
          throw new TraceInputException(pos, "process token 0x" + Long.toHexString(process) + " does not fit in 32 bits");
        }
        if (streamOfProcess.size() >= MAX_PROCESSES) {
          throw new TraceInputException(pos, "more than " + MAX_PROCESSES + " processes listed");
        }
        Long other = streamOfProcess.putIfAbsent(process, stream);
        if (other != null) {
          throw new TraceInputException(pos, "process 0x" + Long.toHexString(process)
              + " is listed in streams 0x" + Long.toHexString(other) + " and 0x" + Long.toHexString(stream));
        }
        processes.add(process);
      }
      i = comma + 1;
    }
    if (streams.size() >= MAX_STREAMS) {
      throw new TraceInputException(pos, "more than " + MAX_STREAMS + " streams listed (each needs an open file)");
    }
    long[] list = processes.stream().mapToLong(Long::longValue).toArray();
    long[] old = streams.putIfAbsent(stream, list);
    if (old != null) {
      throw new TraceInputException(pos, "stream 0x" + Long.toHexString(stream) + " is listed twice");
    }
  }

  /** The file of part {@code suffix} (e.g. {@code 1.events}): plain name first, then {@code .z}; null if neither. */
  Path part(String suffix) {
    Path dir = file.toAbsolutePath().getParent();
    Path plain = dir.resolve(stub + "." + suffix);
    if (Files.isRegularFile(plain)) {
      return plain;
    }
    Path z = dir.resolve(stub + "." + suffix + ".z");
    return Files.isRegularFile(z) ? z : null;
  }

  /**
   * The files of one kind of part that exist: the global one ({@code <stub>.0.<kind>}) first, then
   * each stream's in the master file's order; definitions and markers are read this way.
   */
  List<Path> parts(String kind) {
    List<Path> found = new ArrayList<>();
    Path global = part("0." + kind);
    if (global != null) {
      found.add(global);
    }
    for (long stream : streams.keySet()) {
      Path local = part(stream, kind);
      if (local != null) {
        found.add(local);
      }
    }
    return found;
  }

  /** The part of stream {@code stream}, e.g. {@code part(10, "events")} is {@code <stub>.a.events}. */
  Path part(long stream, String kind) {
    return part(Long.toHexString(stream) + "." + kind);
  }
}
