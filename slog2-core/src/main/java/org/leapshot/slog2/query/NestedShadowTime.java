package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The part of an approximate answer the shadows alone get wrong: a long real state read from an
 * upper node has its nested states in the shadows of the nodes below, so its exclusive time must
 * lose the time of those shadows that falls inside it (counting it once per nesting level made a
 * timeline's "exclusive" time add up to twice the range). A shadow's state time is the sum of its
 * exclusive ratios times its duration (the union of its states' time when they nest properly; a
 * lower bound, see {@link StateShadows}); where in its box that time lies is unknown. Of a shadow
 * with state time between C and C' and duration D, the part inside a stretch of length v lies
 * between max(0, C − (D − v)) and min(C', v): the bound. Within it, the estimate keeps the real
 * state's category at the exclusive share the file's summaries give it (spreading the shadows'
 * time evenly instead put a long childless state's neighbours' time inside it, and left a long
 * parent its children's time), else spreads the time evenly. Works on one timeline's columns and
 * keeps its arrays from one timeline to the next (one instance per thread).
 */
final class NestedShadowTime {
  private final double start;
  private final double end;
  private double[] lo = new double[16];
  private double[] hi = new double[16];
  private double[] spread = new double[16];
  private Segments seg = new Segments(16);

  NestedShadowTime(double start, double end) {
    this.start = start;
    this.end = end;
  }

  /**
   * Takes from {@code exclusive[i]} (of states i &lt; n, one timeline's real states in drawing order,
   * [{@code from[i]}, {@code to[i]}]) the time of {@code shadows} (that timeline's state shadows)
   * inside the stretches where state i is the innermost real state, and adds how far the exact
   * exclusive time can lie below and above the result to {@code below[i]} and {@code above[i]}. Within what is possible, a state keeps the share of exclusive time
   * {@code share[i]} gives for it (its category's over the whole file; NaN for none) or, without
   * one, takes the shadows' time spread evenly.
   */
  void subtract(double[] from, double[] to, double[] share, int n, double[] exclusive, double[] below,
      double[] above, Shadows shadows) {
    innermost(from, to, n);
    if (lo.length < n) {
      lo = new double[n];
      hi = new double[n];
      spread = new double[n];
    } else {
      Arrays.fill(lo, 0, n, 0);
      Arrays.fill(hi, 0, n, 0);
      Arrays.fill(spread, 0, n, 0);
    }
    for (int j = 0; j < shadows.size; j++) {
      double duration = shadows.end[j] - shadows.start[j];
      if (!(duration > 0)) {
        continue;
      }
      double least = shadows.least[j];
      double most = Math.min(duration, least + shadows.unaccounted[j]);
      double busy = (least + most) / 2;
      double sFrom = Math.max(shadows.start[j], start);
      double sTo = Math.min(shadows.end[j], end);
      for (int k = seg.firstEndingAfter(sFrom); k < seg.size && seg.from[k] < sTo; k++) {
        double v = Math.min(sTo, seg.to[k]) - Math.max(sFrom, seg.from[k]);
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
      double f = share[i];
      double clipped = Math.max(0, Math.min(to[i], end) - Math.max(from[i], start));
      double wanted = f >= 0 && f <= 1 ? exclusive[i] - f * clipped : spread[i];
      double taken = Math.max(lo[i], Math.min(hi[i], wanted));
      exclusive[i] -= taken;
      // the exact time taken lies in [lo, hi]: the exclusive time between exclusive - (hi - taken) and + (taken - lo)
      below[i] += Math.max(0, hi[i] - taken);
      above[i] += Math.max(0, taken - lo[i]);
    }
  }

  /** Stretches of the range, in time order, each with the innermost real state covering it. */
  private void innermost(double[] sFrom, double[] sTo, int n) {
    if (seg.from.length < 2 * n + 1) {
      seg = new Segments(2 * n + 1);
    }
    seg.size = 0;
    Segments out = seg;
    int[] stack = out.stack(n);
    int top = -1;
    double cursor = start;
    for (int i = 0; i < n; i++) {
      double s = Math.max(sFrom[i], start);
      double e = Math.min(sTo[i], end);
      if (!(e > s)) {
        continue;
      }
      while (top >= 0 && !covers(sFrom[stack[top]], sTo[stack[top]], s, e)) {
        int t = stack[top--];
        double stop = Math.min(Math.min(sTo[t], end), s);
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
      cursor = out.add(cursor, Math.min(sTo[t], end), t);
    }
  }

  private boolean covers(double outerFrom, double outerTo, double s, double e) {
    return Math.max(outerFrom, start) <= s && e <= Math.min(outerTo, end);
  }

  /** One timeline's state shadows as columns: box, and the state time they account for and may add. */
  static final class Shadows {
    double[] start = new double[16];
    double[] end = new double[16];
    double[] least = new double[16];
    double[] unaccounted = new double[16];
    int size;

    void clear() {
      size = 0;
    }

    /** Adds a shadow: its box, the state time it accounts for and how much more it can hold ({@link StateShadows}). */
    void add(double from, double to, double busy, double unaccountedTime) {
      if (size == start.length) {
        start = Arrays.copyOf(start, 2 * size);
        end = Arrays.copyOf(end, 2 * size);
        least = Arrays.copyOf(least, 2 * size);
        unaccounted = Arrays.copyOf(unaccounted, 2 * size);
      }
      start[size] = from;
      end[size] = to;
      least[size] = busy;
      unaccounted[size++] = unaccountedTime;
    }

    /**
     * The least state time inside [rangeStart, rangeEnd] the shadows hold together. A shadow's
     * states lie in its box, so of its time inside the range, all but what can lie in the boxes
     * before it is time the others do not hold: boxes of neighbouring nodes may overlap, and those
     * before it lie within [earliest start, latest end] so far.
     */
    double leastCovered(double rangeStart, double rangeEnd) {
      double sum = 0;
      double from = Double.POSITIVE_INFINITY;
      double to = Double.NEGATIVE_INFINITY;
      for (int j = 0; j < size; j++) {
        double s = Math.max(start[j], rangeStart);
        double e = Math.min(end[j], rangeEnd);
        if (!(e > s)) {
          continue;
        }
        double outside = Math.max(0, end[j] - start[j]) - (e - s);
        double shared = Math.max(0, Math.min(e, to) - Math.max(s, from));
        sum += Math.max(0, least[j] - outside - shared);
        from = Math.min(from, s);
        to = Math.max(to, e);
      }
      return sum;
    }

    /** The most state time inside [rangeStart, rangeEnd] the shadows can hold together. */
    double mostCovered(double rangeStart, double rangeEnd) {
      double sum = 0;
      for (int j = 0; j < size; j++) {
        double inside = NestedStates.clip(start[j], end[j], rangeStart, rangeEnd);
        sum += Math.min(inside, least[j] + unaccounted[j]);
      }
      return sum;
    }
  }

  /** Disjoint stretches in time order. */
  private static final class Segments {
    double[] from;
    double[] to;
    int[] owner;
    int size;
    private int[] stack = new int[0];

    Segments(int capacity) {
      from = new double[capacity];
      to = new double[capacity];
      owner = new int[capacity];
    }

    /** A stack for {@code n} states (reused). */
    int[] stack(int n) {
      if (stack.length < n) {
        stack = new int[n];
      }
      return stack;
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
