package org.leapshot.slog2.convert.paje;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.convert.SourcePosition;
import org.leapshot.slog2.convert.TraceInputException;

/**
 * The event definitions of a Paje header ({@code %EventDef <name> <id>}, field lines {@code %
 * <field> <type>}, {@code %EndEventDef}): which event each id is and the order of its fields. The
 * names and order differ between writers, so nothing is assumed: fields are found by name, the
 * original Paje's names ({@code ContainerType}, {@code EntityType}, {@code SourceContainer}, ...)
 * mapped to PajeNG's ({@code Type}, {@code StartContainer}, ...).
 *
 * <p>The format's times are seconds, but StarPU writes its native Paje trace in milliseconds (it
 * divides FxT's nanoseconds by 10^6), and says so nowhere but in its own header: its task states are
 * a PajeSetState with {@code Footprint} and {@code JobId} fields, which no other writer defines.
 */
final class PajeEventDefs {
  /** Definitions at most, so that a corrupt header cannot grow without bound. */
  private static final int MAX_DEFINITIONS = 1 << 16;
  private static final Map<String, String> OLD_NAMES = Map.of(
      "ContainerType", "Type",
      "EntityType", "Type",
      "SourceContainerType", "StartContainerType",
      "DestContainerType", "EndContainerType",
      "SourceContainer", "StartContainer",
      "DestContainer", "EndContainer");

  /** One event definition: the Paje event it is and its fields in line order (canonical names). */
  record Definition(String event, String id, List<String> fields) {
    /** The position of {@code field} among the values after the id, or -1. */
    int index(String field) {
      return fields.indexOf(field);
    }
  }

  /** Fields that together mark StarPU's task-state definition. */
  private static final List<String> STARPU_FIELDS = List.of("Footprint", "JobId");

  private final Map<String, Definition> byId = new HashMap<>();
  private boolean starPu;
  private String openEvent;
  private String openId;
  private List<String> openFields;

  /** Takes a header line (starting with {@code %}). */
  void take(String line, SourcePosition at) throws TraceInputException {
    List<String> parts = PajeFields.split(line.substring(1));
    if (parts == null) {
      throw new TraceInputException(at, "unclosed quote in the header");
    }
    if (line.startsWith("%EventDef")) {
      if (parts.size() < 3) {
        throw new TraceInputException(at, "%EventDef needs an event name and an id");
      }
      if (openEvent != null) {
        throw new TraceInputException(at, "%EventDef " + parts.get(1) + " inside the definition of " + openEvent);
      }
      openEvent = parts.get(1);
      openId = parts.get(2);
      openFields = new ArrayList<>();
    } else if (line.startsWith("%EndEventDef")) {
      if (openEvent == null) {
        throw new TraceInputException(at, "%EndEventDef without %EventDef");
      }
      if (byId.size() >= MAX_DEFINITIONS) {
        throw new TraceInputException(at, "more than " + MAX_DEFINITIONS + " event definitions");
      }
      byId.put(openId, new Definition(openEvent, openId, List.copyOf(openFields)));
      starPu |= openFields.containsAll(STARPU_FIELDS);
      openEvent = null;
    } else if (openEvent != null && !parts.isEmpty()) {
      String field = parts.get(0);
      openFields.add(OLD_NAMES.getOrDefault(field, field));
    }
    // other % lines outside a definition are comments
  }

  /** The definition of {@code id}, or null. */
  Definition get(String id) {
    return byId.get(id);
  }

  /** Time units per second of the events: 1000 for StarPU's milliseconds, else 1 (the format's seconds). */
  double unitsPerSecond() {
    return starPu ? 1000 : 1;
  }

  /** True while a definition is open (its %EndEventDef not read yet). */
  boolean inDefinition() {
    return openEvent != null;
  }
}
