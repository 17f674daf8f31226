package org.leapshot.slog2.convert.paje;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.EndOrderBuffer;
import org.leapshot.slog2.convert.ImportReport;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.SteppedTraceSource;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.TraceItem;
import org.leapshot.slog2.convert.TraceSource;
import org.leapshot.slog2.convert.paje.PajeEventDefs.Definition;
import org.leapshot.slog2.convert.paje.PajeModel.Container;
import org.leapshot.slog2.convert.paje.PajeModel.Kind;
import org.leapshot.slog2.convert.paje.PajeModel.Type;
import org.leapshot.slog2.convert.text.LineReader;
import org.leapshot.slog2.model.Drawable;

/**
 * A Paje trace ({@code .paje}, {@code .trace}) as a {@link org.leapshot.slog2.convert.TraceSource}: the header's {@code
 * %EventDef}s say which event each line is and in which order its fields come; type, value and
 * container definitions build the {@link PajeModel}; states (set, push, pop, reset), links, events
 * and variable changes become drawables through {@link PajeEntities}. Containers that carry
 * drawables are the timelines, placed by a line-ID map of the container hierarchy given at the end.
 *
 * <p>A line that cannot be read (an undefined event id, a missing field, an unknown container or
 * type, a bad time) throws a {@link TraceInputException} naming the file and line; reading can go
 * on after it. Lines of unknown event kinds are skipped and counted.
 */
public final class PajeTraceSource extends SteppedTraceSource {
  static final int MAX_LINE_BYTES = 1 << 20;

  private final String name;
  private final InputStream in;
  private final LineReader reader;
  private final long fileBytes;
  private final ImportReport report = new ImportReport();
  private final PajeEventDefs defs = new PajeEventDefs();
  private final PajeModel model = new PajeModel();
  private final PajeCategories categories = new PajeCategories();
  private final EndOrderBuffer held;
  private final PajeEntities entities;
  private ItemSink out;
  private TraceInputException unreported;
  /** The unit of the body's times, fixed at its first line (0 before): the header is read by then. */
  private double unitsPerSecond;

  private PajeTraceSource(Path file) throws IOException {
    this.name = String.valueOf(file);
    this.fileBytes = Files.size(file);
    this.in = Files.newInputStream(file);
    this.reader = new LineReader(in, MAX_LINE_BYTES);
    this.held = new EndOrderBuffer(name);
    this.entities = new PajeEntities(model, categories, report, this::emit);
  }

  public static PajeTraceSource open(Path file) throws IOException {
    return new PajeTraceSource(file);
  }

  /** Category index → group; complete once the source is drained. */
  @Override
  public Map<Integer, String> categoryGroups() {
    return categories == null ? Map.of() : categories.groups();
  }

  /**
   * Containers become timelines as drawables use them, so the containers without children made
   * before the first drawable (read up to it, the items queued) stand for the timelines.
   */
  @Override
  public int suggestedLeafBytes() throws IOException {
    try {
      peek();
    } catch (TraceInputException e) {
      unreported = e; // thrown by the next step, where reading would have met it (--keep-going skips it)
    }
    return TraceSource.leafBytesForTimelines(model.leafContainers());
  }

  /** Line ID → the container's path of names. Complete once the source is drained. */
  @Override
  public Map<Integer, String> timelineNames() {
    return model.names();
  }

  /** The containers' map: group path → the container's name. */
  @Override
  public Map<String, Map<String, String>> timelineGroupNames() {
    Map<String, String> groups = model.groupNames();
    return groups.isEmpty() ? Map.of() : Map.of(PajeModel.MAP_TITLE, groups);
  }

  @Override
  protected void step(ItemSink sink) throws IOException {
    if (unreported != null) {
      TraceInputException e = unreported;
      unreported = null;
      throw e;
    }
    out = sink;
    boolean more;
    try {
      more = reader.next();
    } catch (LineReader.LineTooLongException e) {
      throw new TraceInputException(SourcePosition.line(name, reader.lineNumber() + 1), e.getMessage());
    }
    if (!more) {
      finish();
      return;
    }
    String line = new String(reader.bytes(), reader.start(), reader.end() - reader.start(), StandardCharsets.UTF_8);
    String s = line.strip();
    if (s.isEmpty()) {
      return;
    }
    if (s.charAt(0) == '%') {
      defs.take(s, position());
    } else if (s.charAt(0) == '#') {
      report.count("paje: comment lines", 1);
    } else if (defs.inDefinition()) {
      throw bad("event line inside an %EventDef (missing %EndEventDef?)");
    } else {
      event(s);
    }
  }

  private void event(String s) throws TraceInputException {
    List<String> fields = PajeFields.split(s);
    if (fields == null) {
      throw bad("unclosed quote");
    }
    Definition def = defs.get(fields.get(0));
    if (def == null) {
      throw bad("event id " + fields.get(0) + " is not defined by the header");
    }
    if (fields.size() - 1 < def.fields().size()) {
      throw bad(def.event() + " (id " + def.id() + ") needs " + def.fields().size() + " fields, the line has "
          + (fields.size() - 1));
    }
    if (unitsPerSecond == 0) {
      unitsPerSecond = defs.unitsPerSecond();
      if (unitsPerSecond != 1) {
        report.count("paje: StarPU header, so times read as milliseconds", 1);
      }
    }
    PajeRecord r = new PajeRecord(def, fields, position(), unitsPerSecond);
    switch (def.event()) {
      case "PajeDefineContainerType" -> defineType(r, Kind.CONTAINER);
      case "PajeDefineStateType" -> defineType(r, Kind.STATE);
      case "PajeDefineEventType" -> defineType(r, Kind.EVENT);
      case "PajeDefineVariableType" -> defineType(r, Kind.VARIABLE);
      case "PajeDefineLinkType" -> defineType(r, Kind.LINK);
      case "PajeDefineEntityValue" -> {
        Type type = type(r, "Type");
        model.defineValue(type, r.optional("Alias"), r.get("Name"), PajeModel.color(r.optional("Color")));
      }
      case "PajeCreateContainer" -> create(r);
      case "PajeDestroyContainer" -> {
        double t = advance(r.time());
        String which = r.optional("Name") != null ? r.get("Name") : r.get("Container");
        entities.destroy(container(which, r), t, r);
      }
      case "PajeSetState", "PajePushState", "PajePopState", "PajeResetState" -> {
        double t = advance(r.time());
        entities.state(def.event(), container(r.get("Container"), r), type(r, "Type"), t, r);
      }
      case "PajeNewEvent" -> entities.event(container(r.get("Container"), r), type(r, "Type"), advance(r.time()), r);
      case "PajeSetVariable", "PajeAddVariable", "PajeSubVariable" -> {
        double t = advance(r.time());
        entities.variable(def.event(), container(r.get("Container"), r), type(r, "Type"), t, r);
      }
      case "PajeStartLink", "PajeEndLink" -> {
        double t = advance(r.time());
        boolean start = def.event().equals("PajeStartLink");
        Container end = container(r.get(start ? "StartContainer" : "EndContainer"), r);
        entities.link(start, container(r.get("Container"), r), type(r, "Type"), end, t, r);
      }
      default -> report.skip("paje: events of an unknown kind", r.at(), def.event() + " is not a Paje event");
    }
  }

  private void defineType(PajeRecord r, Kind kind) throws TraceInputException {
    String parent = r.get("Type");
    if (model.type(parent) == null) {
      throw bad("type " + parent + " (the container type of " + r.get("Name") + ") is not defined");
    }
    Type t = new Type(kind, r.get("Name"), PajeModel.color(r.optional("Color")));
    model.defineType(r.optional("Alias"), r.get("Name"), t);
  }

  private void create(PajeRecord r) throws TraceInputException {
    advance(r.time());
    Type type = type(r, "Type");
    if (type.kind != Kind.CONTAINER) {
      throw bad("container " + r.get("Name") + " has type " + type.name + ", which is not a container type");
    }
    model.create(r.optional("Alias"), r.get("Name"), type, container(r.get("Container"), r));
  }

  private Type type(PajeRecord r, String field) throws TraceInputException {
    String name = r.get(field);
    Type t = model.type(name);
    if (t == null) {
      throw bad("type " + name + " is not defined");
    }
    return t;
  }

  private Container container(String aliasOrName, PajeRecord r) throws TraceInputException {
    Container c = model.container(aliasOrName);
    if (c == null) {
      throw new TraceInputException(r.at(), "container " + aliasOrName + " is not created");
    }
    return c;
  }

  /** Flushes what ends before {@code t} once the input's time passes it; returns {@code t}. */
  private double advance(double t) throws TraceInputException {
    entities.advance(t);
    held.releaseUpTo(entities.now(), out);
    return t;
  }

  /** Where a finished drawable goes: held until every drawable ending earlier is out. */
  private void emit(Drawable d, long line) throws TraceInputException {
    categories.handOut(out, name, reader.lineNumber());
    held.add(d, line, entities.now(), out);
  }

  private void finish() throws TraceInputException {
    markFinished();
    entities.finish(reader.lineNumber());
    held.releaseAll(out);
    if (model.timelineCount() > 0) {
      out.item(new TraceItem.LineIdMapItem(model.map(), position()));
    }
  }

  private TraceInputException bad(String problem) {
    return new TraceInputException(position(), problem);
  }

  private SourcePosition position() {
    return SourcePosition.line(name, reader.lineNumber());
  }

  @Override
  public ImportReport report() {
    return report;
  }

  @Override
  public double progress() {
    return isFinished() ? 1 : fileBytes == 0 ? -1 : Math.min(1, (double) reader.consumed() / fileBytes);
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
