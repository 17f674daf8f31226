package org.leapshot.app.canvas;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Nesting depth of states on one timeline, as Jumpshot draws call stacks: a state is drawn inside
 * the states that completely contain it, one level deeper than the innermost of them.
 *
 * <pre>
 *   [---------- A ----------]        A depth 0
 *      [--- B ---] [- C -]           B, C depth 1 (inside A)
 *        [ D ]        [---- E ----]  D depth 2; E only overlaps A and C, so it is not inside
 *                                    them: depth 0
 * </pre>
 *
 * Intervals must come in drawing order (start ascending, end descending), so an enclosing state
 * always comes before the states inside it. The depth of a state depends only on the states that
 * contain it, which all overlap any window that shows it, so the picture does not change with
 * scrolling or zoom.
 */
public final class NestingLayout {
  private final Deque<double[]> stack = new ArrayDeque<>();

  /** Depth of the next interval; call in drawing order for one timeline. */
  public int next(double start, double end) {
    while (!stack.isEmpty()) {
      double[] top = stack.peek();
      if (top[0] <= start && end <= top[1]) {
        break;
      }
      stack.pop();
    }
    int depth = stack.size();
    stack.push(new double[] {start, end});
    return depth;
  }

  /** Depths of sorted intervals on one timeline ({@code starts[i] <= starts[i+1]}). */
  public static int[] depths(double[] starts, double[] ends) {
    if (starts.length != ends.length) {
      throw new IllegalArgumentException("starts and ends differ in length: " + starts.length + " vs " + ends.length);
    }
    NestingLayout layout = new NestingLayout();
    int[] d = new int[starts.length];
    for (int i = 0; i < d.length; i++) {
      d[i] = layout.next(starts[i], ends[i]);
    }
    return d;
  }

  /** Height of a state at a nesting depth: 0.9 of the row, then 0.8 of the parent per level, at least 2 px. */
  public static double stateHeight(double rowHeightPx, int depth) {
    return Math.max(2, rowHeightPx * 0.9 * Math.pow(0.8, depth));
  }
}
