package org.leapshot.slog2.check;

import org.leapshot.slog2.model.TimeBox;

/** What a successful check saw: the counts a one-line summary reports. */
public record CheckSummary(String file, String version, int nodes, int maxTreeDepth, long drawables, int categories,
    int lineIdMaps, TimeBox timeRange) {

  /** One line, e.g. {@code fpilog.slog2: OK, SLOG 2.0.6, 15 nodes, depth 3, 153 drawables, 13 categories, 1 line-ID map}. */
  public String line() {
    return file + ": OK, " + version + ", " + nodes + " nodes, depth " + maxTreeDepth + ", " + drawables + " drawables, "
        + categories + " categories, " + lineIdMaps + (lineIdMaps == 1 ? " line-ID map" : " line-ID maps")
        + ", time " + timeRange.earliest() + " to " + timeRange.latest();
  }
}
