package org.leapshot.app.rows;

import java.util.Arrays;
import java.util.Comparator;
import org.leapshot.slog2.model.LineIdMap;

/**
 * The order timelines are shown in for a line-ID map: by their path in the map's hierarchy (the
 * row values, level by level), ties by line ID. A map keeps its rows sorted by line ID, but a view
 * such as MPE's "Process View" maps several line IDs to one process (e.g. lines 0 and 16 are both
 * world rank 0, one per communicator): shown by path, a process's timelines sit together, as in
 * Jumpshot's Y-axis tree. For the Identity Map this is line-ID order.
 */
public final class PathOrder {
  private final int[] mapRowAt;
  private final int[] displayRowOf;

  private PathOrder(LineIdMap map) {
    int n = map.rowCount();
    int[][] values = new int[n][];
    Integer[] order = new Integer[n];
    for (int r = 0; r < n; r++) {
      values[r] = map.values(r);
      order[r] = r;
    }
    Comparator<Integer> byPath = (a, b) -> {
      int c = Arrays.compare(values[a], values[b]);
      return c != 0 ? c : Integer.compare(map.lineId(a), map.lineId(b));
    };
    Arrays.sort(order, byPath);
    mapRowAt = new int[n];
    displayRowOf = new int[n];
    for (int d = 0; d < n; d++) {
      mapRowAt[d] = order[d];
      displayRowOf[order[d]] = d;
    }
  }

  public static PathOrder of(LineIdMap map) {
    return new PathOrder(map);
  }

  /** The map row shown at display position {@code displayRow}. */
  public int mapRowAt(int displayRow) {
    return mapRowAt[displayRow];
  }

  /** The display position of map row {@code mapRow}. */
  public int displayRowOf(int mapRow) {
    return displayRowOf[mapRow];
  }

  public int size() {
    return mapRowAt.length;
  }
}
