package org.leapshot.app.cli.print;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.format.AllDrawables;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.Header;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;

/**
 * {@code print --json}: one JSON object per line. First {@code header}, then one {@code category}
 * per category, one {@code linemap} per line-ID map, then one {@code primitive} or
 * {@code composite} per real drawable, node by node (see {@link AllDrawables}). With shadows, each
 * node's drawables are preceded by a {@code node} object and followed by its {@code shadow}s.
 *
 * <p>Scripts depend on the field names. Doubles are written with {@code Double.toString}, which
 * round-trips exactly; JSON has no NaN or infinity, so those are written as {@code null}.
 */
public final class JsonPrinter {
  private final Slog2Reader reader;
  private final JsonGenerator g;
  private final Map<Integer, Category> categories;
  private final boolean shadows;
  private final Map<Integer, String> emptyInfo = new HashMap<>();

  private JsonPrinter(Slog2Reader reader, JsonGenerator g, boolean shadows) {
    this.reader = reader;
    this.g = g;
    this.categories = reader.categories();
    this.shadows = shadows;
  }

  /** Prints the whole file to {@code out} and flushes it; does not close it. */
  public static void print(Slog2Reader reader, Writer out, boolean shadows) throws IOException {
    JsonFactory factory = JsonFactory.builder()
        .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
        .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
        // Schubfach: the shortest digits that round-trip, several times faster than JDK 17's Double.toString.
        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
        .build();
    try (JsonGenerator g = factory.createGenerator(out)) {
      g.setRootValueSeparator(null);
      new JsonPrinter(reader, g, shadows).run();
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
    AllDrawables.forEachNode(reader, this::node);
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
    number("start", range.earliest());
    number("end", range.latest());
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
    ratio(c.summary().inclusiveRatio());
    ratio(c.summary().exclusiveRatio());
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
      id("id", node.id());
      number("start", node.box().earliest());
      number("end", node.box().latest());
      g.writeNumberField("offset", entry.pointer().offset());
      g.writeNumberField("size", entry.pointer().size());
      g.writeNumberField("drawables", node.drawableCount());
      g.writeNumberField("children", node.children().size());
      end();
    }
    AllDrawables.forEachInNode(node, (n, d) -> {
      drawable(d);
      g.writeRaw('\n');
    });
    if (shadows) {
      for (ShadowBuffer child : node.children()) {
        for (Shadow s : child.nestless()) {
          shadow(node.id(), child.childId(), s);
        }
        for (Shadow s : child.nestable()) {
          shadow(node.id(), child.childId(), s);
        }
      }
    }
  }

  private void drawable(Drawable d) throws IOException {
    if (d instanceof Primitive p) {
      primitive(p);
      return;
    }
    Composite c = (Composite) d;
    g.writeStartObject();
    g.writeStringField("type", "composite");
    g.writeNumberField("category", c.categoryIndex());
    number("start", c.start());
    number("end", c.end());
    g.writeStringField("info", info(c));
    g.writeArrayFieldStart("primitives");
    for (Primitive p : c.primitives()) {
      primitive(p);
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private void primitive(Primitive p) throws IOException {
    Category c = categories.get(p.categoryIndex());
    g.writeStartObject();
    g.writeStringField("type", "primitive");
    g.writeNumberField("category", p.categoryIndex());
    g.writeStringField("topology", FileFacts.topologyOf(p, c).displayName());
    number("start", p.start());
    number("end", p.end());
    g.writeArrayFieldStart("vertices");
    for (int v = 0; v < p.vertexCount(); v++) {
      g.writeStartArray();
      number(p.time(v));
      g.writeNumber(p.lineId(v));
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeStringField("info", info(p));
    g.writeEndObject();
  }

  private void shadow(NodeId node, NodeId child, Shadow s) throws IOException {
    g.writeStartObject();
    g.writeStringField("type", "shadow");
    id("node", node);
    id("child", child);
    g.writeStringField("topology", s.topology().displayName());
    g.writeNumberField("category", s.categoryIndex());
    number("start", s.start());
    number("end", s.end());
    g.writeArrayFieldStart("vertices");
    for (int v = 0; v < s.vertexCount(); v++) {
      g.writeStartArray();
      number(s.time(v));
      g.writeNumber(s.lineId(v));
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeNumberField("count", s.realCount());
    g.writeArrayFieldStart("weights");
    for (CategoryWeight w : s.weights()) {
      g.writeStartObject();
      g.writeNumberField("category", w.categoryIndex());
      g.writeFieldName("inclusive");
      ratio(w.inclusiveRatio());
      g.writeFieldName("exclusive");
      ratio(w.exclusiveRatio());
      g.writeNumberField("count", w.count());
      g.writeEndObject();
    }
    g.writeEndArray();
    end();
  }

  private String info(Drawable d) {
    if (d.infoLength() == 0) {
      // Without info bytes the text depends on the category alone; most states have none.
      return emptyInfo.computeIfAbsent(d.categoryIndex(), this::formatEmptyInfo);
    }
    Category c = categories.get(d.categoryIndex());
    return InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), d.info());
  }

  private String formatEmptyInfo(int categoryIndex) {
    Category c = categories.get(categoryIndex);
    return InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), new byte[0]);
  }

  private void id(String field, NodeId id) throws IOException {
    g.writeArrayFieldStart(field);
    g.writeNumber(id.depth());
    g.writeNumber(id.xpos());
    g.writeEndArray();
  }

  private void number(String field, double value) throws IOException {
    g.writeFieldName(field);
    number(value);
  }

  private void number(double value) throws IOException {
    if (Double.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeNull();
    }
  }

  private void ratio(float value) throws IOException {
    if (Float.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeNull();
    }
  }

  /** Ends a top-level object and its line. */
  private void end() throws IOException {
    g.writeEndObject();
    g.writeRaw('\n');
  }
}
