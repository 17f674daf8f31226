package org.leapshot.app.cli.print;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.InfoFormatter;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;

/**
 * The JSON objects of {@code print --json} for drawables and shadows, and the number rules: finite
 * doubles and floats as numbers, NaN and infinities (which JSON cannot hold) as {@code null}.
 * Writes one object without a line end; {@link JsonPrinter} ends the lines.
 */
final class JsonObjects {
  private final JsonGenerator g;
  private final Map<Integer, Category> categories;
  private final Map<Integer, String> emptyInfo = new HashMap<>();

  JsonObjects(JsonGenerator g, Map<Integer, Category> categories) {
    this.g = g;
    this.categories = categories;
  }

  void drawable(Drawable d) throws IOException {
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

  void shadow(NodeId node, NodeId child, Shadow s) throws IOException {
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
    g.writeEndObject();
  }

  private String info(Drawable d) {
    if (d.infoLength() == 0) {
      // Without info bytes the text depends on the category alone; most MPI states have none.
      return emptyInfo.computeIfAbsent(d.categoryIndex(), this::formatEmptyInfo);
    }
    Category c = categories.get(d.categoryIndex());
    return InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), d.info());
  }

  private String formatEmptyInfo(int categoryIndex) {
    Category c = categories.get(categoryIndex);
    return InfoFormatter.format(c == null ? InfoLabel.NONE : c.label(), new byte[0]);
  }

  void id(String field, NodeId id) throws IOException {
    g.writeArrayFieldStart(field);
    g.writeNumber(id.depth());
    g.writeNumber(id.xpos());
    g.writeEndArray();
  }

  void number(String field, double value) throws IOException {
    g.writeFieldName(field);
    number(value);
  }

  void number(double value) throws IOException {
    if (Double.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeNull();
    }
  }

  void ratio(float value) throws IOException {
    if (Float.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeNull();
    }
  }
}
