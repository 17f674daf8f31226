package org.leapshot.slog2.convert.picl;

import java.util.List;
import org.leapshot.slog2.convert.SourcePosition;

/**
 * One PICL trace record (report §2.1): what (record and event type), when, where (processor and
 * process) and its data values, one string per scanned value. Character data ({@code %c}) is kept
 * whole in {@code text}.
 */
record PiclRecord(
    int recordType,
    int eventType,
    double time,
    int processor,
    int process,
    List<String> values,
    String text,
    SourcePosition position) {

  static final int MARK = -2;
  static final int ENTRY = -3;
  static final int EXIT = -4;
  static final int LABEL = -5;
  static final int DESCRIPTOR = -6;
  static final int MESSAGE = -7;

  /** Value {@code i} as an integer, or {@code null} when it is missing or not an integer. */
  Integer intValue(int i) {
    if (i >= values.size()) {
      return null;
    }
    try {
      return Integer.valueOf(values.get(i));
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The data as one line of text: the character data, or the values separated by blanks. */
  String dataText() {
    return text != null ? text : String.join(" ", values);
  }
}
