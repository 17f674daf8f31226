package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import org.leapshot.slog2.convert.EventFileCursors;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Reads one stream's event file and runs the time/process state machine (spec §7): a line that
 * starts with a lower-case hex digit sets the current time, {@code *<hex>} the current process,
 * and every other line is a record that happens at that time on that process. The cursor stops
 * on each record so that streams can be merged by time.
 */
final class OtfStreamCursor implements Comparable<OtfStreamCursor>, EventFileCursors.Cursor {
  private final long stream;
  private final int order;
  private final long[] listedProcesses;
  private final OtfLineReader in;
  /**
   * This stream's record parser. One per stream, not one for all: a parser points at its line's
   * buffer, and with a shared one that reference changed at a quarter of the records (whenever the
   * merge moved to another stream), each change a store into a long-lived object, which costs the
   * garbage collector's write barrier with a memory fence (18 million in a 1 GB OTF conversion).
   */
  private final OtfRecord record = new OtfRecord();
  private final java.util.function.Supplier<SourcePosition> where;
  private final long fileBytes;
  private long time = -1;
  private long process = -1;
  private boolean hasRecord;
  private boolean listed;
  private final ImportReport report;
  private long keyValues;

  OtfStreamCursor(long stream, int order, long[] listedProcesses, Path eventsFile, int bufferBytes, ImportReport report)
      throws IOException {
    this(stream, order, listedProcesses, eventsFile, bufferBytes, null, report);
  }

  /** The same, a compressed stream inflated ahead on {@code inflateAhead} unless it is null. */
  OtfStreamCursor(long stream, int order, long[] listedProcesses, Path eventsFile, int bufferBytes,
      ExecutorService inflateAhead, ImportReport report) throws IOException {
    this.stream = stream;
    this.report = report;
    this.order = order;
    this.listedProcesses = listedProcesses.clone();
    Arrays.sort(this.listedProcesses);
    this.fileBytes = Files.size(eventsFile);
    this.in = OtfLineReader.open(eventsFile, bufferBytes, inflateAhead);
    this.where = in::position;
  }

  /** The stream's place in the master file, which breaks ties in time. */
  int order() {
    return order;
  }

  long stream() {
    return stream;
  }

  /** Time (ticks) of the current record. */
  long time() {
    return time;
  }

  /** Process token of the current record. */
  long process() {
    return process;
  }

  boolean hasRecord() {
    return hasRecord;
  }

  byte[] buffer() {
    return in.buffer();
  }

  int lineStart() {
    return in.lineStart();
  }

  int lineEnd() {
    return in.lineEnd();
  }

  /** The position of the current line, as the record parser wants it. */
  java.util.function.Supplier<SourcePosition> where() {
    return where;
  }

  /** The parser for this stream's lines; valid for the current record until the next {@link #advance()}. */
  OtfRecord record() {
    return record;
  }

  OtfLineReader reader() {
    return in;
  }

  SourcePosition position() {
    return in.position();
  }

  @Override
  public long fileBytes() {
    return fileBytes;
  }

  @Override
  public double progress() {
    return hasRecord ? in.progress() : 1.0;
  }

  /** Key-value lines skipped so far (spec §10; attributes are not converted). */
  long keyValues() {
    return keyValues;
  }

  /** Moves to the next record line; false (and closes the file) at the end of the stream. */
  boolean advance() throws IOException {
    for (int kind = in.nextLine(); kind != OtfLineReader.END; kind = in.nextLine()) {
      if (kind == OtfLineReader.TIME) {
        setTime(in.number());
        continue;
      }
      if (kind == OtfLineReader.PROCESS) {
        setProcess(in.number());
        continue;
      }
      byte[] b = in.buffer();
      int start = in.lineStart();
      int end = in.lineEnd();
      while (start < end && (b[start] == ' ' || b[start] == '\t')) {
        start++;
      }
      if (start == end) {
        continue;
      }
      byte c = b[start];
      if (OtfRecord.isHexDigit(c)) {
        setTime(record.wholeLineHex(b, start, end, where, "time"));
      } else if (c == '*') {
        setProcess(record.wholeLineHex(b, start + 1, end, where, "process"));
      } else if (c == 'K' && (start + 1 == end || b[start + 1] < 'A' || b[start + 1] > 'Z' || b[start + 1] == 'E')) {
        // A key-value line ("K..." or "KEY ..."), attached to the next record; not converted.
        keyValues++;
      } else {
        if (time < 0 || process < 0) {
          throw new TraceInputException(in.position(), "record without a valid time and process record before it");
        }
        if (!listed) {
          // The library drops records of processes the master file does not list for this stream (spec §3).
          report.skip("otf: record of a process not listed for its stream", in.position(), "process 0x"
              + Long.toHexString(process) + " is not listed for stream 0x" + Long.toHexString(stream)
              + " in the master file; record skipped");
          continue;
        }
        hasRecord = true;
        return true;
      }
    }
    hasRecord = false;
    in.close();
    return false;
  }

  private void setTime(long t) throws TraceInputException {
    if (t < 0) {
      throw new TraceInputException(in.position(), "time 0x" + Long.toHexString(t) + " is beyond 2^63 ticks");
    }
    if (t < time) {
      throw new TraceInputException(in.position(), "time goes backwards from 0x" + Long.toHexString(time)
          + " to 0x" + Long.toHexString(t) + " within one stream");
    }
    time = t;
  }

  private void setProcess(long p) throws TraceInputException {
    if (p < 0) {
      // Until the next good process record, records have no process: each is reported as such.
      process = -1;
      listed = false;
      throw new TraceInputException(in.position(), "process 0x" + Long.toHexString(p) + " is beyond 2^63");
    }
    if (p != process) {
      listed = Arrays.binarySearch(listedProcesses, p) >= 0;
    }
    process = p;
  }

  /** Bytes of event text read after decompression so far; 0 for an uncompressed file. */
  long decompressedBytes() {
    return in.compressed() ? in.textBytes() : 0;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** Merge order: time, then stream order (the library leaves ties unspecified, spec §16). */
  @Override
  public int compareTo(OtfStreamCursor o) {
    int c = Long.compare(time, o.time);
    return c != 0 ? c : Integer.compare(order, o.order);
  }
}
