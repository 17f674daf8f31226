package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategoryWeight;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.Topology;

/**
 * Accumulates {@link RangeStatistics} for the range [start, end]: exactly from real drawables
 * (primitives clipped to the range; composites through their primitives), and pro-rated from
 * shadows' weights for the approximate answer.
 */
final class StatisticsBuilder {
  private final double start;
  private final double end;
  private final Map<Integer, Category> categories;
  private final MessageSizes sizes;
  private final Map<Integer, Map<Integer, double[]>> byTimeline = new TreeMap<>();
  private final Map<LinePair, long[]> messages = new HashMap<>();
  private final Map<Integer, List<Primitive>> statesByLine = new HashMap<>();
  private boolean approximate;

  StatisticsBuilder(double start, double end, Map<Integer, Category> categories, MessageSizes sizes) {
    this.start = start;
    this.end = end;
    this.categories = categories;
    this.sizes = sizes;
  }

  void addDrawable(Drawable d) {
    if (d instanceof Primitive p) {
      addPrimitive(p);
    } else {
      for (Primitive p : ((Composite) d).primitives()) {
        addPrimitive(p);
      }
    }
  }

  private void addPrimitive(Primitive p) {
    if (!(p.start() <= end && p.end() >= start)) {
      return; // a composite's primitive outside the range
    }
    double clipped = clip(p.start(), p.end());
    int line = p.lineId(0);
    switch (Drawables.topologyOf(p, categories)) {
      case STATE -> statesByLine.computeIfAbsent(line, k -> new ArrayList<>()).add(p);
      case EVENT -> add(line, p.categoryIndex(), 1, 0, 0);
      case ARROW -> {
        add(line, p.categoryIndex(), 1, clipped, clipped);
        long size = sizes.sizeOf(p.categoryIndex(), p.info());
        long[] m = messages.computeIfAbsent(new LinePair(line, p.lineId(p.vertexCount() - 1)), k -> new long[3]);
        m[0]++;
        if (size >= 0) {
          m[1] += size;
          m[2]++;
        }
      }
    }
  }

  /** Pro-rates a shadow by the share of its box inside the range. */
  void addShadow(Shadow s) {
    approximate = true;
    double duration = s.end() - s.start();
    double inside = clip(s.start(), s.end());
    double share = duration > 0 ? inside / duration : 1.0;
    int line = s.lineId(0);
    for (CategoryWeight w : s.weights()) {
      double incl = finite(w.inclusiveRatio()) * duration * share;
      double excl = s.topology() == Topology.STATE ? finite(w.exclusiveRatio()) * duration * share : incl;
      add(line, w.categoryIndex(), w.count() * share, incl, excl);
    }
    if (s.topology() == Topology.ARROW) {
      long[] m = messages.computeIfAbsent(new LinePair(line, s.lineId(s.vertexCount() - 1)), k -> new long[3]);
      m[0] += Math.round(s.realCount() * share);
    }
  }

  RangeStatistics build() {
    for (List<Primitive> states : statesByLine.values()) {
      addNested(states);
    }
    statesByLine.clear();
    Map<Integer, Map<Integer, DurationStats>> timelines = new TreeMap<>();
    Map<Integer, DurationStats> total = new TreeMap<>();
    byTimeline.forEach((line, cats) -> {
      Map<Integer, DurationStats> m = new TreeMap<>();
      cats.forEach((cat, a) -> {
        DurationStats s = new DurationStats(Math.round(a[0]), a[1], a[2]);
        m.put(cat, s);
        total.merge(cat, s, DurationStats::plus);
      });
      timelines.put(line, Collections.unmodifiableMap(m));
    });
    Map<LinePair, MessageStats> msgs = new HashMap<>();
    messages.forEach((k, v) -> msgs.put(k, new MessageStats(v[0], v[1], v[2])));
    return new RangeStatistics(start, end, Collections.unmodifiableMap(timelines), Collections.unmodifiableMap(total),
        Collections.unmodifiableMap(msgs), approximate);
  }

  /** States of one timeline: exclusive time is clipped time minus that of the states directly inside. */
  private void addNested(List<Primitive> states) {
    states.sort(DrawingOrder.DRAWABLES);
    double[] excl = new double[states.size()];
    int[] stack = new int[states.size()];
    int top = -1;
    for (int i = 0; i < states.size(); i++) {
      Primitive p = states.get(i);
      excl[i] = clip(p.start(), p.end());
      while (top >= 0 && !covers(states.get(stack[top]), p)) {
        top--;
      }
      if (top >= 0) {
        excl[stack[top]] -= excl[i];
      }
      stack[++top] = i;
    }
    for (int i = 0; i < states.size(); i++) {
      Primitive p = states.get(i);
      add(p.lineId(0), p.categoryIndex(), 1, clip(p.start(), p.end()), excl[i]);
    }
  }

  private static boolean covers(Primitive outer, Primitive inner) {
    return outer.start() <= inner.start() && inner.end() <= outer.end();
  }

  private void add(int line, int category, double count, double incl, double excl) {
    double[] a = byTimeline.computeIfAbsent(line, k -> new HashMap<>()).computeIfAbsent(category, k -> new double[3]);
    a[0] += count;
    a[1] += incl;
    a[2] += excl;
  }

  private double clip(double s, double e) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }

  private static double finite(float ratio) {
    return Float.isFinite(ratio) ? ratio : 0;
  }
}
