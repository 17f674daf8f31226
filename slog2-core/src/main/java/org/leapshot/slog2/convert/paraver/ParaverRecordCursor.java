package org.leapshot.slog2.convert.paraver;

import java.nio.charset.StandardCharsets;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Reads the {@code :}-separated decimal fields of one {@code .prv} record, as {@link
 * ParaverLineBlock} parsed them ahead: no String or object per field. Errors name the file, the
 * line and the column.
 */
final class ParaverRecordCursor {
  private final String file;
  private byte[] line;
  private int start;
  private int end;
  private long lineNumber;
  private long[] values;
  private int[] ends;
  private int first;
  private int count;
  private int problem;
  /** Fields read so far. */
  private int k;
  /** Where the last field's digits ended. */
  private int fieldEnd;

  ParaverRecordCursor(String file) {
    this.file = file;
  }

  /** Starts on line {@code index} of {@code block}, line {@code lineNumber} of the file. */
  void reset(ParaverLineBlock block, int index, long lineNumber) {
    this.line = block.bytes;
    this.start = block.lineStart[index];
    this.end = block.lineEnd[index];
    this.values = block.values;
    this.ends = block.ends;
    this.first = block.firstField[index];
    this.count = block.fieldCount[index];
    this.problem = block.problem[index];
    this.lineNumber = lineNumber;
    this.k = 0;
  }

  /** The record's first character, or -1 for an empty line. */
  int kind() {
    return start < end ? line[start] & 0xff : -1;
  }

  /** True when the line starts {@code <kind>:}; its fields follow. */
  boolean typed() {
    return start + 1 < end && line[start + 1] == ':';
  }

  boolean more() {
    return k < count || problem != 0;
  }

  /** Where the next field starts. */
  int at() {
    return k == 0 ? start + 2 : ends[first + k - 1] + 1;
  }

  /** Where the last field's digits ended. */
  int fieldEnd() {
    return fieldEnd;
  }

  byte[] bytes() {
    return line;
  }

  /** A time field: not negative. */
  long time(String what) throws TraceInputException {
    long t = field(what);
    if (t < 0) {
      throw bad(what + " " + t + " is negative");
    }
    return t;
  }

  /** The next field: at most 18 digits, optionally negative, then {@code :} or the line's end. */
  long field(String what) throws TraceInputException {
    if (k < count) {
      fieldEnd = ends[first + k];
      return values[first + k++];
    }
    if (problem > 0) {
      throw bad("bad " + what + " at column " + problem + ": \"" + ParaverHeader.shortText(text()) + "\"");
    }
    throw bad("the record ends before its " + what);
  }

  void expectEnd() throws TraceInputException {
    if (more()) {
      throw bad("more fields than a record of type " + (char) line[start] + " has");
    }
  }

  String text() {
    return new String(line, start, end - start, StandardCharsets.ISO_8859_1);
  }

  TraceInputException bad(String problem) {
    return new TraceInputException(SourcePosition.line(file, lineNumber), problem);
  }
}
