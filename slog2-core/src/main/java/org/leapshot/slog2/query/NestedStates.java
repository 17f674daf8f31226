package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * One timeline's real states as {@link TimelineStatistics} adds them (box, category and its rank,
 * last line ID), put into drawing order, and each one's clipped time less that of the states
 * directly inside it: its exclusive time before shadows are taken into account. Keeps its arrays
 * from one timeline to the next (one instance per thread).
 */
final class NestedStates {
  double[] from = new double[16];
  double[] to = new double[16];
  private int[] category = new int[16];
  int[] rank = new int[16];
  private int[] last = new int[16];
  /** How many states the timeline has. */
  int size;
  /** Per state, once {@link #exclusive} ran: its clipped time less its direct children's. */
  double[] excl = new double[16];
  private int[] open = new int[16];
  private int[] covering = new int[16];
  private int[] stack = new int[16];

  /** Forgets the last timeline's states. */
  void clear() {
    size = 0;
  }

  void add(double start, double end, int cat, int catRank, int lastLine) {
    if (size == from.length) {
      int n = 2 * size;
      from = Arrays.copyOf(from, n);
      to = Arrays.copyOf(to, n);
      category = Arrays.copyOf(category, n);
      rank = Arrays.copyOf(rank, n);
      last = Arrays.copyOf(last, n);
    }
    from[size] = start;
    to[size] = end;
    category[size] = cat;
    rank[size] = catRank;
    last[size++] = lastLine;
  }

  /**
   * Sorts the states of timeline {@code line} into drawing order and sets {@link #excl}: each
   * state's time inside [start, end] less that of the states directly inside it.
   */
  void exclusive(int line, double start, double end) {
    sortStates(line);
    int n = size;
    if (excl.length < n) {
      excl = new double[n];
    }
    for (int i = 0; i < n; i++) {
      excl[i] = clip(from[i], to[i], start, end);
    }
    subtractDirectChildren(n, start, end);
  }

  /**
   * After {@link #exclusive}: the time inside [start, end] at least one of the states covers (their
   * exclusive times add up to it where they nest), or NaN when two overlap without one holding the
   * other. In drawing order a state starts no earlier than those before it, so a stack of the open
   * states finds both in one pass.
   */
  double coveredTime(double start, double end) {
    if (stack.length < size) {
      stack = new int[size];
    }
    int held = 0;
    double covered = 0;
    double runFrom = 0;
    double runTo = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < size; i++) {
      while (held > 0 && to[stack[held - 1]] <= from[i]) {
        held--;
      }
      if (held > 0 && to[i] > to[stack[held - 1]]) {
        return Double.NaN;
      }
      stack[held++] = i;
      double s = Math.max(from[i], start);
      double e = Math.min(to[i], end);
      if (e > s) {
        if (s > runTo) {
          covered += Math.max(0, runTo - runFrom);
          runFrom = s;
        }
        runTo = Math.max(runTo, e);
      }
    }
    return covered + Math.max(0, runTo - runFrom);
  }

  static double clip(double s, double e, double start, double end) {
    double d = Math.min(e, end) - Math.max(s, start);
    return d > 0 ? d : 0;
  }

  /**
   * Takes from each state's exclusive time the clipped time of the states directly inside it.
   * States still open when the next one starts: its parents are among them. A stack would do for
   * properly nested states, but where states overlap without nesting it forgets a parent too soon.
   * Those that ended are dropped from the top as they end (all of them, where states nest) and
   * now and then from below; a state that ended cannot cover the next one anyway.
   */
  private void subtractDirectChildren(int n, double start, double end) {
    int held = 0;
    // when to drop ended states depends on this capacity only, not on the arrays kept from other timelines
    int capacity = 16;
    for (int i = 0; i < n; i++) {
      while (held > 0 && to[open[held - 1]] < from[i]) {
        held--;
      }
      if (held == capacity) {
        held = dropEnded(held, from[i]);
        if (held == capacity) {
          capacity *= 2;
          if (open.length < capacity) {
            open = Arrays.copyOf(open, capacity);
            covering = Arrays.copyOf(covering, capacity);
          }
        }
      }
      int c = 0;
      for (int k = 0; k < held; k++) {
        if (from[open[k]] <= from[i] && to[i] <= to[open[k]]) {
          covering[c++] = open[k];
        }
      }
      for (int k = 0; k < c; k++) {
        if (isDirectParent(covering[k], c)) {
          excl[covering[k]] -= clip(from[i], to[i], start, end);
        }
      }
      open[held++] = i;
    }
  }

  /**
   * True when no other state covering the next one lies between it and state {@code k}. States
   * nest by their boxes, and those of one box in drawing order (the later one is drawn inside, as
   * the canvas shows it): every covering state was drawn before the next, so each encloses it, and
   * {@code r} lies inside {@code k} when {@code k} covers it and, with the same box, was drawn first.
   * So a state has one direct parent wherever the states nest, and none loses a child's time twice.
   */
  private boolean isDirectParent(int k, int count) {
    for (int x = 0; x < count; x++) {
      int r = covering[x];
      if (r != k && from[k] <= from[r] && to[r] <= to[k] && (r > k || !sameBox(r, k))) {
        return false;
      }
    }
    return true;
  }

  private boolean sameBox(int a, int b) {
    return from[a] == from[b] && to[a] == to[b];
  }

  /** Keeps the open states that have not ended before {@code time}, in order; returns how many. */
  private int dropEnded(int count, double time) {
    int kept = 0;
    for (int k = 0; k < count; k++) {
      if (to[open[k]] >= time) {
        open[kept++] = open[k];
      }
    }
    return kept;
  }

  /**
   * Puts the states into drawing order (spec §8.6) where they are not in it already: a window's
   * drawables come in it, composites' primitives and scans in file order may not. Stable, as the
   * order asks.
   */
  private void sortStates(int line) {
    boolean sorted = true;
    for (int i = 1; i < size && sorted; i++) {
      sorted = compare(line, i - 1, i) <= 0;
    }
    if (sorted) {
      return;
    }
    Integer[] order = new Integer[size];
    for (int i = 0; i < size; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> compare(line, a, b));
    double[] f = from.clone();
    double[] t = to.clone();
    int[] c = category.clone();
    int[] r = rank.clone();
    int[] l = last.clone();
    for (int i = 0; i < size; i++) {
      int o = order[i];
      from[i] = f[o];
      to[i] = t[o];
      category[i] = c[o];
      rank[i] = r[o];
      last[i] = l[o];
    }
  }

  private int compare(int line, int a, int b) {
    return DrawingOrder.compareKeys(from[a], to[a], category[a], line, last[a], from[b], to[b], category[b], line,
        last[b]);
  }
}
