package org.leapshot.slog2.convert.text;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceSource;

/**
 * A {@link LineCursor} that also reads the numbers of the text format: times in seconds, which
 * must be finite, and integers, each checked and failing with the file, the line and the column.
 */
final class TextCursor extends LineCursor {
  private final DecimalFastPath decimals = new DecimalFastPath();
  private int timeFrom;

  TextCursor(String file) {
    super(file);
  }

  /** A time in seconds: a finite number (SLOG-2 readers reject infinite and NaN times). */
  double parseTime(String what) throws TraceInputException {
    skipBlanks();
    int from = pos;
    timeFrom = from;
    // One pass for the usual plain decimal: read as far as it goes, then the next byte must end the
    // token; the token-end scan and the library parser only for anything else.
    double v = decimals.parsePrefix(bytes, from, end);
    int stop = decimals.stop();
    if (v == v && (stop == end || DELIMITER[bytes[stop] & 0xff])) {
      pos = stop; // finite: below 2^53 times at most 10^22
      return v;
    }
    return parseTimeToken(what, from);
  }

  /** {@link #parseTime} by the token: its end first, then the number (package-private for tests). */
  double parseTimeToken(String what, int from) throws TraceInputException {
    int to = tokenEnd(from);
    if (to == from) {
      throw error("expected " + what + " at column " + column() + " but found " + excerpt());
    }
    try {
      double v = DecimalFastPath.parse(bytes, from, to);
      if (v != v) {
        v = JavaDoubleParser.parseDouble(bytes, from, to - from);
      }
      if (!Double.isFinite(v)) {
        throw error(what + " is " + text(from, to) + ", not a finite number of seconds");
      }
      if (!(Math.abs(v) <= TraceSource.MAX_SECONDS)) {
        throw error(what + " is " + text(from, to) + ", beyond the ±" + TraceSource.MAX_SECONDS
            + " seconds a trace's run can reach");
      }
      pos = to;
      return v;
    } catch (NumberFormatException e) {
      throw error("bad number for " + what + ": '" + text(from, to) + "'");
    }
  }

  /** Where the token of the last {@link #parseTime} started (it ended at {@link #pos()} after it). */
  int timeFrom() {
    return timeFrom;
  }

  /**
   * {@link #parseTime}, where the token is often the same text as the line's earlier time token
   * {@code [from, to)}, read as {@code value}: a vertex time repeats the TimeBBox's. Then the bytes
   * are compared instead of parsed again (the same bytes make the same number), which costs about
   * half as much.
   */
  double parseTimeAgain(String what, int from, int to, double value) throws TraceInputException {
    skipBlanks();
    int n = to - from;
    int p = pos;
    if (p + n <= end && (p + n == end || DELIMITER[bytes[p + n] & 0xff])) {
      int i = 0;
      while (i < n && bytes[p + i] == bytes[from + i]) {
        i++;
      }
      if (i == n) {
        timeFrom = p;
        pos = p + n;
        return value;
      }
    }
    return parseTime(what);
  }

  int parseInt(String what) throws TraceInputException {
    skipBlanks();
    // One pass for the usual unsigned number of at most 9 digits, which fits an int; the
    // token-end scan and the checks below only for anything else.
    int i = pos;
    int limit = Math.min(end, i + 9);
    int v = 0;
    for (; i < limit; i++) {
      int d = bytes[i] - '0';
      if (d < 0 || d > 9) {
        break;
      }
      v = v * 10 + d;
    }
    if (i > pos && (i == end || DELIMITER[bytes[i] & 0xff])) {
      pos = i;
      return v;
    }
    return parseIntToken(what);
  }

  /** {@link #parseInt} by the token: its end first, then the number (package-private for tests). */
  int parseIntToken(String what) throws TraceInputException {
    int from = pos;
    int to = tokenEnd(pos);
    long v = 0;
    int i = from;
    boolean negative = i < to && bytes[i] == '-';
    if (negative || (i < to && bytes[i] == '+')) {
      i++;
    }
    if (i == to || to - i > 10) {
      throw error("bad integer for " + what + ": '" + text(from, to) + "'");
    }
    for (; i < to; i++) {
      int d = bytes[i] - '0';
      if (d < 0 || d > 9) {
        throw error("bad integer for " + what + ": '" + text(from, to) + "'");
      }
      v = v * 10 + d;
    }
    v = negative ? -v : v;
    if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
      throw error(what + " out of range: " + v);
    }
    pos = to;
    return (int) v;
  }
}
