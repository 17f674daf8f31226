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
    int k = 0;
    if (n != null && prefix > 0) {
      source[0] = n;
      at[0] = 0;
      end[0] = prefix;
      k = 1;
    }
    int total = prefix;
    for (int r = 0; r < runs; r++) {
      StreamedNode m = runNode[r];
      int next = runNext[r];
      if (m.stateFrom[next] < frontier || frontier == Double.POSITIVE_INFINITY) {
        int stop = before(m, next, frontier);
        source[k] = m;
        at[k] = next;
        end[k++] = stop;
        total += stop - next;
        runNext[r] = stop;
      }
    }
    if (k <= 1) {
      from = k == 0 ? 0 : at[0];
      to = k == 0 ? 0 : end[0];
      if (k == 1 && source[0] != n) {
        dropReleased();
      }
      return k == 0 ? n : source[0];
    }
    merge(k, total);
    dropReleased();
    from = 0;
    to = total;
    return merged;
  }

  /**
   * Merges {@code k} sources' states in drawing order into {@link #merged}: the source whose next
   * state starts first each time, found among their next starts (ties, rare, by the whole order).
   */
  private void merge(int k, int total) {
    StreamedNode out = merged;
    out.states = 0;
    out.room(total);
    double[] head = this.head;
    for (int a = 0; a < k; a++) {
      head[a] = source[a].stateFrom[at[a]];
    }
    int live = k;
    int w = 0;
    int[] line = out.stateLine;
    double[] sFrom = out.stateFrom;
    double[] sTo = out.stateTo;
    int[] cat = out.stateCategory;
    int[] slot = out.stateSlot;
    int[] last = out.stateLast;
    while (live > 0) {
      int best = -1;
      double h = 0;
      for (int a = 0; a < k; a++) {
        double x = head[a];
        if (at[a] < end[a] && (best < 0 || x < h || x == h && firstOfEqual(a, best))) {
          h = x;
          best = a;
        }
      }
      StreamedNode m = source[best];
      int i = at[best];
      int stop = end[best];
      // the states of this source up to the next start of any other (most come in stretches)
      double limit = Double.POSITIVE_INFINITY;
      for (int a = 0; a < k; a++) {
        if (a != best && head[a] < limit) {
          limit = head[a];
        }
      }
      do {
        line[w] = m.stateLine[i];
        sFrom[w] = m.stateFrom[i];
        sTo[w] = m.stateTo[i];
        cat[w] = m.stateCategory[i];
        slot[w] = m.stateSlot[i];
        last[w++] = m.stateLast[i++];
      } while (i < stop && m.stateFrom[i] < limit);
      at[best] = i;
      if (i < stop) {
        head[best] = m.stateFrom[i];
      } else {
        head[best] = Double.POSITIVE_INFINITY;
        live--;
      }
    }
    out.states = w;
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
