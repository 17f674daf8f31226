package org.leapshot.slog2.convert.clog2;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
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
        String[] fields = line.trim().split("\\s+");
        if (fields.length < 4) {
          continue;
        }
        // A name may contain spaces ("navy blue"): it is every field after the three numbers.
        String name = String.join(" ", java.util.Arrays.copyOfRange(fields, 3, fields.length));
        table.putIfAbsent(name, new Rgba(Integer.parseInt(fields[0]), Integer.parseInt(fields[1]),
            Integer.parseInt(fields[2]), 255));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + RESOURCE, e);
    }
    return Map.copyOf(table);
  }
}
