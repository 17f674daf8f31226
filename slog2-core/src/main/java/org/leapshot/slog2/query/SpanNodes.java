package org.leapshot.slog2.query;

import java.util.List;
import org.leapshot.slog2.format.BlockPointer;

/**
 * The planned nodes of a {@link SpanColumns}, in plan order: file offsets and boxes, in columns.
 * Apart from the span's drawables because they answer another question: whether a window's plan is
 * the span's (its nodes and order), not where the window's drawables are. Immutable.
 */
final class SpanNodes {
  private final long[] offsets;
  private final double[] earliest;
  private final double[] latest;

  SpanNodes(List<BlockPointer> nodes, LoadedNode[] loaded) {
    offsets = new long[loaded.length];
    earliest = new double[loaded.length];
    latest = new double[loaded.length];
    for (int n = 0; n < loaded.length; n++) {
      offsets[n] = nodes.get(n).offset();
      earliest[n] = loaded[n].box().earliest();
      latest[n] = loaded[n].box().latest();
    }
  }

  /** Whether [s, e] is in order and inside node {@code n}'s box (false for NaN). */
  boolean holds(int n, double s, double e) {
    return earliest[n] <= s && s <= e && e <= latest[n];
  }

  /** Whether {@code planned} is the span's nodes whose box overlaps [s, e], in the same order. */
  boolean sameAs(List<BlockPointer> planned, double s, double e) {
    int n = 0;
    for (int k = 0, count = planned.size(); k < count; k++) {
      long offset = planned.get(k).offset();
      while (n < offsets.length && offsets[n] != offset) {
        if (earliest[n] <= e && s <= latest[n]) {
          return false; // a node of the span that overlaps the window but is not planned for it
        }
        n++;
      }
      if (n == offsets.length) {
        return false;
      }
      n++;
    }
    for (; n < offsets.length; n++) {
      if (earliest[n] <= e && s <= latest[n]) {
        return false;
      }
    }
    return true;
  }
}
