package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The states of a run of consecutive nodes, handed to their timelines together
 * ({@link StreamedStatistics}): a node of a trace with thousands of timelines has a state or two
 * for each, and visiting a timeline costs a handful of cache misses, however few states it gets.
 * Grouped by timeline (a stable counting sort, whose writes do not wait on memory), each timeline
 * is visited once per batch.
 */
final class StateBatch {
  /** Most states a batch takes before it is handed over. */
  static final int STATES = 1 << 19;
  /**
   * States per timeline a batch takes: enough to visit each once for several, few enough that the
   * states of a node read before its children (which go among theirs) move past few others.
   */
  static final int PER_TIMELINE = 32;
  /** Per state: start, end, category, dense category number, last line ID. */
  private static final int W = 5;
  private int size;
  private int[] timeline = new int[1024];
  private double[] state = new double[W * 1024];
  private double[] sorted = new double[0];

  /** True when the batch should be handed over to {@code timelines} timelines. */
  boolean full(int timelines) {
    return size >= Math.min(STATES, PER_TIMELINE * (long) timelines + 64);
  }

  /** A state of the timeline numbered {@code t}; see {@link StreamedTimeline#addState}. */
  void add(int t, double s, double e, int cat, int catSlot, int lastLine) {
    if (size == timeline.length) {
      timeline = Arrays.copyOf(timeline, 2 * size);
      state = Arrays.copyOf(state, 2 * state.length);
    }
    timeline[size] = t;
    int at = W * size++;
    state[at] = s;
    state[at + 1] = e;
    state[at + 2] = cat;
    state[at + 3] = catSlot;
    state[at + 4] = lastLine;
  }

  /**
   * Hands the states to {@code timelines} (the first {@code count} numbered), each timeline's last
   * first, and flushes each timeline that got some up to {@code frontier}; returns how many states
   * that added to cells. The batch is then empty.
   */
  long handOver(StreamedTimeline[] timelines, int count, double start, double end, double frontier,
      int[][] scratch) {
    int[] first = new int[count + 1];
    for (int i = 0; i < size; i++) {
      first[timeline[i] + 1]++;
    }
    for (int t = 0; t < count; t++) {
      first[t + 1] += first[t];
    }
    int[] at = Arrays.copyOf(first, count);
    if (sorted.length < W * size) {
      sorted = new double[state.length];
    }
    double[] out = sorted;
    for (int i = 0; i < size; i++) {
      System.arraycopy(state, W * i, out, W * at[timeline[i]]++, W);
    }
    long added = 0;
    for (int t = 0; t < count; t++) {
      if (first[t] < first[t + 1]) {
        added += handOver(timelines[t], out, first[t], first[t + 1], start, end, frontier, scratch);
      }
    }
    size = 0;
    return added;
  }

  /** The states {@code [from, to)} of {@code sorted} to their timeline, last first, and the timeline flushed. */
  private static int handOver(StreamedTimeline line, double[] sorted, int from, int to, double start, double end,
      double frontier, int[][] scratch) {
    for (int k = W * (to - 1); k >= W * from; k -= W) {
      line.addState(sorted[k], sorted[k + 1], (int) sorted[k + 2], (int) sorted[k + 3], (int) sorted[k + 4]);
    }
    return line.flush(start, end, frontier, scratch);
  }
}
