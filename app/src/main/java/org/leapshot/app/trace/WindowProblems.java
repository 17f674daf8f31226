package org.leapshot.app.trace;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a window query could not show as the file meant it: nodes that failed to decode (their time
 * ranges are drawn as unreadable) and category indices used by drawables but not defined in the
 * file, with how many drawables of the window use each (they are drawn in a neutral grey).
 */
public record WindowProblems(List<DamagedNode> damaged, SortedMap<Integer, Integer> undefinedCategories) {
  public static final WindowProblems NONE = new WindowProblems(List.of(), new TreeMap<>());

  public WindowProblems {
    damaged = List.copyOf(damaged);
    undefinedCategories = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(undefinedCategories));
  }

  public boolean isEmpty() {
    return damaged.isEmpty() && undefinedCategories.isEmpty();
  }
}
