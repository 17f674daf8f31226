package org.leapshot.slog2.convert.clog2;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Rgba;

/**
 * The X11 colour names that MPE writes into STATEDEF/EVENTDEF records, looked up as the reference's
 * {@code ColorNameMap} does (clog2-format.md §B.3): exactly and case-sensitively, in the table the
 * reference jar ships ({@code jumpshot.colors}, here the resource {@code jumpshot-colors.txt}).
 */
final class ColorNames {
  private static final String RESOURCE = "jumpshot-colors.txt";
  private static final Map<String, Rgba> TABLE = load();

  private ColorNames() {}

  /** The opaque colour of a name, or {@code null} when the table does not have it. */
  static Rgba lookup(String name) {
    return TABLE.get(name);
  }

  /** Strips an MPE bitmap suffix ({@code "gray:2x2"} names colour {@code gray}). */
  static String colorPart(String mpeColor) {
    int colon = mpeColor.indexOf(':');
    return colon < 0 ? mpeColor : mpeColor.substring(0, colon);
  }

  private static Map<String, Rgba> load() {
    Map<String, Rgba> table = new HashMap<>();
    try (InputStream in = ColorNames.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the class path");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        List<String> fields = fields(line);
        if (fields.size() < 4) {
          continue;
        }
        // A name may contain spaces ("navy blue"): it is every field after the three numbers.
        String name = String.join(" ", fields.subList(3, fields.size()));
        table.putIfAbsent(name, new Rgba(Integer.parseInt(fields.get(0)), Integer.parseInt(fields.get(1)),
            Integer.parseInt(fields.get(2)), 255));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + RESOURCE, e);
    }
    return Map.copyOf(table);
  }

  /**
   * The fields of {@code line} between runs of white space, as {@code line.trim().split("\\s+")}
   * gives them for a line that is not blank, without a regular expression: in the interpreter, the
   * regular expression over the 746 lines was a fifth of a small CLOG2 conversion's time.
   */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    int n = line.length();
    for (int i = 0; i < n; ) {
      while (i < n && isSpace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !isSpace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        fields.add(line.substring(start, i));
      }
    }
    return fields;
  }

  /** Regular expressions' {@code \\s}. */
  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }
}
