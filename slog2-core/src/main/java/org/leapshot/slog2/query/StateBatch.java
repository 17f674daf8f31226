package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * The states of a run of consecutive nodes, handed to their timelines together where there are
 * many timelines ({@link StreamedStatistics}): a node of a trace with thousands of timelines has a
 * state or two for each, and visiting a timeline costs a handful of cache misses, however few
 * states it gets. Grouped by timeline (a stable counting sort, whose writes do not wait on memory),
 * each timeline is visited once per batch and gets its states in the order they came.
 */
final class StateBatch {
  /**
   * Per state: start, end, category, dense category number, last line ID, frontier when it came,
   * and 1 when its node's states came in drawing order ({@link StreamedTimeline#addStateNow}).
   */
  private static final int W = 7;
  private int size;
  private int[] timeline = new int[1024];
  private double[] state = new double[W * 1024];
  private double[] sorted = new double[0];

  boolean isEmpty() {
    return size == 0;
  }

  /** A state of the timeline numbered {@code t}; see {@link StreamedTimeline#addState}. */
  void add(int t, double s, double e, int cat, int catSlot, int lastLine, double frontier, boolean inOrder) {
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
    state[at + 5] = frontier;
    state[at + 6] = inOrder ? 1 : 0;
  }

  /**
   * Hands the states to {@code timelines} (the first {@code count} numbered) in the order they
   * came, and flushes each timeline that got some up to {@code frontier}; returns how many states
   * that added to cells. The batch is then empty.
   */
  long handOver(StreamedTimeline[] timelines, int count, double start, double end, double frontier,
      StreamedTimeline.Scratch scratch) {
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
        StreamedTimeline line = timelines[t];
        for (int k = W * first[t]; k < W * first[t + 1]; k += W) {
          if (out[k + 6] != 0) {
            line.addStateNow(out[k], out[k + 1], (int) out[k + 2], (int) out[k + 3], (int) out[k + 4], out[k + 5],
                start, end, scratch);
          } else {
            line.addState(out[k], out[k + 1], (int) out[k + 2], (int) out[k + 3], (int) out[k + 4], out[k + 5]);
          }
        }
        added += line.flush(start, end, frontier, scratch);
      }
    }
    size = 0;
    return added;
  }
}
