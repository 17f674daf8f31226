package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.leapshot.slog2.convert.LineFeeds;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The lines of a {@code .prv} through one large buffer, read either as a {@link PlainRecord} in
 * one pass ({@link #nextPlain}) or as a line of raw bytes ({@link #next}), from {@link #bytes()}
 * between {@link #start()} and {@link #end()} (without the LF and a {@code \r} before it). An LF
 * is kept just after the buffer's data, so that a plain record's scan needs no bounds of its own.
 */
final class ParaverLines {
  private static final int BUFFER_BYTES = 1 << 20;

  private final String file;
  private final InputStream in;
  private final int maxLineBytes;
  private byte[] buffer = new byte[BUFFER_BYTES + 1];
  private int position;
  private int limit;
  private boolean eof;
  private long consumed;
  private long lineNumber;
  private int start;
  private int end;

  /** Lines of {@code in} (named {@code file} in errors), none longer than {@code maxLineBytes}. */
  ParaverLines(String file, InputStream in, int maxLineBytes) {
    this.file = file;
    this.in = in;
    this.maxLineBytes = maxLineBytes;
    buffer[0] = '\n';
  }

  /**
   * Reads the next line into {@code record} if it is a plain record that is wholly in the buffer,
   * and moves past it; false otherwise (also at the end), leaving the line to {@link #next}.
   */
  boolean nextPlain(PlainRecord record) {
    int lf = record.scan(buffer, position);
    if (lf < 0 || lf >= limit) {
      return false;
    }
    take(lf);
    return true;
  }

  /** Advances to the next line; false at the end of the input. */
  boolean next() throws IOException {
    int lf = LineFeeds.indexOf(buffer, position, limit + 1); // at the latest the LF after the data
    while (lf == limit && !eof) {
      fill(); // the unread part moves to the front
      lf = LineFeeds.indexOf(buffer, 0, limit + 1);
    }
    if (lf == position && lf == limit) {
      return false;
    }
    take(lf);
    return true;
  }

  /** Makes the line up to {@code lf} (an LF, or the data's end) the current one and moves past it. */
  private void take(int lf) {
    start = position;
    end = lf > start && buffer[lf - 1] == '\r' ? lf - 1 : lf;
    lineNumber++;
    int next = Math.min(lf + 1, limit);
    consumed += next - position;
    position = next;
  }

  /** Moves the unread part to the front (growing the buffer for a long line) and reads more. */
  private void fill() throws IOException {
    int unread = limit - position;
    if (position > 0) {
      System.arraycopy(buffer, position, buffer, 0, unread);
    } else if (unread == buffer.length - 1) {
      if (unread >= maxLineBytes) {
        throw new TraceInputException(SourcePosition.line(file, lineNumber + 1), "line longer than "
            + maxLineBytes + " bytes");
      }
      buffer = Arrays.copyOf(buffer, unread * 2 + 1);
    }
    position = 0;
    limit = unread;
    int n = in.read(buffer, limit, buffer.length - 1 - limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
    buffer[limit] = '\n';
  }

  byte[] bytes() {
    return buffer;
  }

  int start() {
    return start;
  }

  int end() {
    return end;
  }

  /** 1-based number of the current line. */
  long lineNumber() {
    return lineNumber;
  }

  /** Bytes of the input consumed so far. */
  long consumed() {
    return consumed;
  }
}
