package org.leapshot.slog2.query;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Exact statistics in several passes over a range, each keeping the timelines of one group (line
 * IDs by their remainder modulo the passes), when all of them at once would not fit in the heap.
 * A timeline's figures depend on its own primitives only, in the order the scan hands them over,
 * so each pass gives the same figures for its timelines as one pass would; the merge puts the
 * timelines together and sums the categories over them in ascending order, as one pass does.
 */
final class StatisticsPasses {
  private StatisticsPasses() {}

  /** Whether line {@code line} belongs to pass {@code pass} of {@code passes}. */
  static boolean inPass(int line, int pass, int passes) {
    return Math.floorMod(line, passes) == pass;
  }

  /** One answer from the passes' answers (exact ones of one range, over disjoint timelines). */
  static RangeStatistics merge(List<RangeStatistics> parts) {
    RangeStatistics first = parts.get(0);
    TreeMap<Integer, Map<Integer, DurationStats>> byTimeline = new TreeMap<>();
    int pairs = 0;
    for (RangeStatistics p : parts) {
      byTimeline.putAll(p.byTimeline());
      pairs += p.messages().size();
    }
    // the pairs by their keys, sharing the parts' figures: a hash map of them took twice the heap of
    // the parts' answers, and 8 192 timelines of 16 receivers each ran out of a 32 MB heap here
    long[] pairKeys = new long[pairs];
    Object[] pairValues = new Object[pairs];
    int m = 0;
    for (RangeStatistics p : parts) {
      for (Map.Entry<LinePair, MessageStats> e : p.messages().entrySet()) {
        pairKeys[m] = PairKeyedMap.key(e.getKey().from(), e.getKey().to());
        pairValues[m++] = e.getValue();
      }
    }
    Map<LinePair, MessageStats> messages = PairKeyedMap.of(pairKeys, pairValues);
    // per category: count, inclusive, exclusive, summed over timelines ascending
    TreeMap<Integer, double[]> sums = new TreeMap<>();
    for (Map<Integer, DurationStats> cells : byTimeline.values()) {
      for (Map.Entry<Integer, DurationStats> c : cells.entrySet()) {
        double[] t = sums.computeIfAbsent(c.getKey(), k -> new double[3]);
        t[0] += c.getValue().count();
        t[1] += c.getValue().inclusive();
        t[2] += c.getValue().exclusive();
      }
    }
    Map<Integer, DurationStats> byCategory = new TreeMap<>();
    sums.forEach((category, t) -> byCategory.put(category, new DurationStats((long) t[0], t[1], t[2])));
    int[] keys = new int[byTimeline.size()];
    Object[] values = new Object[keys.length];
    int i = 0;
    for (Map.Entry<Integer, Map<Integer, DurationStats>> e : byTimeline.entrySet()) {
      keys[i] = e.getKey();
      values[i++] = e.getValue();
    }
    return new RangeStatistics(first.start(), first.end(), new IntKeyedMap<>(keys, values),
        Collections.unmodifiableMap(byCategory), messages, false);
  }
}
