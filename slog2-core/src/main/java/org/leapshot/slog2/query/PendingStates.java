package org.leapshot.slog2.query;

import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * States of nodes in drawing order that start at or after the frontier when their node is read
 * (most of an inner node's, read before its children), held as runs of their nodes and released
 * in drawing order as the frontier passes them ({@link StreamedStatistics}). Merged with the states
 * of the node read now that start before its frontier, they reach every timeline in drawing order
 * and are worked out as they come, instead of waiting in each timeline and being merged there once
 * per flush (on 16 384 timelines, 2.8 M of 7.0 M states wait so).
 *
 * <p>Every state released at a node starts before its frontier and at or after the one before (the
 * node's start): released node after node, the states are in drawing order over the whole read.
 */
final class PendingStates {
  /** Per run: its node and the next state to release; runs in the order held. */
  private StreamedNode[] runNode = new StreamedNode[16];
  private int[] runNext = new int[16];
  private int runs;
  /** The sources of one release (the node read now first, then held runs): node, next state, end. */
  private StreamedNode[] source = new StreamedNode[17];
  private int[] at = new int[17];
  private int[] end = new int[17];
  /** Per source: the start of its next state, infinity once none is left. */
  private double[] head = new double[17];
  /** The states released by the last {@link #release} when they were merged. */
  private final StreamedNode merged = new StreamedNode(1024);
  /** The states of the node {@link #release} returned that are released: {@code [from, to)}. */
  int from;
  int to;

  boolean isEmpty() {
    return runs == 0;
  }

  /** How many of a node's states (in drawing order) start before {@code frontier}: the first ones. */
  static int before(StreamedNode n, double frontier) {
    return before(n, 0, frontier);
  }

  /** How many of a node's states (in drawing order) start before {@code frontier}, from {@code lo} on: the first ones. */
  private static int before(StreamedNode n, int lo, double frontier) {
    double[] from = n.stateFrom;
    int hi = n.states;
    if (hi == lo || from[hi - 1] < frontier || frontier == Double.POSITIVE_INFINITY) {
      return hi; // the usual leaf: all of them (and every state at the end, even one starting at infinity)
    }
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (from[mid] < frontier) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** Holds the states of {@code n} (in drawing order) from {@code from} on until the frontier passes them. */
  void hold(StreamedNode n, int from) {
    if (from >= n.states) {
      return;
    }
    if (runs == runNode.length) {
      runNode = Arrays.copyOf(runNode, 2 * runs);
      runNext = Arrays.copyOf(runNext, 2 * runs);
      source = new StreamedNode[2 * runs + 1];
      at = new int[2 * runs + 1];
      end = new int[2 * runs + 1];
      head = new double[2 * runs + 1];
    }
    runNode[runs] = n;
    runNext[runs++] = from;
  }

  /**
   * The states that start before {@code frontier}, in drawing order: the first {@code prefix} of
   * {@code n} (none when null) merged with the held ones. Returns the node they are states {@link
   * #from} to {@link #to} of: {@code n} itself or a held node when only one of them has some, else
   * a merge of them (valid until the next call).
   */
  StreamedNode release(StreamedNode n, int prefix, double frontier) {
    int k = sources(n, prefix, frontier);
    if (k <= 1) {
      from = k == 0 ? 0 : at[0];
      to = k == 0 ? 0 : end[0];
      return k == 0 ? n : source[0];
    }
    int total = 0;
    for (int a = 0; a < k; a++) {
      total += end[a] - at[a];
    }
    merge(k, total);
    from = 0;
    to = total;
    return merged;
  }

  /**
   * The states that start before {@code frontier}, unmerged: the first {@code prefix} of {@code n}
   * (none when null) and a stretch of each held run that has some, each in drawing order; returns
   * how many stretches, {@link #source}, {@link #sourceFrom} and {@link #sourceTo} (valid until the
   * next call).
   */
  int sources(StreamedNode n, int prefix, double frontier) {
    int k = 0;
    if (n != null && prefix > 0) {
      source[0] = n;
      at[0] = 0;
      end[0] = prefix;
      k = 1;
    }
    boolean drained = false;
    for (int r = 0; r < runs; r++) {
      StreamedNode m = runNode[r];
      int next = runNext[r];
      if (m.stateFrom[next] < frontier || frontier == Double.POSITIVE_INFINITY) {
        int stop = before(m, next, frontier);
        source[k] = m;
        at[k] = next;
        end[k++] = stop;
        runNext[r] = stop;
        drained |= stop == m.states;
      }
    }
    if (drained) {
      dropReleased();
    }
    return k;
  }

  StreamedNode source(int i) {
    return source[i];
  }

  int sourceFrom(int i) {
    return at[i];
  }

  int sourceTo(int i) {
    return end[i];
  }

  /**
   * Merges {@code k} sources' states in drawing order into {@link #merged}: each time the source
   * whose next state starts first (ties, rare, by the whole order) gives its states up to the next
   * start of any other, found in the same pass (most come in stretches).
   */
  private void merge(int k, int total) {
    StreamedNode out = merged;
    out.states = 0;
    out.room(total);
    double[] head = this.head;
    for (int a = 0; a < k; a++) {
      head[a] = source[a].stateFrom[at[a]];
    }
    int live = k; // sources [0, live) have states left
    int w = 0;
    while (live > 0) {
      int best = 0;
      double first = head[0];
      double second = Double.POSITIVE_INFINITY;
      for (int a = 1; a < live; a++) {
        double x = head[a];
        if (x < first || x == first && firstOfEqual(a, best)) {
          second = first;
          first = x;
          best = a;
        } else if (x < second) {
          second = x;
        }
      }
      StreamedNode m = source[best];
      int i = at[best];
      int stop = end[best];
      double[] from = m.stateFrom;
      int j = i + 1;
      while (j < stop && from[j] < second) {
        j++;
      }
      copy(m, i, out, w, j - i);
      w += j - i;
      if (j < stop) {
        at[best] = j;
        head[best] = from[j];
      } else {
        live--; // the last live source takes its place
        source[best] = source[live];
        at[best] = at[live];
        end[best] = end[live];
        head[best] = head[live];
      }
    }
    out.states = w;
  }

  /** Copies {@code n} states of {@code m} from {@code i} to {@code out} at {@code w}. */
  private static void copy(StreamedNode m, int i, StreamedNode out, int w, int n) {
    if (n == 1) {
      out.stateLine[w] = m.stateLine[i];
      out.stateFrom[w] = m.stateFrom[i];
      out.stateTo[w] = m.stateTo[i];
      out.stateCategory[w] = m.stateCategory[i];
      out.stateSlot[w] = m.stateSlot[i];
      out.stateLast[w] = m.stateLast[i];
      return;
    }
    System.arraycopy(m.stateLine, i, out.stateLine, w, n);
    System.arraycopy(m.stateFrom, i, out.stateFrom, w, n);
    System.arraycopy(m.stateTo, i, out.stateTo, w, n);
    System.arraycopy(m.stateCategory, i, out.stateCategory, w, n);
    System.arraycopy(m.stateSlot, i, out.stateSlot, w, n);
    System.arraycopy(m.stateLast, i, out.stateLast, w, n);
  }

  /** Whether source {@code a}'s next state comes before source {@code b}'s, whose start is the same, in drawing order. */
  private boolean firstOfEqual(int a, int b) {
    StreamedNode m = source[a];
    StreamedNode n = source[b];
    int x = at[a];
    int y = at[b];
    return DrawingOrder.compareKeys(m.stateFrom[x], m.stateTo[x], m.stateCategory[x], m.stateLine[x],
        m.stateLast[x], n.stateFrom[y], n.stateTo[y], n.stateCategory[y], n.stateLine[y], n.stateLast[y]) < 0;
  }

  /** Forgets the runs whose states are all released, keeping the others in order. */
  private void dropReleased() {
    int kept = 0;
    for (int r = 0; r < runs; r++) {
      if (runNext[r] < runNode[r].states) {
        runNode[kept] = runNode[r];
        runNext[kept++] = runNext[r];
      }
    }
    for (int r = kept; r < runs; r++) {
      runNode[r] = null;
    }
    runs = kept;
  }
}
