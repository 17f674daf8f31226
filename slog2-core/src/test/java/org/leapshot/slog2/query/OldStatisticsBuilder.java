package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * The statistics builder as it was before it read timeline by timeline (main of 26 Nov): kept as the
 * reference the new one must equal bit for bit ({@code StatisticsBuilderEquivalenceTest}).
 *
 * <p>Accumulates {@link RangeStatistics} for the range [start, end]: exactly from real drawables
 * (primitives clipped to the range; composites through their primitives), and pro-rated from
 * shadows' weights for the approximate answer, with a bound on how far that can be off
 * ({@link StatisticsBound}).
 */
final class OldStatisticsBuilder {
  private final double start;
  private final double end;
  private final Map<Integer, Category> categories;
  private final MessageSizes sizes;
  /** Slots of a timeline × category cell: figures, their possible errors, and whether it is a state. */
  private static final int COUNT = 0;
  private static final int INCLUSIVE = 1;
  private static final int EXCLUSIVE = 2;
  private static final int COUNT_ERROR = 3;
  private static final int INCLUSIVE_ERROR = 4;
  private static final int EXCLUSIVE_ERROR = 5;
  private static final int STATE = 6;
  /** Relative error allowed for a shadow's float ratios. */
  private static final double FLOAT_SLACK = 1e-5;
  private final OldStatisticsCells cells = new OldStatisticsCells();
  /** State shadows, grouped by timeline when built, for the timelines that have real states only. */
  private final List<Shadow> stateShadows = new ArrayList<>();
  private final Map<Integer, List<Shadow>> shadowsByLine = new HashMap<>();
  private final Map<LinePair, long[]> messages = new HashMap<>();
  private final Map<Integer, List<Primitive>> statesByLine = new HashMap<>();
  private boolean approximate;

  OldStatisticsBuilder(double start, double end, Map<Integer, Category> categories, MessageSizes sizes) {
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

  /**
   * Pro-rates a shadow by the share of its box inside the range. Its figures are exact where the
   * range holds it whole, except exclusive times: the writer subtracts the whole overlap of a state
   * with its child nodes' shadow boxes, gaps included (spec §10.5), so a ratio is a lower bound,
   * off by at most the category's nested time (I − E) and the shadow's unaccounted time. A shadow
   * the range cuts adds more: of its n primitives with summed time T, the part inside a cut of
   * length v lies between max(0, T − n·(D − v)) and min(T, n·v), and their exclusive (disjoint)
   * time between max(0, E − (D − v)) and min(E + gap, v).
   */
  void addShadow(Shadow s) {
    approximate = true;
    double duration = s.end() - s.start();
    double inside = clip(s.start(), s.end());
    double outside = Math.max(0, duration - inside);
    double share = duration > 0 ? inside / duration : 1.0;
    boolean cut = share < 1;
    boolean state = s.topology() == Topology.STATE;
    int line = s.lineId(0);
    double gap = state ? StateShadows.unaccounted(ShadowColumns.copyOf(List.of(s)), 0) : 0;
    for (int w = 0, nw = s.weightCount(); w < nw; w++) {
      double n = s.weightRealCount(w);
      double incl = finite(s.inclusiveRatio(w)) * duration;
      double excl = state ? Math.max(0, finite(s.exclusiveRatio(w))) * duration : incl;
      double missing = state ? Math.max(0, Math.min(incl - excl, gap)) : 0;
      int at = add(line, s.weightCategory(w), n * share, incl * share, excl * share);
      double[] a = cells.values();
      a[at + STATE] = state ? 1 : 0;
      double inclError = 0;
      double exclError = missing;
      if (cut) {
        a[at + COUNT_ERROR] += Math.max(n * share, n - n * share);
        inclError = spread(incl * share, incl - n * outside, Math.min(incl, n * inside));
        exclError = state ? spread(excl * share, excl - outside, Math.min(excl + missing, inside)) : inclError;
      }
      // ratios are binary32 sums over many merges (spec §10.5)
      a[at + INCLUSIVE_ERROR] += inclError + FLOAT_SLACK * incl;
      a[at + EXCLUSIVE_ERROR] += exclError + FLOAT_SLACK * incl;
    }
    if (state) {
      stateShadows.add(s);
    } else if (s.topology() == Topology.ARROW) {
      long[] m = messages.computeIfAbsent(new LinePair(line, s.lineId(s.vertexCount() - 1)), k -> new long[3]);
      m[0] += Math.round(s.realCount() * share);
    }
  }

  /** How far {@code estimate} can be from a value known to lie in [max(0, lo), hi]. */
  private static double spread(double estimate, double lo, double hi) {
    return Math.max(0, Math.max(estimate - Math.max(0, lo), hi - estimate));
  }

  RangeStatistics build() {
    for (Shadow s : stateShadows) {
      int line = s.lineId(0);
      if (statesByLine.containsKey(line)) {
        shadowsByLine.computeIfAbsent(line, k -> new ArrayList<>()).add(s);
      }
    }
    stateShadows.clear();
    for (List<Primitive> states : statesByLine.values()) {
      addNested(states);
    }
    statesByLine.clear();
    int[] sorted = cells.sortedSlots();
    if (approximate) {
      for (int from = 0, to; from < sorted.length; from = to) {
        to = timelineEnd(sorted, from);
        capExclusive(sorted, from, to);
      }
    }
    double[] v = cells.values();
    int lines = 0;
    for (int from = 0; from < sorted.length; from = timelineEnd(sorted, from)) {
      lines++;
    }
    int[] lineKeys = new int[lines];
    Object[] lineMaps = new Object[lines];
    // per category over all timelines: count, inclusive, exclusive, summed error
    OldStatisticsCells totals = new OldStatisticsCells();
    double timelineError = 0;
    double countError = 0;
    int line = 0;
    for (int from = 0, to; from < sorted.length; from = to) {
      to = timelineEnd(sorted, from);
      // in key order: by category within the timeline, timelines ascending
      int[] categories = new int[to - from];
      Object[] stats = new Object[to - from];
      for (int i = from; i < to; i++) {
        int at = sorted[i] * OldStatisticsCells.WIDTH;
        int category = OldStatisticsCells.category(cells.keyOf(sorted[i]));
        DurationStats s = new DurationStats(Math.round(v[at + COUNT]), v[at + INCLUSIVE], v[at + EXCLUSIVE]);
        categories[i - from] = category;
        stats[i - from] = s;
        double error = Math.max(v[at + INCLUSIVE_ERROR], v[at + EXCLUSIVE_ERROR]);
        timelineError = Math.max(timelineError, error);
        countError = Math.max(countError, v[at + COUNT_ERROR]);
        int t = totals.slot(0, category) * OldStatisticsCells.WIDTH;
        double[] tv = totals.values();
        tv[t] += s.count();
        tv[t + 1] += s.inclusive();
        tv[t + 2] += s.exclusive();
        tv[t + 3] += error;
      }
      lineKeys[line] = OldStatisticsCells.line(cells.keyOf(sorted[from]));
      lineMaps[line++] = new IntKeyedMap<DurationStats>(categories, stats);
    }
    Map<Integer, Map<Integer, DurationStats>> timelines = new IntKeyedMap<>(lineKeys, lineMaps);
    Map<Integer, DurationStats> total = new TreeMap<>();
    double categoryError = 0;
    double[] tv = totals.values();
    for (int slot : totals.sortedSlots()) {
      int t = slot * OldStatisticsCells.WIDTH;
      total.put(OldStatisticsCells.category(totals.keyOf(slot)), new DurationStats((long) tv[t], tv[t + 1], tv[t + 2]));
      categoryError = Math.max(categoryError, tv[t + 3]);
    }
    Map<LinePair, MessageStats> msgs = new HashMap<>();
    messages.forEach((k, m) -> msgs.put(k, new MessageStats(m[0], m[1], m[2])));
    StatisticsBound bound = approximate
        ? new StatisticsBound(timelineError, categoryError,
            (long) Math.ceil(countError) + (countError > 0 ? 1 : 0)) // +1: counts are rounded
        : StatisticsBound.EXACT;
    return new RangeStatistics(start, end, timelines, Collections.unmodifiableMap(total),
        Collections.unmodifiableMap(msgs), approximate, bound);
  }

  /** Where the timeline of {@code sorted[from]} ends in the sorted slots. */
  private int timelineEnd(int[] sorted, int from) {
    int line = OldStatisticsCells.line(cells.keyOf(sorted[from]));
    int to = from + 1;
    while (to < sorted.length && OldStatisticsCells.line(cells.keyOf(sorted[to])) == line) {
      to++;
    }
    return to;
  }

  /**
   * A timeline is in at most one innermost state at a time, so its exclusive state time cannot
   * exceed the range; where the estimates add up to more (shadows of neighbouring nodes whose boxes
   * overlap), they are scaled down to it and the excess joins the bound. The timeline's cells are
   * {@code sorted[from, to)}.
   */
  private void capExclusive(int[] sorted, int from, int to) {
    double[] v = cells.values();
    double sum = 0;
    for (int i = from; i < to; i++) {
      int at = sorted[i] * OldStatisticsCells.WIDTH;
      sum += v[at + STATE] > 0 ? v[at + EXCLUSIVE] : 0;
    }
    double range = Math.max(0, end - start);
    if (sum <= range) {
      return;
    }
    double f = range / sum;
    for (int i = from; i < to; i++) {
      int at = sorted[i] * OldStatisticsCells.WIDTH;
      if (v[at + STATE] > 0) {
        v[at + EXCLUSIVE_ERROR] += v[at + EXCLUSIVE] * (1 - f);
        v[at + EXCLUSIVE] *= f;
      }
    }
  }

  /**
   * States of one timeline: exclusive time is clipped time minus that of the states directly inside,
   * and, in an approximate answer, minus the time of the shadows nested in them.
   */
  private void addNested(List<Primitive> states) {
    states.sort(DrawingOrder.DRAWABLES);
    int n = states.size();
    double[] from = new double[n];
    double[] to = new double[n];
    double[] excl = new double[n];
    for (int i = 0; i < n; i++) {
      from[i] = states.get(i).start();
      to[i] = states.get(i).end();
      excl[i] = clip(from[i], to[i]);
    }
    // States still open when the next one starts: its parents are among them. A stack would do for
    // properly nested states, but where states overlap without nesting it forgets a parent too soon.
    // Those that ended are dropped from the top as they end (all of them, where states nest) and
    // now and then from below; a state that ended cannot cover the next one anyway.
    int[] open = new int[16];
    int size = 0;
    int[] covering = new int[16];
    for (int i = 0; i < n; i++) {
      while (size > 0 && to[open[size - 1]] < from[i]) {
        size--;
      }
      if (size == open.length) {
        size = dropEnded(open, size, to, from[i]);
        if (size == open.length) {
          open = java.util.Arrays.copyOf(open, size * 2);
          covering = java.util.Arrays.copyOf(covering, size * 2);
        }
      }
      int c = 0;
      for (int k = 0; k < size; k++) {
        if (from[open[k]] <= from[i] && to[i] <= to[open[k]]) {
          covering[c++] = open[k];
        }
      }
      for (int k = 0; k < c; k++) {
        if (isDirectParent(from, to, covering[k], covering, c)) {
          excl[covering[k]] -= clip(from[i], to[i]);
        }
      }
      open[size++] = i;
    }
    double[] error = new double[states.size()];
    List<Shadow> shadows = shadowsByLine.get(states.get(0).lineId(0));
    if (shadows != null) {
      new OldNestedShadowTime(start, end).subtract(states, excl, error, shadows, this::exclusiveShare);
    }
    int line = states.get(0).lineId(0);
    for (int i = 0; i < n; i++) {
      Primitive p = states.get(i);
      // an exact figure stays as defined (negative where states overlap without nesting); an estimate is
      // never below what is possible
      double x = approximate ? Math.max(0, excl[i]) : excl[i];
      int at = cells.slot(line, p.categoryIndex()) * OldStatisticsCells.WIDTH;
      double[] a = cells.values();
      a[at + COUNT]++;
      a[at + INCLUSIVE] += clip(from[i], to[i]);
      a[at + EXCLUSIVE] += x;
      a[at + STATE] = 1;
      a[at + EXCLUSIVE_ERROR] += error[i];
    }
  }

  /**
   * The exclusive share of a state's time over the whole file, from its category's summary (the
   * root's shadows, spec §10.6), or NaN when the summary says nothing.
   */
  private double exclusiveShare(Primitive p) {
    Category c = categories.get(p.categoryIndex());
    if (c == null) {
      return Double.NaN;
    }
    double incl = c.summary().inclusiveRatio();
    double excl = c.summary().exclusiveRatio();
    return incl > 0 && Double.isFinite(excl) ? Math.max(0, Math.min(1, excl / incl)) : Double.NaN;
  }

  /** True when no other state covering state {@code p} lies between it and state {@code k}. */
  private static boolean isDirectParent(double[] from, double[] to, int k, int[] covering, int count) {
    for (int x = 0; x < count; x++) {
      int r = covering[x];
      if (r != k && from[k] <= from[r] && to[r] <= to[k] && (r > k || !sameBox(from, to, r, k))) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameBox(double[] from, double[] to, int a, int b) {
    return from[a] == from[b] && to[a] == to[b];
  }

  /** Keeps the open states that have not ended before {@code time}, in order; returns how many. */
  private static int dropEnded(int[] open, int size, double[] to, double time) {
    int kept = 0;
    for (int k = 0; k < size; k++) {
      if (to[open[k]] >= time) {
        open[kept++] = open[k];
      }
    }
    return kept;
  }

  /** Adds to a cell; returns where its values start in {@code cells.values()}. */
  private int add(int line, int category, double count, double incl, double excl) {
    int at = cells.slot(line, category) * OldStatisticsCells.WIDTH;
    double[] a = cells.values();
    a[at + COUNT] += count;
    a[at + INCLUSIVE] += incl;
    a[at + EXCLUSIVE] += excl;
    return at;
  }

  private double clip(double s, double e) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }

  private static double finite(float ratio) {
    return Float.isFinite(ratio) ? ratio : 0;
  }
}
