package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import org.leapshot.slog2.convert.LineFeeds;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Hands out the lines of one OTF part, plain or zlib-compressed, as ranges of an internal byte
 * buffer (no copy, no String). Lines end at LF; the LF is not part of the range.
 *
 * <p>OTF's compressed parts are never finished (spec §4, see {@link OtfInflation}); only a last line
 * without LF is a truncation error.
 */
final class OtfLineReader implements AutoCloseable {
  /** Longest line accepted; longer ones are treated as corrupt input instead of growing the buffer. */
  static final int MAX_LINE_BYTES = 1 << 20;

  static final int BUFFER_BYTES = 1 << 18;
  static final int MIN_BUFFER_BYTES = 1 << 12;

  private final String fileName;
  private final TextInput text;
  /** Null for a plain part. */
  private final OtfInflation inflation;
  private final long fileBytes;
  private boolean closed;
  private byte[] buf;
  private int pos;
  private int limit;
  private boolean eof;
  private long lineNumber;
  private long bufferOffset;
  private int lineStart;
  private int lineEnd;

  /** Where a part's text comes from: the file itself, or inflated from it. */
  interface TextInput extends AutoCloseable {
    /** Up to {@code len} bytes into {@code dst} at {@code off}: how many (more than 0), or -1 at the end. */
    int read(byte[] dst, int off, int len) throws IOException;

    @Override
    void close() throws IOException;
  }

  private OtfLineReader(Path file, boolean zlib, int bufferBytes, ExecutorService inflateAhead) throws IOException {
    this.fileName = file.toString();
    this.fileBytes = Files.size(file);
    InputStream in = Files.newInputStream(file);
    int size = Math.max(MIN_BUFFER_BYTES, Math.min(BUFFER_BYTES, bufferBytes));
    if (!zlib) {
      this.inflation = null;
      this.text = new TextInput() {
        @Override
        public int read(byte[] dst, int off, int len) throws IOException {
          return in.read(dst, off, len);
        }

        @Override
        public void close() throws IOException {
          in.close();
        }
      };
    } else {
      this.inflation = new OtfInflation(fileName, in);
      // Chunks of twice the buffer: the inflating thread is woken per chunk, and with chunks of half
      // the buffer it parked and woke 10 000 times in 7 s of a 16-stream conversion, each time
      // pre-empting the reading or the writing thread on a 2-core machine (4 times fewer now). With
      // OtfInflateAhead.AHEAD chunks per part, that is four times the cursors' shared buffer budget
      // (see OtfTraceSource), 4 MiB.
      this.text = inflateAhead == null ? inflation : new OtfInflateAhead(inflation, inflateAhead, 2 * size);
    }
    this.buf = new byte[size];
  }

  /** Opens {@code file}; names ending in {@code .z} are inflated. */
  static OtfLineReader open(Path file) throws IOException {
    return open(file, BUFFER_BYTES);
  }

  /** As {@link #open(Path)} with a smaller initial buffer, for traces with many streams. */
  static OtfLineReader open(Path file, int bufferBytes) throws IOException {
    return open(file, bufferBytes, null);
  }

  /**
   * The same, a compressed part inflated ahead on {@code inflateAhead} (a single thread, shared by
   * the parts read together) unless it is null; see {@link OtfInflateAhead}.
   */
  static OtfLineReader open(Path file, int bufferBytes, ExecutorService inflateAhead) throws IOException {
    String name = file.getFileName().toString();
    return new OtfLineReader(file, name.endsWith(".z"), bufferBytes, inflateAhead);
  }

  String fileName() {
    return fileName;
  }

  /** The buffer holding the current line; valid until the next call to {@link #next()}. */
  byte[] buffer() {
    return buf;
  }

  int lineStart() {
    return lineStart;
  }

  int lineEnd() {
    return lineEnd;
  }

  /** 1-based number of the current line. */
  long lineNumber() {
    return lineNumber;
  }

  SourcePosition position() {
    return SourcePosition.line(fileName, lineNumber);
  }

  /** Bytes of text (decompressed when the file is) produced so far: all of them once at the end. */
  long textBytes() {
    return bufferOffset + limit;
  }

  /** True when the file is zlib-compressed. */
  boolean compressed() {
    return inflation != null;
  }

  /** Fraction of the (compressed) file consumed, for progress bars. */
  double progress() {
    if (fileBytes <= 0) {
      return 1;
    }
    long done = inflation != null ? inflation.compressedRead() : bufferOffset + pos;
    return Math.min(1.0, (double) done / fileBytes);
  }

  /** What {@link #nextLine} found: the end of the file, a line to classify, or a number line it read itself. */
  static final int END = -1;
  static final int LINE = 0;
  static final int TIME = 1;
  static final int PROCESS = 2;
  /** Digits a number line may have to be read by {@link #nextLine} itself: no overflow to check. */
  private static final int FAST_DIGITS = 15;

  private long number;

  /**
   * Advances to the next line like {@link #next}, and reads it at once when it is a time record
   * (a hex number) or a process record ({@code *} and a hex number) of at most 15 digits ending in
   * LF; its number is then {@link #number()}. Any other line, and such a record written any other
   * way (blanks, CR, more digits), is a {@link #LINE} for the caller to classify. Two of every three
   * lines of a typical trace are such records, and finding the line end first and then parsing
   * it took a sixth of the reading thread.
   */
  int nextLine() throws IOException {
    byte[] b = buf;
    int i = pos;
    int kind = TIME;
    if (i < limit && b[i] == '*') {
      kind = PROCESS;
      i++;
    }
    int first = i;
    long v = 0;
    int d;
    while (i < limit && (d = OtfRecord.digit(b[i])) >= 0) {
      v = (v << 4) | d;
      i++;
    }
    if (i < limit && b[i] == '\n' && i > first && i - first <= FAST_DIGITS) {
      takeLineTo(i);
      number = v;
      return kind;
    }
    return next() ? LINE : END;
  }

  /** The number of the line {@link #nextLine} read itself. */
  long number() {
    return number;
  }

  /** Advances to the next line; false at the end of the file. */
  boolean next() throws IOException {
    while (true) {
      int i = LineFeeds.indexOf(buf, pos, limit);
      if (i >= 0) {
        takeLineTo(i);
        return true;
      }
      if (limit - pos > MAX_LINE_BYTES) {
        throw new TraceInputException(SourcePosition.line(fileName, lineNumber + 1),
            "line longer than " + MAX_LINE_BYTES + " bytes (corrupt file?)");
      }
      if (eof) {
        if (pos < limit) {
          throw new TraceInputException(SourcePosition.line(fileName, lineNumber + 1),
              "file ends inside a record (" + (limit - pos) + " bytes after the last line end; truncated?)");
        }
        return false;
      }
      fill();
    }
  }

  /** Makes the unread bytes up to the LF at {@code lf} the current line. */
  private void takeLineTo(int lf) {
    lineStart = pos;
    lineEnd = lf;
    pos = lf + 1;
    lineNumber++;
  }

  /** Moves the unread bytes to the front, grows the buffer if a line needs it, and reads more. */
  private void fill() throws IOException {
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, limit - pos);
      bufferOffset += pos;
      limit -= pos;
      pos = 0;
    }
    if (limit == buf.length) {
      byte[] bigger = new byte[Math.min(buf.length * 2, MAX_LINE_BYTES + MIN_BUFFER_BYTES + 1)];
      System.arraycopy(buf, 0, bigger, 0, limit);
      buf = bigger;
    }
    int n = text.read(buf, limit, buf.length - limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
  }

  @Override
  public void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    text.close();
  }
}
