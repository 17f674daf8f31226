package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * Exclusive times of a timeline's states that wait, per cell, for a state of the same cell before
 * them whose exclusive time may still change (a state of the same category around them): a cell's
 * sum is added in drawing order. Made only for the timelines that need it.
 */
final class CellWaits {
  private double[][] value = new double[0][];
  private boolean[][] done = new boolean[0][];
  private int[] head = new int[0];
  private int[] tail = new int[0];

  boolean empty(int cell) {
    return cell >= head.length || head[cell] == tail[cell];
  }

  /** A place at the end of the cell's wait. */
  int enqueue(int cell) {
    if (cell >= head.length) {
      int n = Math.max(2 * head.length, cell + 1);
      value = Arrays.copyOf(value, n);
      done = Arrays.copyOf(done, n);
      head = Arrays.copyOf(head, n);
      tail = Arrays.copyOf(tail, n);
    }
    if (value[cell] == null) {
      value[cell] = new double[8];
      done[cell] = new boolean[8];
    } else if (tail[cell] == value[cell].length) {
      value[cell] = Arrays.copyOf(value[cell], 2 * tail[cell]);
      done[cell] = Arrays.copyOf(done[cell], 2 * tail[cell]);
    }
    return tail[cell]++;
  }

  /** The final exclusive time of the state at {@code entry}. */
  void set(int cell, int entry, double exclusive) {
    value[cell][entry] = exclusive;
    done[cell][entry] = true;
  }

  /**
   * Adds the final times at the head of the cell's wait to {@code sums[at]}, in order, up to the
   * first that may still change; returns how many.
   */
  int drain(int cell, double[] sums, int at) {
    if (cell >= head.length) {
      return 0;
    }
    int h = head[cell];
    int t = tail[cell];
    double[] v = value[cell];
    boolean[] d = done[cell];
    while (h < t && d[h]) {
      sums[at] += v[h];
      d[h++] = false;
    }
    int added = h - head[cell];
    if (h == t) {
      h = 0; // nothing waits, so no open state holds a place in it
      t = 0;
    }
    head[cell] = h;
    tail[cell] = t;
    return added;
  }
}
