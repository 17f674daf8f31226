package org.leapshot.slog2.convert.clog2;

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
 * The parts of a reference {@code slog2printserial} printout that a CLOG2 conversion determines:
 * categories, line-ID maps and drawables, each as the printed text so that comparisons are exact.
 */
record Slog2Printout(Map<Integer, PrintedCategory> categories, List<PrintedMap> maps, List<PrintedDrawable> drawables) {

  /** {@code info_fmt} is null when the category has no label. */
  record PrintedCategory(int index, String name, String topology, int r, int g, int b, int a, int width, String infoFmt) {}

  record PrintedMap(String title, List<String> columns, List<int[]> rows) {}

  /** A drawable as printed: box ends as Double.toString, vertices as "(time, line)" text, info text. */
  record PrintedDrawable(int category, String boxStart, String boxEnd, String vertices, String info) {}

  private static final Pattern CATEGORY = Pattern.compile("^\\d+: Category\\[ index=(-?\\d+), name=(.*?), topo=(\\w+), "
      + "color=\\((\\d+),(\\d+),(\\d+),(\\d+),(?:true|false)\\), isUsed=\\w+, width=(-?\\d+), (?:info_fmt=< (.*) >, )?vis=");
  private static final Pattern ROW = Pattern.compile("^\\d+, (-?\\d+): ((?: -?\\d+)+) ?$");
  private static final Pattern DRAWABLE = Pattern.compile(
      "^\\d+: Primitive\\[ infobox\\[ TimeBBox\\(([^,]+),([^)]+)\\) Category=Category\\[ index=(-?\\d+), (.*)\\]"
          + "((?: \\([^()]*, -?\\d+\\))+) \\] bsize=\\d+$", Pattern.DOTALL);
  private static final Pattern INFO_START = Pattern.compile("count=\\d+ \\]: ");

  static Slog2Printout read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
    Map<Integer, PrintedCategory> categories = new LinkedHashMap<>();
    List<PrintedMap> maps = new ArrayList<>();
    List<String> drawableTexts = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      Matcher c = CATEGORY.matcher(line);
      if (c.find()) {
        int index = Integer.parseInt(c.group(1));
        categories.put(index, new PrintedCategory(index, c.group(2), c.group(3), Integer.parseInt(c.group(4)),
            Integer.parseInt(c.group(5)), Integer.parseInt(c.group(6)), Integer.parseInt(c.group(7)),
            Integer.parseInt(c.group(8)), c.group(9)));
      } else if (line.startsWith("Title: ")) {
        String title = line.substring(7);
        String labels = lines.get(++i).substring("Column Labels: LineID -> ".length()).trim();
        List<int[]> rows = new ArrayList<>();
        while (i + 1 < lines.size()) {
          Matcher m = ROW.matcher(lines.get(i + 1));
          if (!m.matches()) {
            break;
          }
          i++;
          String[] values = m.group(2).trim().split(" ");
          int[] row = new int[values.length + 1];
          row[0] = Integer.parseInt(m.group(1));
          for (int v = 0; v < values.length; v++) {
            row[v + 1] = Integer.parseInt(values[v]);
          }
          rows.add(row);
        }
        maps.add(new PrintedMap(title, List.of(labels.split(" ")), rows));
      } else if (line.matches("^\\d+: Primitive\\[.*")) {
        drawableTexts.add(line);
      } else if (!drawableTexts.isEmpty() && !line.isEmpty()) {
        // An info text with a line break continues the previous drawable.
        int last = drawableTexts.size() - 1;
        drawableTexts.set(last, drawableTexts.get(last) + "\n" + line);
      }
    }
    List<PrintedDrawable> drawables = new ArrayList<>();
    for (String text : drawableTexts) {
      drawables.add(parseDrawable(text));
    }
    return new Slog2Printout(categories, maps, drawables);
  }

  private static PrintedDrawable parseDrawable(String text) {
    Matcher m = DRAWABLE.matcher(text);
    if (!m.matches()) {
      throw new IllegalArgumentException("unexpected drawable line: " + text);
    }
    String rest = m.group(4);
    Matcher info = INFO_START.matcher(rest);
    if (!info.find()) {
      throw new IllegalArgumentException("no info text in: " + text);
    }
    return new PrintedDrawable(Integer.parseInt(m.group(3)), m.group(1), m.group(2), m.group(5).trim(),
        rest.substring(info.end()));
  }
}
