package org.leapshot.slog2.model;

/** The shape of a drawable, with the integer codes SLOG-2 stores (0 Event, 1 State, 2 Arrow). */
public enum Topology {
  EVENT(0, "Event", 1, Category.PREVIEW_EVENT_INDEX),
  STATE(1, "State", 2, Category.PREVIEW_STATE_INDEX),
  ARROW(2, "Arrow", 2, Category.PREVIEW_ARROW_INDEX);

  private final int code;
  private final String displayName;
  private final int vertexCount;
  /**
   * Kept here rather than chosen by a switch, so that the writer's hot path reads a field: a switch
   * case first taken late (the first arrow of a trace) made C2 recompile the tree trunk's whole
   * inlined add (63 ms of compiling).
   */
  private final int previewIndex;

  Topology(int code, String displayName, int vertexCount, int previewIndex) {
    this.code = code;
    this.displayName = displayName;
    this.vertexCount = vertexCount;
    this.previewIndex = previewIndex;
  }

  /** The preview category index that shadows of this topology use. */
  public int previewIndex() {
    return previewIndex;
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
    // A table, not a switch: the writer maps codes back for every shadow, and a switch case first
    // taken late (a trace's first event) made C2 recompile the tree trunk's add (79 ms).
    return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
  }

  private static final Topology[] BY_CODE = byCode();

  private static Topology[] byCode() {
    Topology[] all = values();
    Topology[] byCode = new Topology[all.length];
    for (Topology t : all) {
      byCode[t.code] = t;
    }
    return byCode;
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
