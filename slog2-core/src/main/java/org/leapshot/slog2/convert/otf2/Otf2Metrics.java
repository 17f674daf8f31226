package org.leapshot.slog2.convert.otf2;

import java.util.HashMap;
import java.util.Map;

/**
 * What a Metric record's values become (spec §8.6, §13.5): value i of a metric (class or
 * instance) is an event of its member's category, shown as a double for FLOAT/DOUBLE members and
 * as an integer otherwise. The categories of a metric's values are looked up once per metric, not
 * per sample: metrics can be a tenth of a trace's events.
 */
final class Otf2Metrics {
  private static final int TYPE_INT64 = 8;

  private final Otf2Definitions defs;
  private final Otf2Categories categories;
  /** Metric → per value index: category index × 2, plus 1 when the member is floating point. */
  private final Map<Long, int[]> byMetric = new HashMap<>();
  private long lastMetric = Long.MIN_VALUE;
  private int[] last;

  Otf2Metrics(Otf2Definitions defs, Otf2Categories categories) {
    this.defs = defs;
    this.categories = categories;
  }

  /** Category × 2 (+1 if floating) of each of the first {@code count} values of {@code metric}. */
  int[] values(long metric, int count) {
    int[] v = metric == lastMetric ? last : byMetric.get(metric);
    if (v == null || v.length < count) {
      v = make(metric, Math.max(count, v == null ? 0 : v.length));
      byMetric.put(metric, v);
    }
    lastMetric = metric;
    last = v;
    return v;
  }

  private int[] make(long metric, int count) {
    long[] members = defs.metricMembersOf(metric);
    int[] v = new int[Math.max(count, members.length)];
    for (int i = 0; i < v.length; i++) {
      long member = i < members.length ? members[i] : -1 - i;
      Otf2Definitions.MetricMember m = defs.metricMembers.get(member);
      boolean floating = m != null
          && (m.valueType() == Otf2Categories.TYPE_DOUBLE || m.valueType() == Otf2Categories.TYPE_FLOAT);
      v[i] = categories.metric(member) * 2 + (floating ? 1 : 0);
    }
    return v;
  }

  /** The 64 info bits of a value stored as {@code raw} with OTF2 type {@code type}, for a (non-)floating category. */
  static long bits(int type, long raw, boolean floatingCategory) {
    boolean floatingValue = type == Otf2Categories.TYPE_DOUBLE || type == Otf2Categories.TYPE_FLOAT;
    if (floatingCategory == floatingValue && type != Otf2Categories.TYPE_FLOAT) {
      return raw; // a double's or an integer's bits as they are
    }
    double asDouble = type == Otf2Categories.TYPE_DOUBLE ? Double.longBitsToDouble(raw)
        : type == Otf2Categories.TYPE_FLOAT ? Float.intBitsToFloat((int) raw)
        : type == TYPE_INT64 ? (double) raw : unsigned(raw);
    return floatingCategory ? Double.doubleToRawLongBits(asDouble) : (long) asDouble;
  }

  private static double unsigned(long v) {
    return v >= 0 ? v : (v >>> 1) * 2.0 + (v & 1);
  }
}
