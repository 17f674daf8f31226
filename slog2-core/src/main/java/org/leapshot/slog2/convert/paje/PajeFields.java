package org.leapshot.slog2.convert.paje;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a Paje line into fields: separated by blanks or tabs; a field may be in double quotes (the
 * format's rule for strings with blanks or empty strings) or, as GTG writes them, in single quotes.
 * The quotes are removed.
 */
final class PajeFields {
  private PajeFields() {}

  /** The fields of {@code line}, or null when a quote is not closed. */
  static List<String> split(String line) {
    List<String> fields = new ArrayList<>();
    int n = line.length();
    int i = 0;
    while (true) {
      while (i < n && isBlank(line.charAt(i))) {
        i++;
      }
      if (i >= n) {
        return fields;
      }
      char c = line.charAt(i);
      if (c == '"' || c == '\'') {
        int close = line.indexOf(c, i + 1);
        if (close < 0) {
          return null;
        }
        fields.add(line.substring(i + 1, close));
        i = close + 1;
      } else {
        int from = i;
        while (i < n && !isBlank(line.charAt(i))) {
          i++;
        }
        fields.add(line.substring(from, i));
      }
    }
  }

  static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
  }
}
