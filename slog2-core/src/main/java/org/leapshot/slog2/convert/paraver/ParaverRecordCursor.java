package org.leapshot.slog2.convert.paraver;

import java.nio.charset.StandardCharsets;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Reads the {@code :}-separated decimal fields of one {@code .prv} record in place, from the line
 * reader's buffer: no String or object per field. Errors name the file, the line and the column.
 * It reads the lines that are not plain records ({@link PlainRecord}) and says what is wrong with them.
 */
final class ParaverRecordCursor {
  private static final int MAX_DIGITS = 18;

  private final String file;
  private byte[] line;
  private int start;
  private int p;
  private int end;
  private long lineNumber;
  /** Where the last field's digits ended. */
  private int fieldEnd;

  ParaverRecordCursor(String file) {
    this.file = file;
  }

  /** Starts on the record {@code bytes[from, to)}, line {@code lineNumber} of the file. */
  void reset(byte[] bytes, int from, int to, long lineNumber) {
    this.line = bytes;
    this.start = from;
    this.p = from;
    this.end = to;
    this.lineNumber = lineNumber;
  }

  /** The record's first character, or -1 for an empty line. */
  int kind() {
    return p < end ? line[p] & 0xff : -1;
  }

  /** True when the line starts {@code <kind>:}; then moves past it to the first field. */
  boolean typed() {
    if (p + 1 < end && line[p + 1] == ':') {
      p += 2;
      return true;
    }
    return false;
  }

  boolean more() {
    return p < end;
  }

  /** Where the next field starts. */
  int at() {
    return p;
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
    int i = p;
    boolean negative = i < end && line[i] == '-';
    if (negative) {
      i++;
    }
    int digits = i;
    long v = 0;
    // byte by byte: plain records, nearly all lines, are read by PlainRecord, not here
    for (int stop = Math.min(end, digits + MAX_DIGITS + 1); i < stop && line[i] >= '0' && line[i] <= '9'; i++) {
      v = v * 10 + (line[i] - '0');
    }
    if (i == digits || i - digits > MAX_DIGITS || (i < end && line[i] != ':')) {
      throw badField(what, i == digits && i >= end);
    }
    fieldEnd = i;
    p = i < end ? i + 1 : i;
    return negative ? -v : v;
  }

  void expectEnd() throws TraceInputException {
    if (p < end) {
      throw bad("more fields than a record of type " + (char) line[start] + " has");
    }
  }

  private TraceInputException badField(String what, boolean missing) {
    if (missing) {
      return bad("the record ends before its " + what);
    }
    return bad("bad " + what + " at column " + (p - start + 1) + ": \"" + ParaverHeader.shortText(text()) + "\"");
  }

  String text() {
    return new String(line, start, end - start, StandardCharsets.ISO_8859_1);
  }

  TraceInputException bad(String problem) {
    return new TraceInputException(SourcePosition.line(file, lineNumber), problem);
  }
}
