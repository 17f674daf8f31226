package org.leapshot.slog2.convert.text;

import java.nio.charset.StandardCharsets;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * A read position in one line of bytes with the small vocabulary of the text format: literals,
 * words and bracketed text. Every failure is a {@link TraceInputException} naming the file, the
 * line and the column. The numbers of the format are read by {@link TextCursor}, its one subclass,
 * over the same fields: a record parser then keeps one cursor, and the quick compiler the
 * converter runs with reads them as fields of one object, as before they were split.
 */
abstract class LineCursor {
  /** Characters that end a number or word token. */
  static final boolean[] DELIMITER = new boolean[256];

  static {
    for (char c : " \t,()]>}".toCharArray()) {
      DELIMITER[c] = true;
    }
  }

  final String file;
  byte[] bytes;
  int pos;
  int end;
  private int lineStart;
  private long line;

  LineCursor(String file) {
    this.file = file;
  }

  void reset(byte[] lineBytes, int start, int lineEnd, long lineNumber) {
    if (bytes != lineBytes) {
      // Stored only when the buffer changes: a reference store into this long-lived object costs
      // a garbage-collector write barrier with a memory fence, and there is one call per line.
      bytes = lineBytes;
    }
    this.pos = start;
    this.lineStart = start;
    this.end = lineEnd;
    this.line = lineNumber;
  }

  /** The current line's number, 1-based. */
  long line() {
    return line;
  }

  SourcePosition position() {
    return SourcePosition.line(file, line);
  }

  TraceInputException error(String problem) {
    return new TraceInputException(position(), problem);
  }

  /** The line's backing array (valid from the line start to {@link #end()}). */
  byte[] bytes() {
    return bytes;
  }

  int pos() {
    return pos;
  }

  void seek(int p) {
    pos = p;
  }

  int end() {
    return end;
  }

  /** {@link #skipSpaces()}, called only when the cursor is on a blank (or a byte that might be one). */
  final void skipBlanks() {
    if (pos < end && bytes[pos] <= ' ') {
      skipSpaces();
    }
  }

  void skipSpaces() {
    while (pos < end && (bytes[pos] == ' ' || bytes[pos] == '\t')) {
      pos++;
    }
  }

  /** The next non-blank character (blanks are skipped), or -1 at the end of the line. */
  int peek() {
    skipBlanks();
    return pos < end ? bytes[pos] & 0xff : -1;
  }

  boolean atEnd() {
    return peek() < 0;
  }

  /** True and consumed if the line continues with {@code literal} (after blanks). */
  boolean accept(String literal) {
    skipSpaces();
    int n = literal.length();
    if (end - pos < n) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (bytes[pos + i] != literal.charAt(i)) {
        return false;
      }
    }
    pos += n;
    return true;
  }

  /**
   * {@link #accept(byte[])} for a literal of 8 to 16 bytes given also as its first and last eight
   * ({@link ByteWords#words}): right at the cursor it is two comparisons; after blanks, or not
   * there, the byte-wise look decides.
   */
  boolean accept(byte[] literal, long first, long last) {
    int n = literal.length;
    if (end - pos >= n && ByteWords.matches(bytes, pos, n, first, last)) {
      pos += n;
      return true;
    }
    return accept(literal);
  }

  void expect(String literal) throws TraceInputException {
    if (!accept(literal)) {
      throw expected(literal);
    }
  }

  /**
   * {@link #accept(String)} for a literal in ASCII bytes ({@link #literal(String)}): the records'
   * own vocabulary, read millions of times, compared byte to byte without String's per-character
   * checks, which the quick compiler the converter runs with does not remove.
   */
  boolean accept(byte[] literal) {
    skipBlanks();
    int n = literal.length;
    if (end - pos < n) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (bytes[pos + i] != literal[i]) {
        return false;
      }
    }
    pos += n;
    return true;
  }

  void expect(byte[] literal) throws TraceInputException {
    if (!accept(literal)) {
      throw expected(new String(literal, StandardCharsets.US_ASCII));
    }
  }

  /**
   * The error of a missing literal. Messages are built in methods of their own, here and below, so
   * that the methods read for every record stay within the 35 bytes of code up to which the quick
   * compiler inlines a call.
   */
  private TraceInputException expected(String literal) {
    return error("expected '" + literal + "' at column " + column() + " but found " + excerpt());
  }

  /** {@link #expect(String)} of a one-character literal, which is not a blank. */
  void expect(char literal) throws TraceInputException {
    // The usual case first, right at the cursor: the literal is not a blank, so skipping blanks
    // first would not have moved the cursor.
    if (pos < end && bytes[pos] == literal) {
      pos++;
      return;
    }
    expectAfterBlanks(literal);
  }

  private void expectAfterBlanks(char literal) throws TraceInputException {
    skipSpaces();
    if (pos < end && bytes[pos] == literal) {
      pos++;
      return;
    }
    throw expected(String.valueOf(literal));
  }

  /** The bytes of an ASCII literal, for {@link #accept(byte[])}. */
  static byte[] literal(String ascii) {
    return ascii.getBytes(StandardCharsets.US_ASCII);
  }

  /** Index of {@code literal} at or after the cursor, or -1. */
  int indexOf(String literal) {
    int n = literal.length();
    outer:
    for (int i = pos; i + n <= end; i++) {
      for (int j = 0; j < n; j++) {
        if (bytes[i + j] != literal.charAt(j)) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Index of the last {@code c} at or after the cursor, or -1. */
  int lastIndexOf(char c) {
    for (int i = end - 1; i >= pos; i--) {
      if (bytes[i] == c) {
        return i;
      }
    }
    return -1;
  }

  /** Index of the first {@code c} at or after the cursor, or -1. */
  int indexOf(char c) {
    for (int i = pos; i < end; i++) {
      if (bytes[i] == c) {
        return i;
      }
    }
    return -1;
  }

  String text(int from, int to) {
    return new String(bytes, from, to - from, StandardCharsets.UTF_8);
  }

  byte[] raw(int from, int to) {
    byte[] b = new byte[to - from];
    System.arraycopy(bytes, from, b, 0, b.length);
    return b;
  }

  /** A run of characters up to a blank, ',', ')', ']', '>' or the end of the line. */
  String word() {
    skipSpaces();
    int from = pos;
    pos = tokenEnd(pos);
    return text(from, pos);
  }

  final int tokenEnd(int from) {
    int i = from;
    while (i < end && !DELIMITER[bytes[i] & 0xff]) {
      i++;
    }
    return i;
  }

  final int column() {
    return pos - lineStart + 1;
  }

  final String excerpt() {
    if (pos >= end) {
      return "the end of the line";
    }
    return "'" + text(pos, Math.min(end, pos + 20)) + "'";
  }
}
