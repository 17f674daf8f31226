package org.leapshot.slog2.convert.otf;

import java.util.Arrays;
import java.util.function.Supplier;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * One parsed record line (spec §5–§6): the record keyword's id and its fields, each a hex number
 * or a string (kept as a range of the line's buffer); of a comma list only the first number is
 * kept. Reused for every line, so it
 * allocates only when a caller copies a string or list out.
 *
 * <p>Keywords are whole upper-case runs; the short format glues them to values ({@code
 * S6L5be00T5C3b9aca00}), the long one separates them with blanks ({@code SEND 6 LEN 5be00 ...});
 * both parse the same way. Content after the known fields is skipped, as the library does.
 */
final class OtfRecord {
  private static final int MAX_HEX_DIGITS = 16;

  private final long[] num = new long[OtfKeywords.FIELD_COUNT];
  private final int[] strStart = new int[OtfKeywords.FIELD_COUNT];
  private final int[] strEnd = new int[OtfKeywords.FIELD_COUNT];
  private long present;
  private long numbers;
  private long strings;
  private byte[] b;
  private int p;
  private int end;
  private Supplier<SourcePosition> where;
  private boolean skippedContent;

  /**
   * Parses {@code b[start, end)} as a record line. Returns the record id, or -1 when the keyword is
   * unknown (the caller counts and skips it).
   */
  int parse(byte[] bytes, int start, int stop, Supplier<SourcePosition> position) throws TraceInputException {
    setLine(bytes, position);
    this.p = start;
    this.end = stop;
    present = 0;
    numbers = 0;
    strings = 0;
    skippedContent = false;
    skipBlanks();
    int kwEnd = upperRun();
    int id = OtfKeywords.RECORDS.lookup(b, p, kwEnd);
    if (id < 0) {
      return -1;
    }
    p = kwEnd;
    value(OtfKeywords.FIRST);
    fields();
    return id;
  }

  /**
   * Points at the line's buffer and position supplier, storing them only when they change: this
   * object lives long, and every reference stored into an old object costs the garbage
   * collector's write barrier, with a memory fence, on each of the hundreds of millions of lines.
   */
  private void setLine(byte[] bytes, Supplier<SourcePosition> position) {
    if (b != bytes) {
      b = bytes;
    }
    if (where != position) {
      where = position;
    }
  }

  /** True when the line had content after its known fields (tolerated, spec §5.8). */
  boolean skippedContent() {
    return skippedContent;
  }

  boolean has(int field) {
    return (present & (1L << field)) != 0;
  }

  boolean hasNumber(int field) {
    return (numbers & (1L << field)) != 0;
  }

  boolean hasString(int field) {
    return (strings & (1L << field)) != 0;
  }

  /** The number of a field, or {@code dflt} when it has none. */
  long number(int field, long dflt) {
    return hasNumber(field) ? num[field] : dflt;
  }

  /** A 32-bit token (or other 32-bit field), checked. */
  long token(int field, String what) throws TraceInputException {
    if (!hasNumber(field)) {
      throw new TraceInputException(where.get(), "missing " + what);
    }
    long v = num[field];
    if (v > 0xffff_ffffL) {
      throw new TraceInputException(where.get(), what + " 0x" + Long.toHexString(v) + " does not fit in 32 bits");
    }
    return v;
  }

  long tokenOr(int field, String what, long dflt) throws TraceInputException {
    return hasNumber(field) ? token(field, what) : dflt;
  }

  /** A copy of a string field's raw bytes, or {@code null}. */
  byte[] stringBytes(int field) {
    if (!hasString(field)) {
      return null;
    }
    return Arrays.copyOfRange(b, strStart[field], strEnd[field]);
  }

  private void fields() throws TraceInputException {
    while (true) {
      skipBlanks();
      if (p >= end) {
        return;
      }
      int kwEnd = upperRun();
      if (kwEnd == p) {
        skippedContent = true;
        return;
      }
      int id = OtfKeywords.FIELDS.lookup(b, p, kwEnd);
      if (id < 0) {
        // An empty list glued to the next keyword ("MNM" = "M" + "NM", spec §5.6).
        int first = OtfKeywords.FIELDS.lookup(b, p, p + 1);
        int rest = OtfKeywords.FIELDS.lookup(b, p + 1, kwEnd);
        if (first < 0 || rest < 0) {
          skippedContent = true;
          return;
        }
        present |= 1L << first;
        id = rest;
      }
      p = kwEnd;
      value(id);
    }
  }

  /** Reads the value after a keyword, if any: a string, a number or a comma list. */
  private void value(int field) throws TraceInputException {
    skipBlanks();
    if (p >= end) {
      present |= 1L << field;
      return;
    }
    byte c = b[p];
    if (c == '"') {
      int close = p + 1;
      while (close < end && b[close] != '"') {
        close++;
      }
      if (close >= end) {
        throw new TraceInputException(where.get(), "string without closing quote at column " + (p + 1));
      }
      strStart[field] = p + 1;
      strEnd[field] = close;
      strings |= 1L << field;
      present |= 1L << field;
      p = close + 1;
    } else if (isHexDigit(c)) {
      num[field] = hex();
      present |= 1L << field;
      numbers |= 1L << field;
      // A comma list (process-group members, spec §5.6): the first element is the number; the
      // converter needs no list, so the rest is only skipped.
      while (p < end && (b[p] == ',' || isHexDigit(b[p]))) {
        p++;
      }
    } else {
      present |= 1L << field;
    }
  }

  /** Parses lower-case hex digits at {@code p}; at least one, at most 16. */
  long hex() throws TraceInputException {
    long v = 0;
    int start = p;
    while (p < end) {
      int d = digit(b[p]);
      if (d < 0) {
        break;
      }
      v = (v << 4) | d;
      p++;
    }
    if (p == start) {
      throw new TraceInputException(where.get(), "expected a hex number at column " + (start + 1));
    }
    if (p - start > MAX_HEX_DIGITS) {
      throw new TraceInputException(where.get(), "hex number with " + (p - start) + " digits (at most 16)");
    }
    return v;
  }

  /**
   * Parses a whole line that must be one hex number, optionally after a prefix character (time
   * records, {@code *} process records).
   */
  long wholeLineHex(byte[] bytes, int start, int stop, Supplier<SourcePosition> position, String what)
      throws TraceInputException {
    setLine(bytes, position);
    this.p = start;
    this.end = stop;
    long v = hex();
    skipBlanks();
    if (p != end) {
      throw new TraceInputException(where.get(), what + " record has extra content after its number");
    }
    return v;
  }

  private void skipBlanks() {
    while (p < end && (b[p] == ' ' || b[p] == '\t' || b[p] == '\r')) {
      p++;
    }
  }

  private int upperRun() {
    int i = p;
    while (i < end && ((b[i] >= 'A' && b[i] <= 'Z') || b[i] == '#')) {
      i++;
    }
    return i;
  }

  static boolean isHexDigit(byte c) {
    return DIGITS[c & 0xff] >= 0;
  }

  private static final byte[] DIGITS = new byte[256];

  static {
    java.util.Arrays.fill(DIGITS, (byte) -1);
    for (int c = '0'; c <= '9'; c++) {
      DIGITS[c] = (byte) (c - '0');
    }
    for (int c = 'a'; c <= 'f'; c++) {
      DIGITS[c] = (byte) (c - 'a' + 10);
    }
  }

  /** The value of a lower-case hex digit, or -1. */
  static int digit(byte c) {
    return DIGITS[c & 0xff];
  }
}
