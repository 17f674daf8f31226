package org.leapshot.slog2.query;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Decides how long the objects made for a node's drawables are kept with it: for the nodes of the
 * last few windows only, at most {@link #DEFAULT_DRAWABLES} drawables in all, least recently used
 * dropped first. A scroll step by half a window then makes objects only for the half it has not
 * shown yet, while the cache's other nodes (read ahead, or shown long ago) stay packed and cost the
 * garbage collector little: objects kept with every cached node made each young collection copy
 * them all again.
 */
final class ObjectKeeper {
  /** About two 1/1000 windows of the 64-timeline traces (47 000 drawables each): a scroll step needs one. */
  static final long DEFAULT_DRAWABLES = 100_000;

  private final long budget;
  private final LinkedHashMap<LoadedNode, Integer> kept = new LinkedHashMap<>(64, 0.75f, true);
  private long count;

  ObjectKeeper(long budget) {
    this.budget = budget;
  }

  /** Notes that {@code node}'s objects, {@code drawables} of them, were used now. */
  synchronized void used(LoadedNode node, int drawables) {
    Integer old = kept.put(node, drawables);
    if (old == null) {
      count += drawables;
    }
    Iterator<Map.Entry<LoadedNode, Integer>> eldest = kept.entrySet().iterator();
    while (count > budget && eldest.hasNext()) {
      Map.Entry<LoadedNode, Integer> e = eldest.next();
      if (e.getKey() == node) {
        continue; // the node being shown stays, even alone over the budget
      }
      eldest.remove();
      count -= e.getValue();
      e.getKey().dropObjects();
    }
  }

  synchronized long count() {
    return count;
  }
}
