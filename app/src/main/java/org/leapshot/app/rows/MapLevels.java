package org.leapshot.app.rows;

import java.util.Map;
import org.leapshot.slog2.model.LineIdMap;

/**
 * A line-ID map's group levels as {@link TimelineTree} builds them: which split something, and the
 * label of a timeline left alone in its group. Levels are numbered 1..levels, the map's first
 * columns; the last column is the timelines'.
 */
final class MapLevels {
  private MapLevels() {}

  /**
   * Which levels (index 1..levels) split something: a level whose every group holds exactly one
   * timeline (wrf's "Process 3" of one thread) would only make groups of one to fold ("Process 3
   * (1)"), so it makes none and its timelines are rows of their own. A level of lone groups above
   * several timelines (a node of one process of 13 threads) still folds them; the axis gives it no
   * column.
   */
  static boolean[] splitting(LineIdMap m, PathOrder order, int levels) {
    int[] distinct = new int[levels + 1]; // distinct[l]: groups at level l
    int[] prev = null;
    for (int d = 0; d < m.rowCount(); d++) {
      int[] v = m.values(order.mapRowAt(d));
      for (int l = sharedPrefix(prev, v, levels) + 1; l <= levels; l++) {
        distinct[l]++;
      }
      prev = v;
    }
    boolean[] splits = new boolean[levels + 1];
    for (int l = 1; l <= levels; l++) {
      splits[l] = distinct[l] < m.rowCount();
    }
    return splits;
  }

  /**
   * The name the trace gives the group of the last level a timeline is alone in (wrf's "Process 3"
   * of one thread, Score-P's "MPI Rank 3"), or null: with no group made for it, the name would be
   * lost. An unnamed group's timeline keeps its path, "3 / 0", under the map's columns.
   */
  static String ownGroupName(LineIdMap m, int row, int levels, Map<String, String> groupNames) {
    String name = groupNames.get(TimelineTree.join(m.values(row), levels));
    return name == null || name.isBlank() ? null : name; // an empty name would leave the row unlabelled
  }

  /** Levels (of {@code levels}) two paths share from the start; a first path ({@code a} null) shares 0. */
  static int sharedPrefix(int[] a, int[] b, int levels) {
    if (a == null) {
      return 0;
    }
    int l = 0;
    while (l < levels && a[l] == b[l]) {
      l++;
    }
    return l;
  }
}
