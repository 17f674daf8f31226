package org.leapshot.slog2.convert.clog2;

import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.model.Rgba;

/**
 * The X11 colour names that MPE writes into STATEDEF/EVENTDEF records, looked up as the reference's
 * {@code ColorNameMap} does (clog2-format.md §B.3): exactly and case-sensitively, in the table the
 * reference jar ships ({@code jumpshot.colors}), held here as {@link ColorTable#TEXT}.
 *
 * <p>The table is parsed lazily, only as far as the names asked for: a CLOG2 file names a handful
 * of colours, mostly from the first third of the 746 names, and every conversion starts here. An
 * absent name parses the rest once.
 */
final class ColorNames {
  private static final ColorNames TABLE = new ColorNames(ColorTable.TEXT);

  /** Lines of {@code name TAB rrggbb LF}. */
  private final String text;
  /** The names of the lines before {@link #cursor}, each with its colour. */
  private final Map<String, Rgba> parsed = new HashMap<>();
  private int cursor;

  /** A table in {@link ColorTable#TEXT}'s form. */
  ColorNames(String text) {
    this.text = text;
  }

  /** The opaque colour of a name, or {@code null} when the table does not have it. */
  static Rgba lookup(String name) {
    return TABLE.find(name);
  }

  /** Strips an MPE bitmap suffix ({@code "gray:2x2"} names colour {@code gray}). */
  static String colorPart(String mpeColor) {
    int colon = mpeColor.indexOf(':');
    return colon < 0 ? mpeColor : mpeColor.substring(0, colon);
  }

  /** {@link #lookup} in this table; several converters may ask at once. */
  synchronized Rgba find(String name) {
    Rgba rgba = parsed.get(name);
    while (rgba == null && cursor < text.length()) {
      int tab = text.indexOf('\t', cursor);
      String lineName = text.substring(cursor, tab);
      int rgb = Integer.parseInt(text, tab + 1, tab + 7, 16);
      cursor = tab + 8;
      Rgba color = new Rgba(rgb >>> 16, (rgb >>> 8) & 0xff, rgb & 0xff, 255);
      parsed.putIfAbsent(lineName, color);
      if (lineName.equals(name)) {
        rgba = color;
      }
    }
    return rgba;
  }
}
