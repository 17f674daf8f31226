package org.leapshot.app.search;

import java.util.List;
import org.leapshot.app.rows.TimelineTree;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Where a match lies, for the find message: "on node 138 / core 8", "on Process 15", "on timeline 3",
 * or "from timeline 0 to timeline 3" for a message. On thousands of timelines the match's row was
 * otherwise found only by opening its info box.
 */
final class MatchTimeline {
  private MatchTimeline() {}

  static String of(TimelineTree tree, Drawable d) {
    String first = name(tree, d.firstLineId());
    return d.firstLineId() == d.lastLineId() ? "on " + first : "from " + first + " to " + name(tree, d.lastLineId());
  }

  /** The trace's name of the timeline, else its map's values by column ("node 138 / core 8"). */
  static String name(TimelineTree tree, int lineId) {
    LineIdMap map = tree.map();
    int row = map.rowOf(lineId);
    if (row < 0) {
      return "line ID " + lineId;
    }
    int leaf = tree.leafOf(row);
    if (leaf >= 0 && tree.isNamed(leaf)) {
      return tree.label(leaf);
    }
    int[] values = map.values(row);
    if (values.length == 0 || (values.length == 1 && values[0] == lineId)) {
      return "timeline " + lineId;
    }
    List<String> columns = map.columnLabels();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? " / " : "").append(i < columns.size() ? columns.get(i) + " " : "").append(values[i]);
    }
    return sb.toString();
  }
}
