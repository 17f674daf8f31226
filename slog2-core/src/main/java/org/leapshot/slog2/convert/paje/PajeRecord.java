package org.leapshot.slog2.convert.paje;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.convert.paje.PajeEventDefs.Definition;

/** One event line with its definition: fields by name, the time, and the info text of drawables. */
final class PajeRecord {
  /** Info text bytes at most (SLOG-2 info stays under 32 KiB). */
  static final int MAX_TEXT = 30_000;
  private static final Set<String> STANDARD = Set.of("Time", "Alias", "Type", "Name", "Container", "Value", "Key",
      "StartContainer", "EndContainer", "StartContainerType", "EndContainerType", "Color");

  private final Definition def;
  private final List<String> fields;
  private final SourcePosition at;
  private final double unitsPerSecond;

  PajeRecord(Definition def, List<String> fields, SourcePosition at, double unitsPerSecond) {
    this.def = def;
    this.fields = fields;
    this.at = at;
    this.unitsPerSecond = unitsPerSecond;
  }

  SourcePosition at() {
    return at;
  }

  long line() {
    return at.line();
  }

  /** A field the event needs. */
  String get(String field) throws TraceInputException {
    String v = optional(field);
    if (v == null) {
      throw new TraceInputException(at, def.event() + " (id " + def.id() + ") is defined without a " + field
          + " field");
    }
    return v;
  }

  /** A field, or null when the definition does not have it. */
  String optional(String field) {
    int i = def.index(field);
    return i < 0 ? null : fields.get(i + 1);
  }

  /** The time in seconds (the written number in the trace's unit, see {@link PajeEventDefs#unitsPerSecond}). */
  double time() throws TraceInputException {
    double t = number("Time");
    return unitsPerSecond == 1 ? t : t / unitsPerSecond;
  }

  double number(String field) throws TraceInputException {
    String text = get(field);
    try {
      double v = Double.parseDouble(text);
      if (Double.isFinite(v)) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new TraceInputException(at, field + " \"" + text + "\" is not a number");
  }

  /**
   * The info of a state, event or link: its value, then each field the format does not define
   * (a writer's own data: size, mark, job id, ...) as {@code name=value}, separated by the two
   * characters {@code \n} (a new line in the viewer's popup). As a {@code %s} value.
   */
  byte[] info(String value) {
    StringBuilder sb = new StringBuilder(value == null ? "" : value);
    for (int i = 0; i < def.fields().size(); i++) {
      String f = def.fields().get(i);
      if (!STANDARD.contains(f)) {
        sb.append(sb.length() > 0 ? "\\n" : "").append(f).append('=').append(fields.get(i + 1));
      }
    }
    byte[] text = sb.toString().getBytes(StandardCharsets.UTF_8);
    int n = Math.min(text.length, MAX_TEXT);
    byte[] info = new byte[n + 2];
    info[0] = (byte) (n >>> 8);
    info[1] = (byte) n;
    System.arraycopy(text, 0, info, 2, n);
    return info;
  }
}
