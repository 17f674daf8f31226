package org.leapshot.slog2.query;

import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.model.TimeBox;

/**
 * Which drawables of a loaded node a window takes, and how a tree level's parts join the answer:
 * shared by the level-by-level walk and the planned reads ({@link WindowWalker}) and by the scroll
 * step that builds on the previous answer ({@link ScrollStep}).
 */
final class NodeOverlap {
  /** What {@link #overlapping} answers for a node inside the window: all of its drawables (compared by identity). */
  static final int[] WHOLE = new int[0];

  private NodeOverlap() {}

  /**
   * Which of a node's drawables overlap the window, in the node's order: {@link #WHOLE} when the
   * node's box lies inside the window (every drawable lies inside its node's box), else the indices
   * of those whose packed times overlap it. No early exit on start order: a file whose order is off
   * must still answer exactly; in a node known to be in order, though, nothing after the first
   * start past the window can overlap it. Counted before the indices are kept: an array the size of
   * an upper node (thousands of drawables, few of them in a narrow window) at every scroll step was
   * most of what a query allocated. Runs on the loading threads, in parallel.
   */
  static int[] overlapping(LoadedNode loaded, double start, double end) {
    if (inside(loaded, start, end)) {
      return WHOLE;
    }
    PackedDrawables packed = loaded.packed();
    int n = loaded.sorted() ? startsUpTo(packed, end) : packed.size();
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (packed.start(i) <= end && packed.end(i) >= start) {
        k++;
      }
    }
    int[] in = new int[k];
    for (int i = 0, j = 0; j < k; i++) {
      if (packed.start(i) <= end && packed.end(i) >= start) {
        in[j++] = i;
      }
    }
    return in;
  }

  /** The number of drawables of a list in drawing order whose start is at most {@code end}. */
  static int startsUpTo(PackedDrawables packed, double end) {
    int lo = 0;
    int hi = packed.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (packed.start(mid) <= end) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** True when the node's box lies inside the window: then all its drawables are in it. */
  private static boolean inside(LoadedNode loaded, double start, double end) {
    TimeBox box = loaded.box();
    return start <= box.earliest() && box.latest() <= end;
  }

  /** The number of drawables nodes {@code [from, to)} add. */
  static int drawableCount(LoadedNode[] nodes, int[][] parts, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      n += parts[i] == WHOLE ? nodes[i].packed().size() : parts[i].length;
    }
    return n;
  }

  /** Adds nodes {@code [from, to)} of one tree level, each with its overlapping part, as one run of that capacity. */
  static void addLevel(LoadedNode[] nodes, int[][] parts, int from, int to, int capacity, RunAssembler out) {
    out.startRun(capacity);
    for (int i = from; i < to; i++) {
      add(nodes[i], parts[i], out);
    }
  }

  /** Adds a node's overlapping drawables to the level's run, in drawing order. */
  private static void add(LoadedNode loaded, int[] part, RunAssembler out) {
    PackedDrawables packed = loaded.packed();
    if (part == WHOLE) {
      out.append(packed, loaded.sorted());
      return;
    }
    out.append(packed, part, loaded.sorted());
  }

}
