package org.leapshot.slog2.query;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * States of nodes in drawing order that start at or after the frontier when their node is read
 * (most of an inner node's, read before its children), held as runs and released as the frontier
 * passes them ({@link StreamedStatistics}): on 16 384 timelines 2.8 M of 7.0 M states wait so,
 * and waiting in each timeline, merged among its others at every flush, was a fifth of the work.
 *
 * <p>Every state released at a node starts before its frontier and at or after the one before (the
 * node's start), so the states released node after node are in drawing order over the whole read
 * once those of one node are; within one release they come as a stretch of each run (each in
 * drawing order), which the batch puts in order timeline by timeline ({@link StateBatch}).
 */
final class PendingStates {
  /** Held tails of at most this share of their node are copied, and the node filled again. */
  private static final int COPY_SHARE = 2;
  /** Per run: its states (a node's, or a copy of its tail), the next to release, whether a copy. */
  private StreamedNode[] runNode = new StreamedNode[16];
  private int[] runNext = new int[16];
  private boolean[] runCopied = new boolean[16];
  private int runs;
  /** Copies whose states are all released, to be filled again. */
  private final ArrayDeque<StreamedNode> spareCopies = new ArrayDeque<>();
  /** Nodes held themselves whose states are all released: for the decoding threads to fill again ({@link #takeReleased}). */
  private final ArrayDeque<StreamedNode> released = new ArrayDeque<>();
  /** The stretches of one release (the node read now first, then held runs): node, first state, end. */
  private StreamedNode[] source = new StreamedNode[17];
  private int[] at = new int[17];
  private int[] end = new int[17];

  boolean isEmpty() {
    return runs == 0;
  }

  /**
   * Whether a node's states are in drawing order (as a node stores them, composites aside), so per
   * timeline too, which holding them relies on: a pass of its own once the node is read, a loop the
   * compiler keeps tight.
   */
  static boolean inDrawingOrder(StreamedNode n) {
    boolean inOrder = true;
    for (int k = 1; k < n.states && inOrder; k += RUN) {
      inOrder = inDrawingOrder(n, k, n.states - k < RUN ? n.states : k + RUN);
    }
    return inOrder;
  }

  /**
   * States a call of {@link #inDrawingOrder(StreamedNode, int, int)} compares: a loop runs interpreted
   * until its method is compiled, after 60 000 turns in one call but a hundred calls or so of a method.
   */
  private static final int RUN = 64;

  /** Whether states {@code [from - 1, to)} of {@code n} are in drawing order. */
  private static boolean inDrawingOrder(StreamedNode n, int from, int to) {
    double[] start = n.stateFrom;
    double[] end = n.stateTo;
    boolean inOrder = true;
    for (int k = from; k < to && inOrder; k++) {
      double ps = start[k - 1];
      double s = start[k];
      if (ps != s) {
        inOrder = ps < s; // the usual case (NaN, which makes it false, is not streamed anyway)
      } else if (end[k - 1] != end[k] && s != 0) {
        inOrder = end[k - 1] > end[k]; // the enclosing one first; 0 aside, as Double.compare tells -0.0
      } else {
        inOrder = DrawingOrder.compareKeys(ps, end[k - 1], n.stateCategory[k - 1], n.stateLine[k - 1],
            n.stateLast[k - 1], s, end[k], n.stateCategory[k], n.stateLine[k], n.stateLast[k]) <= 0;
      }
    }
    return inOrder;
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

  /**
   * Holds the states of {@code n} (in drawing order) from {@code from} on until the frontier passes
   * them: a short tail (a leaf's few) as a copy, else the node itself. Returns whether the node is
   * held, and so may not be filled again.
   */
  boolean hold(StreamedNode n, int from) {
    int held = n.states - from;
    if (held <= 0) {
      return false;
    }
    if (runs == runNode.length) {
      runNode = Arrays.copyOf(runNode, 2 * runs);
      runNext = Arrays.copyOf(runNext, 2 * runs);
      runCopied = Arrays.copyOf(runCopied, 2 * runs);
      source = new StreamedNode[2 * runs + 1];
      at = new int[2 * runs + 1];
      end = new int[2 * runs + 1];
    }
    boolean copy = COPY_SHARE * held <= n.states;
    runCopied[runs] = copy;
    if (copy) {
      StreamedNode c = spareCopies.isEmpty() ? new StreamedNode(held) : spareCopies.pop();
      room(c, held);
      copy(n, from, c, held);
      runNode[runs] = c;
      runNext[runs++] = 0;
      return false;
    }
    runNode[runs] = n;
    runNext[runs++] = from;
    return true;
  }

  private static void room(StreamedNode c, int n) {
    if (c.stateLine.length < n) {
      int grown = Math.max(n, 2 * c.stateLine.length);
      c.stateLine = new int[grown];
      c.stateFrom = new double[grown];
      c.stateTo = new double[grown];
      c.stateCategory = new int[grown];
      c.stateLast = new int[grown];
      c.stateSlot = new int[grown];
    }
  }

  private static void copy(StreamedNode m, int i, StreamedNode out, int n) {
    System.arraycopy(m.stateLine, i, out.stateLine, 0, n);
    System.arraycopy(m.stateFrom, i, out.stateFrom, 0, n);
    System.arraycopy(m.stateTo, i, out.stateTo, 0, n);
    System.arraycopy(m.stateCategory, i, out.stateCategory, 0, n);
    System.arraycopy(m.stateSlot, i, out.stateSlot, 0, n);
    System.arraycopy(m.stateLast, i, out.stateLast, 0, n);
    out.states = n;
  }

  /**
   * The states that start before {@code frontier}: the first {@code prefix} of {@code n} (none when
   * null) and a stretch of each held run that has some, each in drawing order; returns how many
   * stretches, {@link #source}, {@link #sourceFrom} and {@link #sourceTo} (valid until the next call).
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

  /**
   * A node held itself whose states are all released by the last {@link #sources} and read by the
   * caller since, or null: inner nodes of thousands of states and arrows, made anew for each
   * were most of the columns made on 16 384 timelines.
   */
  StreamedNode takeReleased() {
    return released.poll();
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

  /** Forgets the runs whose states are all released, keeping the others in order (their copies kept to fill again). */
  private void dropReleased() {
    int kept = 0;
    for (int r = 0; r < runs; r++) {
      if (runNext[r] < runNode[r].states) {
        runNode[kept] = runNode[r];
        runCopied[kept] = runCopied[r];
        runNext[kept++] = runNext[r];
      } else if (runCopied[r]) {
        spareCopies.push(runNode[r]); // its states are read by the caller until the next call: filled after
      } else {
        released.add(runNode[r]);
      }
    }
    for (int r = kept; r < runs; r++) {
      runNode[r] = null;
    }
    runs = kept;
  }
}
