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
 * per event type that opens an event record (its other type:value pairs go into the info), and one
 * arrow category for messages. Indices in order of first use.
 */
final class ParaverCategories {
  static final String MESSAGE = "message";
  static final String MESSAGE_LABEL = "tag=%d size=%l";

  private final ParaverConfig config;
  private final LongIntMap states = new LongIntMap();
  private final java.util.Map<Long, Integer> eventShapes = new java.util.HashMap<>();
  private final NewCategories made = new NewCategories();
  private int message = -1;

  ParaverCategories(ParaverConfig config) {
    this.config = config;
  }

  /** The category of state {@code value}. */
  int state(long value) {
    int index = states.get(value);
    if (index >= 0) {
      return index;
    }
    String name = config.stateName(value);
    Rgba color = config.stateColor(value);
    index = make(name != null ? name : "State " + value, Topology.STATE, color, InfoLabel.NONE);
    states.put(value, index);
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
    return make(shapes == 1 ? name : name + " #" + shapes, Topology.EVENT, null, InfoLabel.parse(label));
  }

  int message() {
    if (message < 0) {
      message = make(MESSAGE, Topology.ARROW, new Rgba(255, 255, 255, 255), InfoLabel.parse(MESSAGE_LABEL));
    }
    return message;
  }

  void handOut(ItemSink sink, String file, long line) throws TraceInputException {
    made.handOut(sink, file, line);
  }

  private int make(String name, Topology topology, Rgba color, InfoLabel label) {
    return made.make(name, topology, color, label);
  }
}
