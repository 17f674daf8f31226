package org.leapshot.slog2.query;

import static org.leapshot.slog2.query.StatisticsCells.COUNT;
import static org.leapshot.slog2.query.StatisticsCells.COUNT_ERROR;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_ABOVE;
import static org.leapshot.slog2.query.StatisticsCells.EXCLUSIVE_BELOW;
import static org.leapshot.slog2.query.StatisticsCells.INCLUSIVE;
import static org.leapshot.slog2.query.StatisticsCells.INCLUSIVE_ERROR;
import static org.leapshot.slog2.query.StatisticsCells.STATE;
import static org.leapshot.slog2.query.StatisticsCells.WIDTH;


/**
 * The statistics of one timeline at a time from its {@link TimelineItems}: events and arrows
 * counted, shadows pro-rated by the share of their box inside the range, real states' exclusive
 * time found from their nesting (and, in an approximate answer, the shadows nested in them), and,
 * in an approximate answer, a timeline's exclusive state times held to what its states can add up
 * to ({@link StateTimeBudget}). Each figure is summed in the order its
 * parts were added, so the answer does not depend on how timelines are shared among threads.
 * One instance per thread; it keeps its arrays from one timeline to the next.
 */
final class TimelineStatistics {
  /** Relative error allowed for a shadow's float ratios. */
  private static final double FLOAT_SLACK = 1e-5;
  private final double start;
  private final double end;
  private final boolean approximate;
  private final TimelineItems items;
  private final StatisticsRanks ranks;
  private final StatisticsCells cells;
  private final NestedShadowTime nestedTime;
  private final NestedShadowTime.Shadows stateShadows = new NestedShadowTime.Shadows();
  private final NestedStates states = new NestedStates();
  private double[] below = new double[16];
  private double[] above = new double[16];
  private double[] share = new double[16];
  private final TimelineMessages messages = new TimelineMessages();

  TimelineStatistics(double start, double end, boolean approximate, TimelineItems items, StatisticsRanks ranks) {
    this.start = start;
    this.end = end;
    this.approximate = approximate;
    this.items = items;
    this.ranks = ranks;
    this.cells = new StatisticsCells(ranks.size());
    this.nestedTime = new NestedShadowTime(start, end);
  }

  /** The cells of timeline {@code row}, into {@code out}. */
  void timeline(int row, StatisticsRows out) {
    states.clear();
    stateShadows.clear();
    for (int i = items.firstOf(row), e = items.endOf(row); i < e; i++) {
      switch (items.kind(i)) {
        case TimelineItems.STATE -> addState(i);
        case TimelineItems.EVENT -> add(ranks.rankOf(items.category(i)), 1, 0, 0);
        case TimelineItems.ARROW -> {
          double clipped = clip(items.start(i), items.end(i));
          add(ranks.rankOf(items.category(i)), 1, clipped, clipped);
          long size = items.amount(i);
          messages.add(items.peer(i), 1, Math.max(0, size), size >= 0 ? 1 : 0);
        }
        case TimelineItems.ARROW_SHADOW -> {
          addShadow(i);
          messages.add(items.peer(i), items.amount(i), 0, 0);
        }
        default -> addShadow(i);
      }
    }
    messages.emit(row, out);
    if (states.size > 0) {
      addNested(items.lineOf(row));
    }
    if (approximate) {
      budget();
    }
    emit(row, out);
    cells.clear();
  }

  private void addState(int i) {
    states.add(items.start(i), items.end(i), items.category(i), ranks.rankOf(items.category(i)), items.lastLine(i));
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
  private void addShadow(int s) {
    double duration = items.end(s) - items.start(s);
    double inside = clip(items.start(s), items.end(s));
    double outside = Math.max(0, duration - inside);
    double part = duration > 0 ? inside / duration : 1.0;
    boolean cut = part < 1;
    boolean state = items.kind(s) == TimelineItems.STATE_SHADOW;
    double gap = state ? items.unaccounted(s) : 0;
    for (int w = items.firstWeight(s), nw = w + items.weightCount(s); w < nw; w++) {
      double n = items.weights().realCount(w);
      double incl = finite(items.weights().inclusiveRatio(w)) * duration;
      double ex = state ? Math.max(0, finite(items.weights().exclusiveRatio(w))) * duration : incl;
      double missing = state ? Math.max(0, Math.min(incl - ex, gap)) : 0;
      int at = add(ranks.rankOf(items.weights().category(w)), n * part, incl * part, ex * part);
      double[] a = cells.values();
      a[at + STATE] = state ? 1 : 0;
      double inclError = 0;
      double exclBelow = 0; // a ratio whose box lies whole in the range is a lower bound
      double exclAbove = missing;
      if (cut) {
        a[at + COUNT_ERROR] += Math.max(n * part, n - n * part);
        inclError = spread(incl * part, incl - n * outside, Math.min(incl, n * inside));
        exclBelow = state ? Math.max(0, ex * part - Math.max(0, ex - outside)) : inclError;
        exclAbove = state ? Math.max(0, Math.min(ex + missing, inside) - ex * part) : inclError;
      }
      // ratios are binary32 sums over many merges (spec §10.5)
      a[at + INCLUSIVE_ERROR] += inclError + FLOAT_SLACK * incl;
      a[at + EXCLUSIVE_BELOW] += exclBelow + FLOAT_SLACK * incl;
      a[at + EXCLUSIVE_ABOVE] += exclAbove + FLOAT_SLACK * incl;
    }
    if (state) {
      stateShadows.add(items.start(s), items.end(s), items.busy(s), gap);
    }
  }

  /** How far {@code estimate} can be from a value known to lie in [max(0, lo), hi]. */
  private static double spread(double estimate, double lo, double hi) {
    return Math.max(0, Math.max(estimate - Math.max(0, lo), hi - estimate));
  }

  /**
   * The timeline's real states: exclusive time is clipped time minus that of the states directly
   * inside, and, in an approximate answer, minus the time of the shadows nested in them.
   */
  private void addNested(int line) {
    states.exclusive(line, start, end);
    int n = states.size;
    double[] from = states.from;
    double[] to = states.to;
    double[] excl = states.excl;
    int[] rank = states.rank;
    if (below.length < n) {
      below = new double[n];
      above = new double[n];
      share = new double[n];
    }
    for (int i = 0; i < n; i++) {
      below[i] = 0;
      above[i] = 0;
      share[i] = ranks.exclusiveShare(rank[i]);
    }
    if (stateShadows.size > 0) {
      nestedTime.subtract(from, to, share, n, excl, below, above, stateShadows);
    }
    for (int i = 0; i < n; i++) {
      // an exact figure stays as defined (negative where states overlap without nesting); an estimate is
      // never below what is possible
      double x = approximate ? Math.max(0, excl[i]) : excl[i];
      int at = cells.at(rank[i]);
      double[] a = cells.values();
      a[at + COUNT]++;
      a[at + INCLUSIVE] += clip(from[i], to[i]);
      a[at + EXCLUSIVE] += x;
      a[at + STATE] = 1;
      a[at + EXCLUSIVE_BELOW] += below[i] + (x - excl[i]);
      a[at + EXCLUSIVE_ABOVE] += Math.max(0, above[i] - (x - excl[i]));
    }
  }

  /**
   * Holds the timeline's exclusive state times to the time its states cover: at least what its real
   * states or its state shadows must cover, at most the range and at most what they can cover together.
   */
  private void budget() {
    double covered = states.size > 0 ? states.coveredTime(start, end) : 0;
    double range = Math.max(0, end - start);
    double least = Math.max(covered, stateShadows.leastCovered(start, end));
    double most = covered + stateShadows.mostCovered(start, end);
    StateTimeBudget.apply(cells, least, Double.isNaN(covered) ? range : Math.min(range, most));
  }

  /** The timeline's cells in category order, and their largest possible errors. */
  private void emit(int row, StatisticsRows out) {
    double[] v = cells.values();
    int used = cells.sortUsed();
    int[] r = new int[used];
    int[] c = new int[used];
    Object[] stats = new Object[used];
    double[] errors = new double[used];
    double timelineError = 0;
    double countError = 0;
    for (int k = 0; k < used; k++) {
      r[k] = cells.usedRank(k);
      c[k] = ranks.categoryOf(r[k]);
      int at = r[k] * WIDTH;
      stats[k] = new DurationStats(Math.round(v[at + COUNT]), v[at + INCLUSIVE], v[at + EXCLUSIVE]);
      errors[k] = Math.max(v[at + INCLUSIVE_ERROR], Math.max(v[at + EXCLUSIVE_BELOW], v[at + EXCLUSIVE_ABOVE]));
      timelineError = Math.max(timelineError, errors[k]);
      countError = Math.max(countError, v[at + COUNT_ERROR]);
    }
    out.set(row, r, c, stats, errors, timelineError, countError);
  }

  /** Adds to a cell; returns where its values start in {@code cells.values()}. */
  private int add(int r, double count, double incl, double ex) {
    int at = cells.at(r);
    double[] a = cells.values();
    a[at + COUNT] += count;
    a[at + INCLUSIVE] += incl;
    a[at + EXCLUSIVE] += ex;
    return at;
  }

  private double clip(double s, double e) {
    return NestedStates.clip(s, e, start, end);
  }

  /** A shadow's ratio (a float as stored), or 0 where it is not a number. */
  private static double finite(double ratio) {
    return Double.isFinite(ratio) ? ratio : 0;
  }
}
