package org.leapshot.slog2.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed {@code slog2printserial} printout: header fields, categories, tree directory, line-ID
 * maps and drawables. Drawables become canonical keys (see {@link DrawableKey}) so that they can be
 * compared with what our reader decodes; numbers keep the printout's text, which Java's
 * {@code Double.toString} (boxes) and {@code Float.toString} (vertex times) produced.
 */
final class Printout {
  record CategoryLine(int index, String name, String topology, String color, int width, String format,
      String ratios, long count) {}

  record DirectoryLine(int depth, int xpos, String start, String end, String pointer) {}

  record LineMap(String title, List<String> labels, List<String> rows, List<String> methods) {}

  final Map<String, String> header = new LinkedHashMap<>();
  final List<CategoryLine> categories = new ArrayList<>();
  final List<DirectoryLine> directory = new ArrayList<>();
  final List<LineMap> lineMaps = new ArrayList<>();
  final List<String> drawables = new ArrayList<>();

  private static final Pattern HEADER_FIELD = Pattern.compile("^(\\w+)\\s*(?:=|is) (.*)$");
  private static final Pattern CATEGORY = Pattern.compile("^\\d+: Category\\[ index=(-?\\d+), name=(.*), topo=(\\w+), "
      + "color=\\((\\d+,\\d+,\\d+,\\d+,\\w+)\\), isUsed=\\w+, width=(-?\\d+), (?:info_fmt=< (.*) >, )?vis=\\w+, "
      + "search=\\w+, ratios=(\\S+), count=(-?\\d+) \\]$");
  private static final Pattern DIRECTORY = Pattern.compile(
      "^ID\\((\\d+),(\\d+)\\) -> DirVal\\[ TimeBBox\\(([^,]+),([^)]+)\\), (FBinfo\\(.*\\)) \\]$");
  private static final Pattern ROW = Pattern.compile("^\\d+, (-?\\d+): (.*)$");
  private static final Pattern PRIMITIVE = Pattern.compile("^Primitive\\[ infobox\\[ TimeBBox\\(([^,]+),([^)]+)\\) "
      + "Category=Category\\[ index=(-?\\d+), .*? count=-?\\d+ \\]: (.*)\\] ((?:\\([^,()]+, -?\\d+\\) )+)\\] bsize=(\\d+)$");
  private static final Pattern COMPOSITE_HEAD = Pattern.compile("^Composite\\[ infobox\\[ TimeBBox\\(([^,]+),([^)]+)\\) "
      + "Category=Category\\[ index=(-?\\d+), .*? count=-?\\d+ \\]: (.*)\\]$");
  private static final Pattern VERTEX = Pattern.compile("\\(([^,()]+), (-?\\d+)\\)");
  private static final String PRIMITIVE_START = "Primitive[ infobox[ ";

  static Printout read(Path file) throws IOException {
    Printout p = new Printout();
    String section = "";
    LineMap map = null;
    for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
      if (line.startsWith("\t ")) {
        section = line.trim();
        continue;
      }
      if (line.isEmpty()) {
        continue;
      }
      if (line.matches("^\\d+: (Primitive|Composite)\\[.*")) {
        p.drawables.add(drawable(line.substring(line.indexOf(": ") + 2)));
        section = "drawables";
      } else if (section.startsWith("SLOG-2 Header")) {
        Matcher m = match(HEADER_FIELD, line);
        p.header.put(m.group(1), m.group(2));
      } else if (section.startsWith("CategoryMap")) {
        Matcher m = match(CATEGORY, line);
        p.categories.add(new CategoryLine(Integer.parseInt(m.group(1)), m.group(2), m.group(3), m.group(4),
            Integer.parseInt(m.group(5)), m.group(6) == null ? "" : m.group(6), m.group(7), Long.parseLong(m.group(8))));
      } else if (section.startsWith("SLOG-2 Tree Directory")) {
        Matcher m = match(DIRECTORY, line);
        p.directory.add(new DirectoryLine(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3),
            m.group(4), m.group(5)));
      } else if (section.startsWith("LineIDMapList")) {
        if (line.startsWith("LineIDMap ")) {
          map = null;
        } else if (line.startsWith("Title: ")) {
          map = new LineMap(line.substring(7), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
          p.lineMaps.add(map);
        } else if (line.startsWith("Column Labels: LineID -> ")) {
          map.labels().addAll(List.of(line.substring(25).trim().split(" ")));
        } else if (line.startsWith("methods=< ") && line.endsWith(" >")) {
          map.methods().addAll(List.of(line.substring(10, line.length() - 2).split(" ")));
        } else {
          Matcher m = match(ROW, line);
          map.rows().add(m.group(1) + ":" + m.group(2).trim());
        }
      } else {
        throw new IllegalStateException("unexpected line in section '" + section + "': " + line);
      }
    }
    return p;
  }

  private static String drawable(String text) {
    if (text.startsWith(PRIMITIVE_START)) {
      return primitive(text);
    }
    int first = text.indexOf(" " + PRIMITIVE_START);
    Matcher head = match(COMPOSITE_HEAD, text.substring(0, first));
    String rest = text.substring(first + 1);
    if (!rest.endsWith(" ]")) {
      throw new IllegalStateException("composite does not end in ' ]': " + text);
    }
    rest = rest.substring(0, rest.length() - 2);
    List<String> parts = new ArrayList<>();
    for (String chunk : rest.split(" (?=Primitive\\[ infobox\\[ )")) {
      parts.add(primitive(chunk));
    }
    return DrawableKey.composite(Integer.parseInt(head.group(3)), head.group(1), head.group(2), head.group(4), parts);
  }

  private static String primitive(String text) {
    Matcher m = match(PRIMITIVE, text);
    List<String> vertices = new ArrayList<>();
    Matcher v = VERTEX.matcher(m.group(5));
    while (v.find()) {
      vertices.add(v.group(1) + "@" + v.group(2));
    }
    return DrawableKey.primitive(Integer.parseInt(m.group(3)), m.group(1), m.group(2), m.group(4), vertices,
        Integer.parseInt(m.group(6)));
  }

  private static Matcher match(Pattern p, String line) {
    Matcher m = p.matcher(line);
    if (!m.matches()) {
      throw new IllegalStateException("printout line does not match " + p + ": " + line);
    }
    return m;
  }
}
