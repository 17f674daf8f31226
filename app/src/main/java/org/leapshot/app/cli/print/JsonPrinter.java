package org.leapshot.app.cli.print;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;

/**
 * {@code print --json}: one JSON object per line. First {@code header}, then one {@code category}
 * per category, one {@code linemap} per line-ID map, then one {@code primitive} or
 * {@code composite} per real drawable, node by node (see {@link AllDrawables}). With shadows, each
 * node's drawables are preceded by a {@code node} object and followed by its {@code shadow}s.
 *
 * <p>Scripts depend on the field names. Doubles are written with the shortest digits that parse
 * back to the same double (Jackson's Schubfach writer), so they round-trip exactly; JSON has no NaN
 * or infinity, so those are written as {@code null}.
 */
public final class JsonPrinter {
  private final Slog2Reader reader;
  private final JsonGenerator g;
  private final Map<Integer, Category> categories;
  private final boolean shadows;
  private final JsonObjects objects;
  /** When set, the drawables printed instead of every node's (print --from/--to). */
  private DrawableFeed window;
  private NodeFeed nodes;

  private JsonPrinter(Slog2Reader reader, JsonGenerator g, boolean shadows) {
    this.reader = reader;
    this.g = g;
    this.categories = reader.categories();
    this.shadows = shadows;
    this.objects = new JsonObjects(g, categories);
  }

  /**
   * Prints the file to {@code out} and flushes it; does not close it. The drawables are those of
   * {@code window} when it is not null, else those of the nodes {@code nodes} hands over.
   */
  public static void print(Slog2Reader reader, Writer out, boolean shadows, NodeFeed nodes, DrawableFeed window)
      throws IOException {
    JsonFactory factory = JsonFactory.builder()
        .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
        .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
        // Schubfach: the shortest digits that round-trip, several times faster than JDK 17's Double.toString.
        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
        .build();
    try (JsonGenerator g = factory.createGenerator(out)) {
      g.setRootValueSeparator(null);
      JsonPrinter p = new JsonPrinter(reader, g, shadows);
      p.window = window;
    p.nodes = nodes;
      p.run();
    }
    out.flush();
  }

  private void run() throws IOException {
    header();
    for (Category c : categories.values()) {
      category(c);
    }
    for (LineIdMap m : reader.lineIdMaps()) {
      lineMap(m);
    }
    if (window != null) {
      window.forEach(d -> {
        objects.drawable(d);
        g.writeRaw('\n');
      });
    } else {
      nodes.forEach(this::node);
    }
  }

  private void header() throws IOException {
    Header h = reader.header();
    TimeBox range = FileFacts.timeRange(reader);
    g.writeStartObject();
    g.writeStringField("type", "header");
    g.writeStringField("version", h.version());
    g.writeNumberField("childrenPerNode", h.childrenPerNode());
    g.writeNumberField("leafByteSize", h.leafByteSize());
    g.writeNumberField("maxTreeDepth", h.maxTreeDepth());
    g.writeNumberField("maxBufferByteSize", h.maxBufferByteSize());
    g.writeNumberField("nodes", reader.directory().size());
    objects.number("start", range.earliest());
    objects.number("end", range.latest());
    end();
  }

  private void category(Category c) throws IOException {
    g.writeStartObject();
    g.writeStringField("type", "category");
    g.writeNumberField("index", c.index());
    g.writeStringField("name", c.name());
    g.writeStringField("topology", c.topology().displayName());
    g.writeArrayFieldStart("color");
    g.writeNumber(c.color().red());
    g.writeNumber(c.color().green());
    g.writeNumber(c.color().blue());
    g.writeNumber(c.color().alpha());
    g.writeEndArray();
    g.writeNumberField("width", c.width());
    g.writeStringField("label", c.label().format());
    g.writeNumberField("count", c.summary().count());
    g.writeFieldName("ratios");
    g.writeStartArray();
    objects.ratio(c.summary().inclusiveRatio());
    objects.ratio(c.summary().exclusiveRatio());
    g.writeEndArray();
    g.writeArrayFieldStart("methods");
    for (int id : c.methodIds()) {
      g.writeNumber(id);
    }
    g.writeEndArray();
    end();
  }

  private void lineMap(LineIdMap m) throws IOException {
    g.writeStartObject();
    g.writeStringField("type", "linemap");
    g.writeStringField("title", m.title());
    g.writeArrayFieldStart("columns");
    for (String label : m.columnLabels()) {
      g.writeString(label);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("methods");
    for (int id : m.methodIds()) {
      g.writeNumber(id);
    }
    g.writeEndArray();
    g.writeNumberField("rowCount", m.rowCount());
    g.writeArrayFieldStart("rows");
    for (int r = 0; r < m.rowCount(); r++) {
      g.writeStartArray();
      g.writeNumber(m.lineId(r));
      for (int v : m.values(r)) {
        g.writeNumber(v);
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    end();
  }

  private void node(DirectoryEntry entry, TreeNode node) throws IOException {
    if (shadows) {
      g.writeStartObject();
      g.writeStringField("type", "node");
      objects.id("id", node.id());
      objects.number("start", node.box().earliest());
      objects.number("end", node.box().latest());
      g.writeNumberField("offset", entry.pointer().offset());
      g.writeNumberField("size", entry.pointer().size());
      g.writeNumberField("drawables", node.drawableCount());
      g.writeNumberField("children", node.children().size());
      end();
    }
    AllDrawables.forEachInNode(node, (n, d) -> {
      objects.drawable(d);
      g.writeRaw('\n');
    });
    if (shadows) {
      for (ShadowBuffer child : node.children()) {
        for (Shadow s : child.nestless()) {
          objects.shadow(node.id(), child.childId(), s);
          g.writeRaw('\n');
        }
        for (Shadow s : child.nestable()) {
          objects.shadow(node.id(), child.childId(), s);
          g.writeRaw('\n');
        }
      }
    }
  }

  /** Ends a top-level object and its line. */
  private void end() throws IOException {
    g.writeEndObject();
    g.writeRaw('\n');
  }
}
