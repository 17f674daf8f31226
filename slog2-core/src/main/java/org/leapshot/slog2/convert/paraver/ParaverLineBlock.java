package org.leapshot.slog2.convert.paraver;

import java.io.IOException;
import java.util.Arrays;

/**
 * A block of {@code .prv} lines copied from the input, with the decimal fields of its state, event
 * and communication records already parsed: the work {@link ParaverLines} does on its own thread.
 * A field that does not parse ends its record's fields; {@link ParaverRecordCursor} reports it
 * when the converter asks for it, so errors name the same field and column as before.
 */
final class ParaverLineBlock {
  /** Bytes of lines per block; a longer line gets a block of its own. */
  static final int BYTES = 1 << 18;
  /** The field at {@link #fieldCount} is missing: the record ends there. */
  static final int MISSING = -1;
  private static final int MAX_DIGITS = 18;

  byte[] bytes = new byte[BYTES];
  int used;
  int lines;
  /** Number in the file of the block's first line, 1-based. */
  long firstLine;
  int[] lineStart = new int[4096];
  int[] lineEnd = new int[4096];
  int[] firstField = new int[4096];
  int[] fieldCount = new int[4096];
  /** Per line: 0 when every field parsed, {@link #MISSING}, or the column of the field that did not. */
  int[] problem = new int[4096];
  long[] values = new long[1 << 15];
  /** Per field: where its digits end in {@link #bytes}. */
  int[] ends = new int[1 << 15];
  int fields;

  /** What ended reading after the block's lines, if anything. */
  IOException failure;
  Throwable bug;
  boolean last;
  /** Input bytes read (of the file, before gunzip) when the block was handed over. */
  long inputBytes;
  /** Text bytes read in all, at the end (for a gzipped file's report). */
  long consumed;

  void clear(long firstLineNumber) {
    used = 0;
    lines = 0;
    fields = 0;
    firstLine = firstLineNumber;
    failure = null;
    bug = null;
    last = false;
  }

  /**
   * Copies the line {@code src[from, to)} and a line feed after it (so that no digit follows the
   * last field), and parses its fields; false when the block has no room left.
   */
  boolean add(byte[] src, int from, int to) {
    int n = to - from;
    if (used + n + 1 > bytes.length) {
      if (lines > 0) {
        return false;
      }
      bytes = new byte[n + 1]; // one line longer than a block
    }
    if (lines == lineStart.length) {
      int more = lines * 2;
      lineStart = Arrays.copyOf(lineStart, more);
      lineEnd = Arrays.copyOf(lineEnd, more);
      firstField = Arrays.copyOf(firstField, more);
      fieldCount = Arrays.copyOf(fieldCount, more);
      problem = Arrays.copyOf(problem, more);
    }
    System.arraycopy(src, from, bytes, used, n);
    int line = lines++;
    lineStart[line] = used;
    lineEnd[line] = used + n;
    bytes[used + n] = '\n';
    used += n + 1;
    firstField[line] = fields;
    problem[line] = 0;
    int start = lineStart[line];
    int end = lineEnd[line];
    if (n >= 2 && bytes[start + 1] == ':' && bytes[start] >= '1' && bytes[start] <= '3') {
      parseFields(line, start, start + 2, end);
    }
    fieldCount[line] = fields - firstField[line];
    return true;
  }

  /**
   * The {@code :}-separated fields from {@code p} to {@code end}: at most 18 digits, optionally
   * negative, each ended by {@code :} or the line's end.
   */
  private void parseFields(int line, int start, int p, int end) {
    byte[] b = bytes;
    while (p < end) {
      int i = p;
      boolean negative = b[i] == '-';
      if (negative) {
        i++;
      }
      int digits = i;
      long v = 0;
      // Eight bytes at a time (DecimalDigits): fields were the reading thread's largest cost.
      while (i + Long.BYTES <= b.length) {
        long w = DecimalDigits.word(b, i);
        int n = DecimalDigits.leadingDigits(w);
        if (n > 0) {
          v = v * DecimalDigits.POWERS_OF_TEN[n] + DecimalDigits.value(w, n);
          i += n;
        }
        if (n < Long.BYTES || i - digits > MAX_DIGITS) {
          break;
        }
      }
      if (i > end || i + Long.BYTES > b.length) {
        // Near the buffer's end, or digits read past the line into the next one: byte by byte.
        v = 0;
        for (i = digits; i < end && b[i] >= '0' && b[i] <= '9' && i - digits <= MAX_DIGITS; i++) {
          v = v * 10 + (b[i] - '0');
        }
      }
      if (i == digits || i - digits > MAX_DIGITS || (i < end && b[i] != ':')) {
        problem[line] = i == digits && i >= end ? MISSING : p - start + 1;
        return;
      }
      if (fields == values.length) {
        values = Arrays.copyOf(values, fields * 2);
        ends = Arrays.copyOf(ends, fields * 2);
      }
      values[fields] = negative ? -v : v;
      ends[fields++] = i;
      p = i < end ? i + 1 : i;
    }
  }
}
