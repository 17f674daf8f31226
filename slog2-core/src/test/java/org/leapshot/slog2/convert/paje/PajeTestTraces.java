package org.leapshot.slog2.convert.paje;

/** Small hand-written Paje traces for tests. */
public final class PajeTestTraces {
  private PajeTestTraces() {}

  /**
   * A header defining four events: 0 PajeDefineContainerType (Alias Type Name), 1
   * PajeDefineStateType (Alias Type Name), 2 PajeCreateContainer (Time Alias Type Container Name), 3
   * PajeSetState (Time Container Type Value); then {@code lines}, each ended by a line break.
   */
  public static String header(String... lines) {
    StringBuilder s = new StringBuilder(String.join("\n",
        "%EventDef PajeDefineContainerType 0", "% Alias string", "% Type string", "% Name string", "%EndEventDef",
        "%EventDef PajeDefineStateType 1", "% Alias string", "% Type string", "% Name string", "%EndEventDef",
        "%EventDef PajeCreateContainer 2", "% Time date", "% Alias string", "% Type string", "% Container string",
        "% Name string", "%EndEventDef",
        "%EventDef PajeSetState 3", "% Time date", "% Container string", "% Type string", "% Value string",
        "%EndEventDef", ""));
    for (String line : lines) {
      s.append(line).append('\n');
    }
    return s.toString();
  }
}
