package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;

/**
 * {@link NestedShadowTime} as {@link OldStatisticsBuilder} used it, on objects (the reference for
 * {@code StatisticsBuilderEquivalenceTest}).
 *
 * <p>The part of an approximate answer the shadows alone get wrong: a long real state read from an
 * upper node has its nested states in the shadows of the nodes below, so its exclusive time must
 * lose the time of those shadows that falls inside it (counting it once per nesting level made a
 * timeline's "exclusive" time add up to twice the range). A shadow's state time is the sum of its
 * exclusive ratios times its duration (the union of its states' time when they nest properly; a
 * lower bound, see {@link StateShadows}); where in its box that time lies is unknown. Of a shadow
 * with state time between C and C' and duration D, the part inside a stretch of length v lies
 * between max(0, C − (D − v)) and min(C', v): the bound. Within it, the estimate keeps the real
 * state's category at the exclusive share the file's summaries give it (spreading the shadows'
 * time evenly instead put a long childless state's neighbours' time inside it, and left a long
 * parent its children's time), else spreads the time evenly.
 */
final class OldNestedShadowTime {
  private final double start;
  private final double end;

  OldNestedShadowTime(double start, double end) {
    this.start = start;
    this.end = end;
  }

  /**
   * Takes from {@code exclusive[i]} (of {@code states}, one timeline's real states in drawing order)
   * the time of {@code shadows} (that timeline's state shadows) inside the stretches where state i is
   * the innermost real state, and adds the possible error of that to {@code error[i]}. Within what
   * is possible, a state keeps the share of exclusive time {@code share} gives for it (its
   * category's over the whole file) or, without one, takes the shadows' time spread evenly.
   */
  void subtract(List<Primitive> states, double[] exclusive, double[] error, List<Shadow> shadows,
      ToDoubleFunction<Primitive> share) {
    Segments seg = innermost(states);
    int n = states.size();
    double[] lo = new double[n];
    double[] hi = new double[n];
    double[] spread = new double[n];
    for (Shadow s : shadows) {
      double duration = s.end() - s.start();
      if (!(duration > 0)) {
        continue;
      }
      double least = StateShadows.busy(ShadowColumns.copyOf(List.of(s)), 0);
      double most = Math.min(duration, least + StateShadows.unaccounted(ShadowColumns.copyOf(List.of(s)), 0));
      double busy = (least + most) / 2;
      double from = Math.max(s.start(), start);
      double to = Math.min(s.end(), end);
      for (int k = seg.firstEndingAfter(from); k < seg.size && seg.from[k] < to; k++) {
        double v = Math.min(to, seg.to[k]) - Math.max(from, seg.from[k]);
        if (v > 0) {
          int i = seg.owner[k];
          spread[i] += busy * v / duration;
          lo[i] += Math.max(0, least - (duration - v));
          hi[i] += Math.min(most, v);
        }
      }
    }
    for (int i = 0; i < n; i++) {
      if (hi[i] <= 0) {
        continue;
      }
      Primitive p = states.get(i);
      double f = share.applyAsDouble(p);
      double clipped = Math.max(0, Math.min(p.end(), end) - Math.max(p.start(), start));
      double wanted = f >= 0 && f <= 1 ? exclusive[i] - f * clipped : spread[i];
      double taken = Math.max(lo[i], Math.min(hi[i], wanted));
      exclusive[i] -= taken;
      error[i] += Math.max(taken - lo[i], hi[i] - taken);
    }
  }

  /** Stretches of the range, in time order, each with the innermost real state covering it. */
  private Segments innermost(List<Primitive> states) {
    int n = states.size();
    Segments out = new Segments(2 * n + 1);
    int[] stack = new int[n];
    int top = -1;
    double cursor = start;
    for (int i = 0; i < n; i++) {
      double s = Math.max(states.get(i).start(), start);
      double e = Math.min(states.get(i).end(), end);
      if (!(e > s)) {
        continue;
      }
      while (top >= 0 && !covers(states.get(stack[top]), s, e)) {
        int t = stack[top--];
        double stop = Math.min(Math.min(states.get(t).end(), end), s);
        cursor = out.add(cursor, stop, t);
      }
      if (top >= 0) {
        cursor = out.add(cursor, s, stack[top]);
      }
      cursor = Math.max(cursor, s);
      stack[++top] = i;
    }
    while (top >= 0) {
      int t = stack[top--];
      cursor = out.add(cursor, Math.min(states.get(t).end(), end), t);
    }
    return out;
  }

  private boolean covers(Primitive outer, double s, double e) {
    return Math.max(outer.start(), start) <= s && e <= Math.min(outer.end(), end);
  }

  /** Disjoint stretches in time order. */
  private static final class Segments {
    double[] from;
    double[] to;
    int[] owner;
    int size;

    Segments(int capacity) {
      from = new double[capacity];
      to = new double[capacity];
      owner = new int[capacity];
    }

    /** Adds [cursor, stop) for {@code state} when not empty; returns the new cursor. */
    double add(double cursor, double stop, int state) {
      if (!(stop > cursor)) {
        return cursor;
      }
      if (size == from.length) {
        from = Arrays.copyOf(from, size * 2);
        to = Arrays.copyOf(to, size * 2);
        owner = Arrays.copyOf(owner, size * 2);
      }
      from[size] = cursor;
      to[size] = stop;
      owner[size++] = state;
      return stop;
    }

    /** Index of the first stretch ending after {@code t}. */
    int firstEndingAfter(double t) {
      int lo = 0;
      int hi = size;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (to[mid] <= t) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo;
    }
  }
}
