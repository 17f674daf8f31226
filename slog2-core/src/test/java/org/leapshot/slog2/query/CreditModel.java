package org.leapshot.slog2.query;

import java.util.HashMap;
import java.util.Map;
import java.util.SortedMap;

/**
 * The brute-force model of {@link CategoryCredits}, written from its rule and nothing else: one
 * row's credits in a map, a column's categories in a sorted map. Each present category earns its
 * share, the present one with most credit shows (ties: the larger time, then the smaller key) and
 * pays 1, then the present categories' credits are clamped to [-1, 1].
 */
final class CreditModel {
  private final Map<Integer, Double> credit = new HashMap<>();

  /** The key a column shows: {@code time} its present keys (time above 0), or NONE when empty. */
  int show(SortedMap<Integer, Double> time) {
    if (time.isEmpty()) {
      return ActivityRaster.NONE;
    }
    if (time.size() == 1) {
      return time.firstKey();
    }
    double total = 0;
    for (double t : time.values()) {
      total += t;
    }
    Integer best = null;
    for (Map.Entry<Integer, Double> e : time.entrySet()) {
      double c = credit.getOrDefault(e.getKey(), 0.0) + e.getValue() / total;
      credit.put(e.getKey(), c);
      if (best == null || c > credit.get(best) || (c == credit.get(best) && e.getValue() > time.get(best))) {
        best = e.getKey();
      }
    }
    credit.put(best, credit.get(best) - 1);
    for (Integer k : time.keySet()) {
      credit.put(k, Math.max(-1, Math.min(1, credit.get(k))));
    }
    return best;
  }
}
