package org.leapshot.slog2.convert.picl;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines like {@link java.io.BufferedReader#readLine()}, but a line longer than the limit is
 * skipped to its end and reported instead of being held in memory: a PICL record is a few dozen
 * characters, and a file without line breaks must not fill the heap.
 */
final class BoundedLineReader implements Closeable {
  private final Reader in;
  private final int maxChars;
  private final char[] buffer = new char[1 << 16];
  private int position;
  private int limit;
  private long charsRead;
  private final StringBuilder line = new StringBuilder();
  private boolean tooLong;

  BoundedLineReader(Reader in, int maxChars) {
    this.in = in;
    this.maxChars = maxChars;
  }

  /** The next line without its terminator (empty if {@link #tooLong()}), or {@code null} at the end. */
  String readLine() throws IOException {
    line.setLength(0);
    tooLong = false;
    boolean any = false;
    while (true) {
      if (position == limit && !fill()) {
        if (!any) {
          return null;
        }
        break;
      }
      any = true;
      char c = buffer[position++];
      charsRead++;
      if (c == '\n') {
        break;
      }
      if (tooLong) {
        continue;
      }
      if (line.length() >= maxChars) {
        tooLong = true;
        line.setLength(0);
        continue;
      }
      line.append(c);
    }
    if (tooLong) {
      return "";
    }
    int n = line.length();
    if (n > 0 && line.charAt(n - 1) == '\r') {
      line.setLength(n - 1);
    }
    return line.toString();
  }

  /** True when the last line read was longer than the limit; its text was dropped. */
  boolean tooLong() {
    return tooLong;
  }

  /** Characters consumed so far, terminators included (bytes for a one-byte charset). */
  long charsRead() {
    return charsRead;
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer, 0, buffer.length);
    if (n <= 0) {
      return false;
    }
    position = 0;
    limit = n;
    return true;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
