package org.leapshot.slog2.query;

import java.util.Map;

/**
 * Statistics of the drawables in a closed time range, clipped to it. Composites are counted
 * through their primitives, each under its own category (as the file's shadows count them).
 * States are attributed to their timeline, events to theirs, arrows to the sender's.
 *
 * @param byTimeline timeline (line ID) → category index → stats
 * @param byCategory category index → stats over all timelines
 * @param messages sender/receiver timeline pair → arrow count and bytes
 * @param approximate true when computed from shadows' weights rather than from real drawables: counts
 *     and times are then pro-rated by how much of each shadow's box lies in the range, and message
 *     bytes are unknown (0); a timeline's exclusive state time never exceeds the range
 * @param bound how far each approximate figure can be from the exact one ({@link StatisticsBound#EXACT} when exact)
 */
public record RangeStatistics(double start, double end, Map<Integer, Map<Integer, DurationStats>> byTimeline,
    Map<Integer, DurationStats> byCategory, Map<LinePair, MessageStats> messages, boolean approximate,
    StatisticsBound bound) {

  /** Statistics with no stated bound: exact ones, or approximate ones made by hand (tests). */
  public RangeStatistics(double start, double end, Map<Integer, Map<Integer, DurationStats>> byTimeline,
      Map<Integer, DurationStats> byCategory, Map<LinePair, MessageStats> messages, boolean approximate) {
    this(start, end, byTimeline, byCategory, messages, approximate, StatisticsBound.EXACT);
  }
}
