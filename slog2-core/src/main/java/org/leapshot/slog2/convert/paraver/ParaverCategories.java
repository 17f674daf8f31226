package org.leapshot.slog2.convert.paraver;

import org.leapshot.slog2.convert.otf.LongIntMap;
import org.leapshot.slog2.convert.ItemSink;
import org.leapshot.slog2.convert.NewCategories;
import org.leapshot.slog2.convert.TraceInputException;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The SLOG-2 categories of a Paraver trace, made on first use so that only what occurs gets one: a
 * state category per state value (named and coloured as the {@code .pcf} says), an event category
 * per event record shape (see {@link ParaverEventText}), a state category per value of a begin/end
 * event type (see {@link ParaverCallStates}), and one arrow category for messages. Indices in order of first use.
 */
final class ParaverCategories {
  static final String MESSAGE = "message";
  static final String MESSAGE_LABEL = "tag=%d size=%l";

  private final ParaverConfig config;
  private final LongIntMap states = new LongIntMap();
  /** Category + 1 of the small state values (Paraver's are below 20), 0 when not made: no hashing per state record. */
  private final int[] smallStates = new int[SMALL_STATES];
  private static final int SMALL_STATES = 64;
  private final java.util.Map<Long, Integer> eventShapes = new java.util.HashMap<>();
  private final NewCategories made = new NewCategories();
  private int message = -1;
  /** Call categories made at most, one per (type, value); SLOG-2 holds 32767 categories. */
  static final int MAX_CALLS = 8192;
  private final java.util.Map<Long, LongIntMap> calls = new java.util.HashMap<>();
  private final java.util.Map<Long, Integer> callOverflow = new java.util.HashMap<>();
  private final java.util.Set<Integer> valued = new java.util.HashSet<>();
  private int callCount;
  /** The value map of the type of the latest call: most calls are of one type (MPI). */
  private long lastCallType;
  private LongIntMap lastCallValues;
  /** Category index → group: "states", "events", "messages", or a call's event type name. */
  private final java.util.Map<Integer, String> groups = new java.util.HashMap<>();

  ParaverCategories(ParaverConfig config) {
    this.config = config;
  }

  /** The category of state {@code value}. */
  int state(long value) {
    if (value >= 0 && value < SMALL_STATES && smallStates[(int) value] > 0) {
      return smallStates[(int) value] - 1;
    }
    int index = states.get(value);
    if (index >= 0) {
      return index;
    }
    String name = config.stateName(value);
    Rgba color = config.stateColor(value);
    index = make(name != null ? name : "State " + value, Topology.STATE, color, InfoLabel.NONE);
    groups.put(index, "states");
    states.put(value, index);
    if (value >= 0 && value < SMALL_STATES) {
      smallStates[(int) value] = index + 1;
    }
    return index;
  }

  /**
   * A new category of event records whose first pair has {@code type}, with {@code label}: named
   * after the type, numbered when the type opens records of several shapes.
   */
  int event(long type, String label) {
    String name = type < 0 ? "Other event records" : config.typeName(type);
    name = name != null ? name : "Event type " + type;
    int shapes = eventShapes.merge(type, 1, Integer::sum);
    int index = make(shapes == 1 ? name : name + " #" + shapes, Topology.EVENT, null, InfoLabel.parse(label));
    groups.put(index, "events");
    return index;
  }

  /**
   * The category of calls with {@code value} of begin/end type {@code type} (see {@link
   * ParaverCallStates}), named by the value's {@code .pcf} label. Beyond {@link #MAX_CALLS} such
   * categories (a trace of many function addresses), further values share one per type whose info
   * holds the value.
   */
  int call(long type, long value) {
    LongIntMap values = type == lastCallType && lastCallValues != null ? lastCallValues
        : calls.computeIfAbsent(type, t -> new LongIntMap());
    lastCallType = type;
    lastCallValues = values;
    int index = values.get(value);
    if (index >= 0) {
      return index;
    }
    String typeName = config.typeName(type);
    typeName = typeName != null ? typeName : "Event type " + type;
    if (callCount >= MAX_CALLS) {
      String shared = typeName + " (other values)";
      index = callOverflow.computeIfAbsent(type, t -> make(shared, Topology.STATE, null, InfoLabel.parse("value=%l")));
      valued.add(index);
    } else {
      // a type whose .pcf labels only Begin and End (Application, Flushing Traces) is named by the type
      String label = config.valueNames(type).size() > 2 ? config.valueName(type, value) : null;
      String name = label != null ? label : value == 1 ? typeName : typeName + " " + value;
      index = make(name, Topology.STATE, null, InfoLabel.NONE);
      callCount++;
    }
    groups.put(index, typeName); // the calls of one type (e.g. all MPI point-to-point calls) form a group
    values.put(value, index);
    return index;
  }

  /** Whether {@code index} is a shared category of {@link #call} whose info holds the value. */
  boolean carriesValue(int index) {
    return !valued.isEmpty() && valued.contains(index);
  }

  int message() {
    if (message < 0) {
      message = make(MESSAGE, Topology.ARROW, new Rgba(255, 255, 255, 255), InfoLabel.parse(MESSAGE_LABEL));
      groups.put(message, "messages");
    }
    return message;
  }

  /** Category index → group, for {@link ParaverTraceSource#categoryGroups()}. */
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
