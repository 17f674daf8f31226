package org.leapshot.app.cli.print;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.model.Topology;

/**
 * {@code info}: a file's summary without reading any tree node — version, time range, tree depth
 * and node count (from the directory), drawables by topology and by category (from the category
 * summaries, which count real primitives; preview categories are left out), and the line-ID maps
 * with their row counts. As text, or as one JSON object.
 */
public final class InfoPrinter {
  private final Slog2Reader reader;
  private final Header header;
  private final TimeBox range;
  private final Map<Topology, Long> byTopology = new EnumMap<>(Topology.class);
  private long drawables;
  private int leaves;

  private InfoPrinter(Slog2Reader reader) throws IOException {
    this.reader = reader;
    this.header = reader.header();
    this.range = FileFacts.timeRange(reader);
    for (Topology t : Topology.values()) {
      byTopology.put(t, 0L);
    }
    for (Category c : reader.categories().values()) {
      if (!c.isPreview()) {
        byTopology.merge(c.topology(), c.summary().count(), Long::sum);
        drawables += c.summary().count();
      }
    }
    for (DirectoryEntry e : reader.directory().entries()) {
      leaves += e.id().depth() == 0 ? 1 : 0;
    }
  }

  public static void printText(Slog2Reader reader, PrintWriter out) throws IOException {
    new InfoPrinter(reader).text(out);
    out.flush();
  }

  public static void printJson(Slog2Reader reader, PrintWriter out) throws IOException {
    JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
    try (JsonGenerator g = factory.createGenerator(out)) {
      new InfoPrinter(reader).json(g);
    }
    out.println();
    out.flush();
  }

  private void text(PrintWriter out) {
    out.println("file:        " + reader.path().getFileName() + " (" + reader.fileSize() + " bytes)");
    out.println("version:     " + header.version());
    out.println("time range:  " + range.earliest() + " to " + range.latest() + " (" + range.duration() + " s)");
    out.println("tree:        depth " + header.maxTreeDepth() + ", " + reader.directory().size() + " nodes, " + leaves
        + " leaves, " + header.childrenPerNode() + " children per node, leaf size " + header.leafByteSize() + " bytes");
    out.println("drawables:   " + drawables + " (State " + byTopology.get(Topology.STATE) + ", Arrow "
        + byTopology.get(Topology.ARROW) + ", Event " + byTopology.get(Topology.EVENT) + "; from the category summaries)");
    out.println("categories:  " + reader.categories().size());
    for (Category c : reader.categories().values()) {
      if (!c.isPreview()) {
        out.printf("  %6d  %-6s %10d  %s%n", c.index(), c.topology().displayName(), c.summary().count(), c.name());
      }
    }
    out.println("line-ID maps: " + reader.lineIdMaps().size());
    for (LineIdMap m : reader.lineIdMaps()) {
      out.println("  " + m.title() + ": " + m.rowCount() + " rows, columns " + String.join(", ", m.columnLabels()));
    }
  }

  private void json(JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeStringField("file", String.valueOf(reader.path().getFileName()));
    g.writeNumberField("fileBytes", reader.fileSize());
    g.writeStringField("version", header.version());
    number(g, "start", range.earliest());
    number(g, "end", range.latest());
    g.writeNumberField("maxTreeDepth", header.maxTreeDepth());
    g.writeNumberField("nodes", reader.directory().size());
    g.writeNumberField("leaves", leaves);
    g.writeNumberField("childrenPerNode", header.childrenPerNode());
    g.writeNumberField("leafByteSize", header.leafByteSize());
    g.writeNumberField("drawables", drawables);
    g.writeObjectFieldStart("byTopology");
    for (Map.Entry<Topology, Long> e : byTopology.entrySet()) {
      g.writeNumberField(e.getKey().displayName(), e.getValue());
    }
    g.writeEndObject();
    g.writeArrayFieldStart("categories");
    for (Category c : reader.categories().values()) {
      if (!c.isPreview()) {
        g.writeStartObject();
        g.writeNumberField("index", c.index());
        g.writeStringField("name", c.name());
        g.writeStringField("topology", c.topology().displayName());
        g.writeNumberField("count", c.summary().count());
        g.writeEndObject();
      }
    }
    g.writeEndArray();
    g.writeArrayFieldStart("lineIdMaps");
    for (LineIdMap m : reader.lineIdMaps()) {
      g.writeStartObject();
      g.writeStringField("title", m.title());
      g.writeNumberField("rows", m.rowCount());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void number(JsonGenerator g, String field, double value) throws IOException {
    g.writeFieldName(field);
    if (Double.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeNull();
    }
  }
}
