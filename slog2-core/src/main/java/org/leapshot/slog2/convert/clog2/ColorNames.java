package org.leapshot.slog2.convert.clog2;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.model.Rgba;

/**
 * The X11 colour names that MPE writes into STATEDEF/EVENTDEF records, looked up as the reference's
 * {@code ColorNameMap} does (clog2-format.md §B.3): exactly and case-sensitively, in the table the
 * reference jar ships ({@code jumpshot.colors}, here the resource {@code jumpshot-colors.txt}).
 *
 * <p>A line of the table is three numbers (red, green, blue) and a name, which is every field after
 * them joined by one space ({@code "navy blue"}); the first line of a name wins. The table is parsed
 * lazily, only as far as the names asked for: a CLOG2 file names a handful of colours, mostly among
 * the first third of the 746 lines, and parsing all of them at start was about 15 ms of a small
 * conversion's CPU (in the interpreter). An absent name parses the rest once.
 */
final class ColorNames {
  private static final String RESOURCE = "jumpshot-colors.txt";
  private static final ColorNames TABLE = new ColorNames(readResource());

  private final byte[] table;
  /** The names of the lines before {@link #cursor}, each with its first line's colour. */
  private final Map<String, Rgba> parsed = new HashMap<>();
  private int cursor;
  private byte[] scratch = new byte[32];

  /** A table in the resource's format, in US-ASCII. */
  ColorNames(byte[] table) {
    this.table = table;
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
    while (rgba == null && cursor < table.length) {
      if (name.equals(parseLine())) {
        rgba = parsed.get(name);
      }
    }
    return rgba;
  }

  /**
   * Parses the line at the cursor and moves past it, as {@code readLine} and
   * {@code trim().split("\\s+")} would cut it.
   *
   * @return the line's name, or null for a line of fewer than four fields
   */
  private String parseLine() {
    int end = cursor;
    while (end < table.length && table[end] != '\n' && table[end] != '\r') {
      end++;
    }
    int at = cursor;
    cursor = end + 1;
    int[] bounds = new int[6]; // start and end of each number's field
    for (int i = 0; i < 6; i += 2) {
      bounds[i] = skipSpace(at, end);
      at = bounds[i + 1] = skipField(bounds[i], end);
    }
    String name = name(skipSpace(at, end), end);
    if (name != null) {
      parsed.putIfAbsent(name, new Rgba(number(bounds[0], bounds[1]), number(bounds[2], bounds[3]),
          number(bounds[4], bounds[5]), 255));
    }
    return name;
  }

  /** The fields from {@code at} to {@code end} joined by one space, or null when there are none. */
  private String name(int at, int end) {
    if (scratch.length < end - at) {
      scratch = new byte[end - at];
    }
    int length = 0;
    while (at < end) {
      int start = at;
      at = skipField(at, end);
      if (length > 0) {
        scratch[length++] = ' ';
      }
      System.arraycopy(table, start, scratch, length, at - start);
      length += at - start;
      at = skipSpace(at, end);
    }
    return length == 0 ? null : new String(scratch, 0, length, StandardCharsets.US_ASCII);
  }

  private int number(int start, int end) {
    int value = 0;
    for (int i = start; i < end; i++) {
      int digit = table[i] - '0';
      if (digit < 0 || digit > 9 || value > 255) {
        throw new IllegalStateException("resource " + RESOURCE + ": not a colour channel: "
            + new String(table, start, end - start, StandardCharsets.US_ASCII));
      }
      value = value * 10 + digit;
    }
    return value;
  }

  private int skipSpace(int at, int end) {
    while (at < end && isSpace(table[at])) {
      at++;
    }
    return at;
  }

  private int skipField(int at, int end) {
    while (at < end && !isSpace(table[at])) {
      at++;
    }
    return at;
  }

  /** Regular expressions' {@code \\s}. */
  private static boolean isSpace(byte c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  private static byte[] readResource() {
    try (InputStream in = ColorNames.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the class path");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + RESOURCE, e);
    }
  }
}
