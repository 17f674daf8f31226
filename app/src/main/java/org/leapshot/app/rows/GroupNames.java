package org.leapshot.app.rows;

import java.util.HashMap;
import java.util.Map;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The names a trace gives the groups of its line-ID maps (kept beside a converted file with its
 * timelines' names: an OTF2 system-tree node "kn4.eth" and location group "MPI Rank 3", a Paje
 * container, a Paraver node of the {@code .row} file): per map title, group path ("3/12", the
 * values of the map's first columns) → name. A group the trace does not name keeps its number,
 * "node 3". Immutable.
 */
public final class GroupNames {
  public static final GroupNames NONE = new GroupNames(Map.of());

  private final Map<String, Map<String, String>> byMap;

  private GroupNames(Map<String, Map<String, String>> byMap) {
    this.byMap = byMap;
  }

  /** @param byMap line-ID map title → group path → name */
  public static GroupNames of(Map<String, Map<String, String>> byMap) {
    if (byMap.isEmpty()) {
      return NONE;
    }
    Map<String, Map<String, String>> copy = new HashMap<>();
    byMap.forEach((title, names) -> copy.put(title, Map.copyOf(names)));
    return new GroupNames(Map.copyOf(copy));
  }

  /** The names of {@code map}'s groups by path; empty when the trace names none of them. */
  public Map<String, String> of(LineIdMap map) {
    return byMap.getOrDefault(map.title(), Map.of());
  }

  public boolean isEmpty() {
    return byMap.isEmpty();
  }

  /**
   * A group's label by its number in the map, as every group was labelled before traces named
   * them: the level's column and the group's value, "node 3".
   */
  static String numbered(LineIdMap map, int level, int value) {
    return map.columnLabels().get(level - 1) + " " + value;
  }
}
