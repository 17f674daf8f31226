package org.leapshot.slog2.convert.text;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.leapshot.slog2.convert.LineFeeds;

/**
 * Reads an input stream line by line as raw bytes through one large buffer. A line is exposed as
 * {@link #bytes()} from {@link #start()} to {@link #end()} (without the terminator, and without a
 * trailing {@code \r}); lines of any length are supported. Nothing is allocated per line unless a
 * line crosses the buffer's end.
 */
public final class LineReader {
  private static final int BUFFER_BYTES = 1 << 20;

  private final InputStream in;
  private final int maxLineBytes;
  private byte[] buffer = new byte[BUFFER_BYTES];
  private int position;
  private int limit;
  private boolean eof;
  private long consumed;
  private long lineNumber;
  private int start;
  private int end;

  public LineReader(InputStream in) {
    this(in, Integer.MAX_VALUE);
  }

  /**
   * A reader that refuses lines longer than {@code maxLineBytes} (or its 1 MiB buffer, if larger),
   * so that a file without line ends cannot fill the heap.
   */
  public LineReader(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /** A line longer than the reader allows; {@link #lineNumber()} is the line before it. */
  public static final class LineTooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    LineTooLongException(int maxLineBytes) {
      super("line longer than " + maxLineBytes + " bytes");
    }
  }

  /** Advances to the next line; false at the end of the input. */
  public boolean next() throws IOException {
    int scanned = position;
    while (true) {
      int i = LineFeeds.indexOf(buffer, scanned, limit);
      if (i >= 0) {
        setLine(position, i);
        consumed += i + 1 - position;
        position = i + 1;
        return true;
      }
      scanned = limit - position; // where the scan resumes after fill() moves the unread bytes to 0
      if (eof) {
        if (position < limit) {
          setLine(position, limit);
          consumed += limit - position;
          position = limit;
          return true;
        }
        return false;
      }
      fill();
    }
  }

  /**
   * Where the next line starts in {@link #bytes()}; the bytes read so far end at {@link #limit()}.
   * Valid until the next {@link #next()}: for a caller that reads a line's first bytes before its
   * end is looked for ({@link #nextEndingAfter}).
   */
  public int nextStart() {
    return position;
  }

  /** The end of the bytes read so far in {@link #bytes()}. */
  public int limit() {
    return limit;
  }

  /**
   * Advances to the line that starts at {@link #nextStart()} if its end is among the bytes read
   * so far, looking for the line feed from {@code from} on: the caller has read the line's bytes
   * before {@code from} and knows that none is a line feed. True, and the line is then as after
   * {@link #next()}; false, and nothing changed (nothing is read from the stream).
   */
  public boolean nextEndingAfter(int from) {
    int i = LineFeeds.indexOf(buffer, from, limit);
    if (i < 0) {
      return false;
    }
    setLine(position, i);
    consumed += i + 1 - position;
    position = i + 1;
    return true;
  }

  private void setLine(int from, int to) {
    start = from;
    end = to > from && buffer[to - 1] == '\r' ? to - 1 : to;
    lineNumber++;
  }

  /** Moves the unread part to the front (growing the buffer for a long line) and reads more. */
  private void fill() throws IOException {
    int unread = limit - position;
    if (position > 0) {
      System.arraycopy(buffer, position, buffer, 0, unread);
    } else if (unread == buffer.length) {
      if (buffer.length >= maxLineBytes) {
        throw new LineTooLongException(maxLineBytes);
      }
      buffer = Arrays.copyOf(buffer, buffer.length * 2);
    }
    position = 0;
    limit = unread;
    int n = in.read(buffer, limit, buffer.length - limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
  }

  public byte[] bytes() {
    return buffer;
  }

  public int start() {
    return start;
  }

  public int end() {
    return end;
  }

  /** 1-based number of the current line. */
  public long lineNumber() {
    return lineNumber;
  }

  /** Bytes of the input consumed so far, for progress reports. */
  public long consumed() {
    return consumed;
  }
}
