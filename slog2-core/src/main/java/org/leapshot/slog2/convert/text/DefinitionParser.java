package org.leapshot.slog2.convert.text;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * Parses the two definition records, each after its {@code Category[} or {@code YCoordMap[}
 * prefix has been consumed:
 *
 * <pre>
 * Category[ index=0 name=message topo=Arrow color=(255,255,255,255,true) width=3 &lt;msg_tag=%d&gt; { 1 } ]
 * YCoordMap[ Nrows=2 Ncolumns=3 Nmethods=1 title=T colnames=&lt; a b &gt; ( 0 0 0 ) ( 1 0 1 ) { 1 } ]
 * </pre>
 *
 * The label is the exact text between {@code <} and the last {@code >}, blanks included, as the
 * reference keeps it. The colour's modifiable flag is ignored: the reference converters always
 * store true.
 */
final class DefinitionParser {
  private DefinitionParser() {}

  static Category category(TextCursor c) throws TraceInputException {
    c.expect("index=");
    int index = c.parseInt("category index");
    c.expect("name=");
    int nameEnd = c.indexOf(" topo=");
    if (nameEnd < 0) {
      throw c.error("Category has no 'topo=' after its name");
    }
    String name = storable(c, "category name", c.text(c.pos(), nameEnd).trim());
    c.seek(nameEnd);
    c.expect("topo=");
    String topoName = c.word();
    Topology topology = Topology.ofName(topoName);
    if (topology == null) {
      throw c.error("unknown topology '" + topoName + "' (expected Arrow, Event or State)");
    }
    c.expect("color=(");
    int[] rgba = new int[4];
    for (int i = 0; i < 4; i++) {
      rgba[i] = c.parseInt("colour component");
      if (rgba[i] < 0 || rgba[i] > 255) {
        throw c.error("colour component " + rgba[i] + " is not in 0..255");
      }
      c.expect(",");
    }
    c.word();
    c.expect(")");
    c.expect("width=");
    int width = c.parseInt("width");
    if (width < Byte.MIN_VALUE || width > 255) {
      throw c.error("width " + width + " does not fit in a byte");
    }
    InfoLabel label = InfoLabel.NONE;
    if (c.peek() == '<') {
      c.seek(c.pos() + 1);
      int close = c.lastIndexOf('>');
      if (close < 0) {
        throw c.error("label '<' is not closed by '>'");
      }
      try {
        label = InfoLabel.parse(storable(c, "label", c.text(c.pos(), close)));
      } catch (IllegalArgumentException e) {
        throw c.error("bad label: " + e.getMessage());
      }
      c.seek(close + 1);
    }
    List<Integer> methods = c.peek() == '{' ? methods(c) : List.of();
    c.expect("]");
    return new Category(index, name, topology, new Rgba(rgba[0], rgba[1], rgba[2], rgba[3]), true, width, label,
        methods, CategorySummary.ZERO, true, true);
  }

  static LineIdMap yCoordMap(TextCursor c) throws TraceInputException {
    c.expect("Nrows=");
    int rows = c.parseInt("Nrows");
    c.expect("Ncolumns=");
    int columns = c.parseInt("Ncolumns");
    c.expect("Nmethods=");
    int methodCount = c.parseInt("Nmethods");
    if (rows < 0 || columns < 1 || methodCount < 0) {
      throw c.error("YCoordMap needs Nrows >= 0, Ncolumns >= 1 and Nmethods >= 0, got " + rows + ", " + columns
          + ", " + methodCount);
    }
    // Each value takes at least two characters: refuse counts the line cannot hold before allocating.
    if ((long) rows * (columns + 1) * 2 > c.end() - c.pos()) {
      throw c.error("YCoordMap announces " + rows + " rows of " + columns + " values, more than the line holds");
    }
    c.expect("title=");
    int titleEnd = c.indexOf(" colnames=");
    if (titleEnd < 0) {
      throw c.error("YCoordMap has no 'colnames=' after its title");
    }
    String title = storable(c, "YCoordMap title", c.text(c.pos(), titleEnd).trim());
    c.seek(titleEnd);
    c.expect("colnames=<");
    int close = c.indexOf('>');
    if (close < 0) {
      throw c.error("colnames '<' is not closed by '>'");
    }
    List<String> names = new ArrayList<>();
    for (String n : c.text(c.pos(), close).trim().split("[ \t]+")) {
      if (!n.isEmpty()) {
        names.add(storable(c, "column name", n));
      }
    }
    c.seek(close + 1);
    if (names.size() != columns - 1) {
      throw c.error("YCoordMap has " + names.size() + " column names, Ncolumns=" + columns + " needs " + (columns - 1));
    }
    Map<Integer, int[]> byLineId = new TreeMap<>();
    for (int r = 0; r < rows; r++) {
      c.expect("(");
      int lineId = c.parseInt("lineID of row " + (r + 1));
      int[] values = new int[columns - 1];
      for (int k = 0; k < values.length; k++) {
        values[k] = c.parseInt("value of row " + (r + 1));
      }
      c.expect(")");
      byLineId.put(lineId, values); // a repeated lineID keeps the later row, like the reference
    }
    List<Integer> methods = c.peek() == '{' ? methods(c) : List.of();
    if (methods.size() != methodCount) {
      throw c.error("YCoordMap announces Nmethods=" + methodCount + " but lists " + methods.size());
    }
    c.expect("]");
    int[] lineIds = new int[byLineId.size()];
    int[][] values = new int[byLineId.size()][];
    int i = 0;
    for (Map.Entry<Integer, int[]> e : byLineId.entrySet()) {
      lineIds[i] = e.getKey();
      values[i++] = e.getValue();
    }
    return new LineIdMap(title, names, lineIds, values, methods);
  }

  /** SLOG-2 stores strings with a short byte count: refuse longer ones here, with the line. */
  private static String storable(TextCursor c, String what, String s) throws TraceInputException {
    int bytes = s.getBytes(StandardCharsets.UTF_8).length;
    if (bytes > Short.MAX_VALUE) {
      throw c.error(what + " of " + bytes + " bytes is longer than SLOG-2's limit of " + Short.MAX_VALUE);
    }
    return s;
  }

  private static List<Integer> methods(TextCursor c) throws TraceInputException {
    c.expect("{");
    List<Integer> ids = new ArrayList<>();
    while (c.peek() != '}') {
      if (c.atEnd()) {
        throw c.error("method list '{' is not closed by '}'");
      }
      ids.add(c.parseInt("method ID"));
    }
    c.expect("}");
    if (ids.size() > Short.MAX_VALUE) {
      throw c.error(ids.size() + " method IDs exceed SLOG-2's limit of " + Short.MAX_VALUE);
    }
    return ids;
  }
}
