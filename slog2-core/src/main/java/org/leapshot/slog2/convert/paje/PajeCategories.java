package org.leapshot.slog2.convert.paje;

import java.util.HashSet;
import java.util.Set;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.NewCategories;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The SLOG-2 categories of a Paje trace, made on first use: a state category per state value
 * (named and coloured by its {@code PajeDefineEntityValue}, or the value itself), an event category
 * per event type, an arrow category per link type and an event category per variable type (each
 * change of the variable is an event with the new value).
 */
final class PajeCategories {
  /** Info of states, events and links: the value and any extra fields, one per popup line. */
  static final String TEXT_LABEL = "%s";
  static final String VARIABLE_LABEL = "value=%E";
  /**
   * Categories made at most before further values or types share one per type or kind: a trace
   * with a free-text state value per interval (a job id) would otherwise exceed SLOG-2's 32767.
   */
  static final int MAX_CATEGORIES = 8192;

  private final NewCategories made = new NewCategories();
  private final Set<String> stateNames = new HashSet<>();
  private final java.util.Map<String, Integer> looseValues = new java.util.HashMap<>();
  private final java.util.Map<String, Integer> shared = new java.util.HashMap<>();
  /** Category index → group: a state value's state type, or "events", "links", "variables". */
  private final java.util.Map<Integer, String> groups = new java.util.HashMap<>();

  /** The category of state {@code value} of {@code type} (a defined value, or a free string). */
  int state(PajeModel.Type type, String value) {
    PajeModel.Value v = type.values.get(value);
    if (v != null) {
      if (v.category < 0) {
        v.category = full() ? sharedState(type) : make(stateName(type, v.name), Topology.STATE, v.color, textLabel());
        groups.put(v.category, type.name);
      }
      return v.category;
    }
    String key = type.name + "\u0000" + value;
    Integer index = looseValues.get(key);
    if (index == null) {
      if (full()) {
        return sharedState(type);
      }
      index = make(stateName(type, value), Topology.STATE, null, textLabel());
      groups.put(index, type.name);
      looseValues.put(key, index);
    }
    return index;
  }

  /** The value's name, qualified by its type when another state type already has that name. */
  private String stateName(PajeModel.Type type, String value) {
    return stateNames.add(value) ? value : value + " (" + type.name + ")";
  }

  /** The category of an event, link or variable type. */
  int of(PajeModel.Type type) {
    if (type.category < 0) {
      Topology topology = type.kind == PajeModel.Kind.LINK ? Topology.ARROW : Topology.EVENT;
      String label = type.kind == PajeModel.Kind.VARIABLE ? VARIABLE_LABEL : TEXT_LABEL;
      type.category = full()
          ? shared.computeIfAbsent("other " + type.kind, k -> make("Other " + type.kind.name().toLowerCase()
              + " types", topology, null, InfoLabel.parse(label)))
          : make(type.name, topology, type.color, InfoLabel.parse(label));
      groups.put(type.category, type.kind.name().toLowerCase(java.util.Locale.ROOT) + "s");
    }
    return type.category;
  }

  private boolean full() {
    return made.count() >= MAX_CATEGORIES;
  }

  /** The category all further values of a state type share; the info names the value. */
  private int sharedState(PajeModel.Type type) {
    int index = shared.computeIfAbsent("state " + type.name, k -> make("Other " + type.name + " values",
        Topology.STATE, null, textLabel()));
    groups.put(index, type.name);
    return index;
  }

  private static InfoLabel textLabel() {
    return InfoLabel.parse(TEXT_LABEL);
  }

  /** Category index → group, for {@link PajeTraceSource#categoryGroups()}. */
  java.util.Map<Integer, String> groups() {
    return java.util.Collections.unmodifiableMap(groups);
  }

  void handOut(ItemSink sink, String file, long line) throws TraceInputException {
    made.handOut(sink, file, line);
  }

  private int make(String name, Topology topology, Rgba color, InfoLabel label) {
    return made.make(name, topology, color, label);
  }
}
