package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * Puts a window's drawables in drawing order from the runs the tree walk produces: one run per
 * tree level, the level's nodes in xpos order. A node's drawables start inside its box and sibling
 * boxes follow each other, so each level is normally one sorted run; the levels are then merged by
 * galloping the (sorted) drawables of the upper levels into the leaves' run, which costs
 * about the logarithm of each gap in comparisons. When a run is not sorted (a file whose order is off) everything
 * is sorted instead.
 */
final class RunAssembler {
  private final List<Run> runs = new ArrayList<>();
  private Run current;
  private boolean sorted = true;
  private int total;

  /** A growable array of drawables: appending a node copies its array at once. */
  private static final class Run {
    Drawable[] items;
    int size;

    Run(int capacity) {
      items = new Drawable[Math.max(4, capacity)];
    }

    void ensure(int more) {
      if (size + more > items.length) {
        items = Arrays.copyOf(items, Math.max(size + more, items.length * 2));
      }
    }

    Drawable last() {
      return size == 0 ? null : items[size - 1];
    }
  }

  /** Starts the run of the next tree level. */
  void startRun() {
    startRun(16);
  }

  /** Starts the run of the next tree level, sized for {@code capacity} drawables (an upper bound saves regrowing). */
  void startRun(int capacity) {
    current = new Run(capacity);
    runs.add(current);
  }

  /** Appends a node's drawables (already in drawing order when {@code nodeSorted}) to the current run. */
  void append(List<Drawable> nodeDrawables, boolean nodeSorted) {
    append(nodeDrawables.toArray(new Drawable[0]), nodeSorted);
  }

  /** The same for drawables held in an array, which is only read. */
  void append(Drawable[] nodeDrawables, boolean nodeSorted) {
    int n = nodeDrawables.length;
    if (n == 0) {
      return;
    }
    sorted &= nodeSorted;
    Drawable last = current.last();
    if (last != null && DrawingOrder.compare(last, nodeDrawables[0]) > 0) {
      sorted = false;
    }
    current.ensure(n);
    System.arraycopy(nodeDrawables, 0, current.items, current.size, n);
    current.size += n;
    total += n;
  }

  /** Appends one drawable (in drawing order after the previous one when the node is sorted). */
  void add(Drawable d) {
    Drawable last = current.last();
    if (last != null && DrawingOrder.compare(last, d) > 0) {
      sorted = false;
    }
    current.ensure(1);
    current.items[current.size++] = d;
    total++;
  }

  void markUnsorted() {
    sorted = false;
  }

  /** The drawables in drawing order, in a list that shares nothing with this assembler's later use. */
  List<Drawable> result() {
    if (!sorted) {
      Drawable[] all = concat(null);
      Arrays.sort(all, DrawingOrder.DRAWABLES); // stable, like List.sort
      return FrozenList.adopt(all, all.length);
    }
    Run largest = null;
    for (Run r : runs) {
      if (largest == null || r.size > largest.size) {
        largest = r;
      }
    }
    if (largest == null || largest.size == total) {
      return largest == null ? List.of() : FrozenList.adopt(largest.items, largest.size);
    }
    Drawable[] others = concat(largest);
    Arrays.sort(others, DrawingOrder.DRAWABLES);
    return FrozenList.adopt(merge(largest, others), total);
  }

  /** Every run but {@code skip} in one array. */
  private Drawable[] concat(Run skip) {
    Drawable[] out = new Drawable[total - (skip == null ? 0 : skip.size)];
    int at = 0;
    for (Run r : runs) {
      if (r != skip) {
        System.arraycopy(r.items, 0, out, at, r.size);
        at += r.size;
      }
    }
    return out;
  }

  /** Merges a few sorted drawables into a long sorted run: a galloping search for each, copy between. */
  private static Drawable[] merge(Run big, Drawable[] few) {
    Drawable[] out = new Drawable[big.size + few.length];
    Drawable[] src = big.items;
    int n = big.size;
    int from = 0;
    int at = 0;
    for (Drawable d : few) {
      int pos = upperBound(src, n, from, d);
      int k = pos - from;
      System.arraycopy(src, from, out, at, k);
      at += k;
      out[at++] = d;
      from = pos;
    }
    System.arraycopy(src, from, out, at, n - from);
    return out;
  }

  /**
   * First index in [from, a.length) whose drawable comes after {@code d} in drawing order (ties
   * stay before it). Start times decide but for equal starts; the search gallops from {@code from}
   * because the drawables merged in are themselves sorted, so it costs the logarithm of the gap.
   * Only the drawables it probes are touched: the run's tens of thousands of others are copied
   * without being read.
   */
  private static int upperBound(Drawable[] a, int n, int from, Drawable d) {
    double key = d.start();
    int lo = from;
    int hi = from;
    int step = 1;
    while (hi < n && a[hi].start() <= key) {
      lo = hi + 1;
      hi = from + step;
      step <<= 1;
    }
    hi = Math.min(hi, n);
    while (lo < hi) { // first start > key
      int mid = (lo + hi) >>> 1;
      if (a[mid].start() <= key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    // Among equal starts the full order decides: step back over those that come after d.
    while (lo > from && a[lo - 1].start() == key && DrawingOrder.compare(a[lo - 1], d) > 0) {
      lo--;
    }
    return lo;
  }
}
