package org.leapshot.slog2.convert.picl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * Splits one line into a {@link PiclRecord} (report §2.1–2.2): six leading fields, then, when there
 * are data fields, a data descriptor (a quoted {@code scanf} control string or an integer alias)
 * and the data, whose values must match the descriptor.
 *
 * <p>Aliases 0–5 are predefined (Table 2); event data descriptor records (-6) define more. Their
 * scope fields are not honoured: an alias, once defined, holds for the rest of the file, because
 * every PICL producer we know defines each alias once.
 */
final class PiclRecordParser {
  private static final int FIXED_FIELDS = 6;

  private final String file;
  private final Map<Integer, String> descriptors = new HashMap<>(Map.of(
      0, "%c", 1, "%s", 2, "%d", 3, "%ld", 4, "%f", 5, "%lf"));

  PiclRecordParser(String file) {
    this.file = file;
  }

  /** The record on {@code line}, or {@code null} for a blank line. */
  PiclRecord parse(String line, long lineNumber) throws TraceInputException {
    SourcePosition at = SourcePosition.line(file, lineNumber);
    List<int[]> spans = tokenize(line, at);
    if (spans.isEmpty()) {
      return null;
    }
    if (spans.size() < FIXED_FIELDS) {
      throw new TraceInputException(at, "a PICL record needs record type, event type, timestamp, processor, process"
          + " and number of data fields; found " + spans.size() + " fields");
    }
    int recordType = integer(line, spans.get(0), "record type", at);
    int eventType = integer(line, spans.get(1), "event type", at);
    double time = timestamp(token(line, spans.get(2)), at);
    int processor = integer(line, spans.get(3), "processor id", at);
    int process = integer(line, spans.get(4), "process id", at);
    int fields = integer(line, spans.get(5), "number of data fields", at);
    if (fields < 0) {
      throw new TraceInputException(at, "number of data fields is negative: " + fields);
    }
    List<String> values = new ArrayList<>();
    String text = null;
    if (fields == 0) {
      if (spans.size() > FIXED_FIELDS) {
        throw new TraceInputException(at, "record has 0 data fields but " + (spans.size() - FIXED_FIELDS) + " more values");
      }
    } else {
      if (spans.size() == FIXED_FIELDS) {
        throw new TraceInputException(at, "record has " + fields + " data fields but no data descriptor");
      }
      String control = control(token(line, spans.get(FIXED_FIELDS)), at);
      String conversions = conversions(control);
      if (conversions.isEmpty() || conversions.indexOf('c') >= 0) {
        // Character data: the rest of the line, blanks included.
        text = spans.size() > FIXED_FIELDS + 1 ? unquote(line.substring(spans.get(FIXED_FIELDS + 1)[0]).strip()) : "";
      } else {
        long needed = (long) fields * conversions.length();
        int found = spans.size() - FIXED_FIELDS - 1;
        if (needed != found) {
          throw new TraceInputException(at, fields + " data fields of \"" + control + "\" need " + needed
              + " values, found " + found);
        }
        for (int i = 0; i < found; i++) {
          String v = token(line, spans.get(FIXED_FIELDS + 1 + i));
          checkValue(v, conversions.charAt(i % conversions.length()), at);
          values.add(v);
        }
      }
    }
    PiclRecord record = new PiclRecord(recordType, eventType, time, processor, process, values, text, at);
    if (recordType == PiclRecord.DESCRIPTOR) {
      define(record);
    }
    return record;
  }

  private void define(PiclRecord record) throws TraceInputException {
    Integer alias = record.intValue(0);
    if (alias == null || record.values().size() < 2) {
      throw new TraceInputException(record.position(), "a data descriptor record needs an integer and a control string");
    }
    descriptors.put(alias, unquote(record.values().get(1)));
  }

  private String control(String descriptor, SourcePosition at) throws TraceInputException {
    if (descriptor.startsWith("\"")) {
      return unquote(descriptor);
    }
    try {
      String control = descriptors.get(Integer.valueOf(descriptor));
      if (control != null) {
        return control;
      }
    } catch (NumberFormatException e) {
      throw new TraceInputException(at, "data descriptor is neither a quoted control string nor an integer: " + descriptor);
    }
    throw new TraceInputException(at, "data descriptor " + descriptor + " is not defined");
  }

  /** The conversion letters of a scanf control string, e.g. {@code "%d%lf"} gives "df". */
  static String conversions(String control) {
    StringBuilder letters = new StringBuilder();
    for (int i = 0; i < control.length(); i++) {
      if (control.charAt(i) != '%') {
        continue;
      }
      int j = i + 1;
      if (j < control.length() && control.charAt(j) == '%') {
        i = j;
        continue;
      }
      while (j < control.length() && "0123456789lhL*".indexOf(control.charAt(j)) >= 0) {
        j++;
      }
      if (j < control.length()) {
        letters.append(control.charAt(j));
      }
      i = j;
    }
    return letters.toString();
  }

  private static void checkValue(String v, char conversion, SourcePosition at) throws TraceInputException {
    try {
      switch (conversion) {
        case 'd', 'i', 'u', 'x', 'o' -> Long.parseLong(v);
        case 'f', 'e', 'g', 'E', 'G' -> Double.parseDouble(v);
        default -> { }
      }
    } catch (NumberFormatException e) {
      throw new TraceInputException(at, "data value '" + v + "' does not match %" + conversion);
    }
  }

  private static int integer(String line, int[] span, String field, SourcePosition at) throws TraceInputException {
    String s = token(line, span);
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new TraceInputException(at, field + " is not an integer: " + s);
    }
  }

  private static double timestamp(String s, SourcePosition at) throws TraceInputException {
    double t;
    try {
      t = Double.parseDouble(s);
    } catch (NumberFormatException e) {
      throw new TraceInputException(at, "timestamp is not a number: " + s);
    }
    if (!Double.isFinite(t)) {
      throw new TraceInputException(at, "timestamp is not finite: " + s);
    }
    return t;
  }

  private static String token(String line, int[] span) {
    return line.substring(span[0], span[1]);
  }

  private static String unquote(String s) {
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }

  /** Start and end offsets of the blank-separated tokens; a double-quoted string is one token. */
  private static List<int[]> tokenize(String line, SourcePosition at) throws TraceInputException {
    List<int[]> spans = new ArrayList<>();
    int i = 0;
    int n = line.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i >= n) {
        break;
      }
      int start = i;
      if (line.charAt(i) == '"') {
        int close = line.indexOf('"', i + 1);
        if (close < 0) {
          throw new TraceInputException(at, "unterminated quoted string at column " + (i + 1));
        }
        i = close + 1;
      } else {
        while (i < n && !Character.isWhitespace(line.charAt(i))) {
          i++;
        }
      }
      spans.add(new int[] {start, i});
    }
    return spans;
  }
}
