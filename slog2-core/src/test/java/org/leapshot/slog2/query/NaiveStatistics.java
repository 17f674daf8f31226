package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/** The definition, spelled out: children of a state are the states it covers with nothing between. */
final class NaiveStatistics {
  static RangeStatistics of(double t0, double t1, Map<Integer, Category> cats, List<Drawable> all) {
    NaiveStatistics n = new NaiveStatistics(t0, t1, cats, all);
    Map<Integer, Map<Integer, DurationStats>> timelines = new HashMap<>();
    Map<Integer, DurationStats> total = new HashMap<>();
    n.byTimeline.forEach((line, m) -> m.forEach((cat, v) -> {
      DurationStats d = new DurationStats((long) v[0], v[1], v[2]);
      timelines.computeIfAbsent(line, k -> new HashMap<>()).put(cat, d);
      total.merge(cat, d, DurationStats::plus);
    }));
    return new RangeStatistics(t0, t1, timelines, total, n.messages, false);
  }

  final Map<Integer, Map<Integer, double[]>> byTimeline = new HashMap<>();
  final Map<LinePair, MessageStats> messages = new HashMap<>();

  private NaiveStatistics(double t0, double t1, Map<Integer, Category> cats, List<Drawable> all) {
    MessageSizes sizes = new MessageSizes(cats);
    List<Primitive> states = new ArrayList<>();
    for (Drawable d : all) {
      List<Primitive> ps = d instanceof Primitive p ? List.of(p) : ((Composite) d).primitives();
      for (Primitive p : ps) {
        if (p.start() > t1 || p.end() < t0) {
          continue;
        }
        Topology topo = cats.get(p.categoryIndex()).topology();
        double clip = Math.max(0, Math.min(p.end(), t1) - Math.max(p.start(), t0));
        if (topo == Topology.STATE) {
          states.add(p);
        } else if (topo == Topology.EVENT) {
          add(p, 0, 0);
        } else {
          add(p, clip, clip);
          long size = sizes.sizeOf(p.categoryIndex(), p.info());
          messages.merge(new LinePair(p.lineId(0), p.lineId(1)),
              new MessageStats(1, Math.max(size, 0), size >= 0 ? 1 : 0), MessageStats::plus);
        }
      }
    }
    for (Primitive p : states) {
      double excl = clip(p, t0, t1);
      for (Primitive q : states) {
        if (q != p && isParent(p, q, states)) {
          excl -= clip(q, t0, t1);
        }
      }
      add(p, clip(p, t0, t1), excl);
    }
  }

  private static boolean isParent(Primitive p, Primitive q, List<Primitive> states) {
    if (!encloses(p, q, states)) {
      return false;
    }
    for (Primitive r : states) {
      if (r != p && r != q && encloses(p, r, states) && encloses(r, q, states)) {
        return false;
      }
    }
    return true;
  }

  /** Outer covers inner on one timeline; with the same box, outer was drawn first (inner is drawn inside it). */
  private static boolean encloses(Primitive outer, Primitive inner, List<Primitive> states) {
    return sameLineCovers(outer, inner) && (!sameBox(outer, inner) || states.indexOf(outer) < states.indexOf(inner));
  }

  private static boolean sameLineCovers(Primitive outer, Primitive inner) {
    return outer.lineId(0) == inner.lineId(0) && outer.start() <= inner.start() && inner.end() <= outer.end();
  }

  private static boolean sameBox(Primitive a, Primitive b) {
    return a.start() == b.start() && a.end() == b.end();
  }

  private static double clip(Primitive p, double t0, double t1) {
    return Math.max(0, Math.min(p.end(), t1) - Math.max(p.start(), t0));
  }

  private void add(Primitive p, double incl, double excl) {
    double[] v = byTimeline.computeIfAbsent(p.lineId(0), k -> new HashMap<>())
        .computeIfAbsent(p.categoryIndex(), k -> new double[3]);
    v[0]++;
    v[1] += incl;
    v[2] += excl;
  }
}
