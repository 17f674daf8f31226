package org.leapshot.slog2.convert.picl;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Topology;

/**
 * Creates categories as the trace first needs them, numbered from 0 in that order, each with its
 * own palette colour: one state and one event category per event type (a type may be used both
 * ways), one per user-defined record type, and one for messages.
 */
final class PiclCategories {
  static final InfoLabel STATE_LABEL = InfoLabel.parse("entry data=%s exit data=%s");
  static final InfoLabel MARK_LABEL = InfoLabel.parse("data=%s");
  static final InfoLabel MESSAGE_LABEL = InfoLabel.parse("message type=%d length=%d");
  static final InfoLabel RECORD_LABEL = InfoLabel.parse("event type=%d data=%s");

  private final Map<Integer, String> labels;
  private final Consumer<Category> created;
  private final Map<String, Integer> indices = new HashMap<>();

  /**
   * @param labels names given by event label records, by event type
   * @param created told of each new category before its index is first returned
   */
  PiclCategories(Map<Integer, String> labels, Consumer<Category> created) {
    this.labels = labels;
    this.created = created;
  }

  int state(int eventType) {
    return index("state " + eventType, eventName(eventType), Topology.STATE, 1, STATE_LABEL);
  }

  int mark(int eventType) {
    return index("mark " + eventType, eventName(eventType), Topology.EVENT, 1, MARK_LABEL);
  }

  int message() {
    return index("message", "message", Topology.ARROW, 2, MESSAGE_LABEL);
  }

  int userRecord(int recordType) {
    return index("record " + recordType, "user record " + recordType, Topology.EVENT, 1, RECORD_LABEL);
  }

  private String eventName(int eventType) {
    String label = labels.get(eventType);
    return label != null && !label.isBlank() ? label : PiclEventNames.of(eventType);
  }

  private int index(String key, String name, Topology topology, int width, InfoLabel label) {
    Integer index = indices.get(key);
    if (index == null) {
      index = indices.size();
      indices.put(key, index);
      created.accept(Category.of(index, name, topology, Palette.color(index), width, label));
    }
    return index;
  }
}
