package org.leapshot.slog2.convert.paraver;

/**
 * The fields of a plain state, event or communication record, read in one pass that also finds
 * the line's end: {@code 1:}, {@code 2:} or {@code 3:} and then 1 to 18 decimal digits per field,
 * separated by {@code :}, up to an LF. Nearly every line of a real trace is plain; any other line
 * (a comment, a communicator, a negative time, {@code \r}, an empty or overlong field, more than
 * {@link #MAX_FIELDS} fields) is left to {@link ParaverRecordCursor}, which knows what to say
 * about it.
 *
 * <p>One loop over the bytes: under the quick compiler a call per field, and a separate search
 * for the line's end, had cost more than the digits themselves.
 */
final class PlainRecord {
  /** An event record's fields with {@link ParaverEventText#MAX_PAIRS} pairs. */
  static final int MAX_FIELDS = 5 + 2 * ParaverEventText.MAX_PAIRS;
  private static final int MAX_DIGITS = 18;

  private final long[] values = new long[MAX_FIELDS];
  private final int[] ends = new int[MAX_FIELDS];
  private int count;
  private int kind;

  /**
   * Reads the record at {@code b[from]}: returns the index of its LF, or -1 when the line is not
   * plain. {@code b} must hold an LF at or after {@code from} (the reader keeps one after its data),
   * so that the byte after a digit is always there.
   */
  int scan(byte[] b, int from) {
    int k = b[from];
    if (k < '1' || k > '3' || b[from + 1] != ':') {
      return -1;
    }
    int i = from + 2;
    int field = i;
    int n = 0;
    long v = 0;
    while (true) {
      int d = b[i] - '0';
      if (d >= 0 && d <= 9) {
        // two digits a turn when they come in twos: the quick compiler unrolls no loop itself
        int e = b[i + 1] - '0';
        if (e >= 0 && e <= 9) {
          v = v * 100 + d * 10 + e;
          i += 2;
          continue;
        }
        v = v * 10 + d;
        i++;
        d = e;
      }
      if (i == field || i - field > MAX_DIGITS || n == MAX_FIELDS) {
        return -1;
      }
      values[n] = v;
      ends[n++] = i;
      if (d == ':' - '0') {
        v = 0;
        field = ++i;
      } else if (d == '\n' - '0') {
        count = n;
        kind = k;
        return i;
      } else {
        return -1;
      }
    }
  }

  /** The record's type: {@code '1'}, {@code '2'} or {@code '3'}. */
  int kind() {
    return kind;
  }

  /** Fields after the type. */
  int count() {
    return count;
  }

  /** Field {@code i} (0 = the first after the type). */
  long value(int i) {
    return values[i];
  }

  /** Where field {@code i}'s digits end in the line's buffer (they start after the previous field's end). */
  int end(int i) {
    return ends[i];
  }
}
