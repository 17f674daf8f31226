package org.leapshot.slog2.model;

/** The shape of a drawable, with the integer codes SLOG-2 stores (0 Event, 1 State, 2 Arrow). */
public enum Topology {
  EVENT(0, "Event", 1),
  STATE(1, "State", 2),
  ARROW(2, "Arrow", 2);

  private final int code;
  private final String displayName;
  private final int vertexCount;

  Topology(int code, String displayName, int vertexCount) {
    this.code = code;
    this.displayName = displayName;
    this.vertexCount = vertexCount;
  }

  /** The code stored in category records. */
  public int code() {
    return code;
  }

  /** The name the reference tools print ("Event", "State", "Arrow"). */
  public String displayName() {
    return displayName;
  }

  /** Vertices a primitive of this topology has. */
  public int vertexCount() {
    return vertexCount;
  }

  /** States nest like call stacks; arrows and events do not (they go in a node's nestless list). */
  public boolean isNestable() {
    return this == STATE;
  }

  /** The topology for a stored code, or {@code null} when the code is not 0, 1 or 2. */
  public static Topology ofCode(int code) {
    return switch (code) {
      case 0 -> EVENT;
      case 1 -> STATE;
      case 2 -> ARROW;
      default -> null;
    };
  }

  /** Parses "Event", "State" or "Arrow" (case-insensitive), or returns {@code null}. */
  public static Topology ofName(String name) {
    for (Topology t : values()) {
      if (t.displayName.equalsIgnoreCase(name)) {
        return t;
      }
    }
    return null;
  }
}
