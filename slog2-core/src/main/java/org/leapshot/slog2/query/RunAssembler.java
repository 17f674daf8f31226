package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
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
  private final List<List<Drawable>> runs = new ArrayList<>();
  private List<Drawable> current;
  private boolean sorted = true;
  private int total;

  /** Starts the run of the next tree level. */
  void startRun() {
    current = new ArrayList<>();
    runs.add(current);
  }

  /** Appends a node's drawables (already in drawing order when {@code nodeSorted}) to the current run. */
  void append(List<Drawable> nodeDrawables, boolean nodeSorted) {
    if (nodeDrawables.isEmpty()) {
      return;
    }
    sorted &= nodeSorted;
    if (!current.isEmpty() && DrawingOrder.compare(current.get(current.size() - 1), nodeDrawables.get(0)) > 0) {
      sorted = false;
    }
    current.addAll(nodeDrawables);
    total += nodeDrawables.size();
  }

  /** Appends one drawable (in drawing order after the previous one when the node is sorted). */
  void add(Drawable d) {
    if (!current.isEmpty() && DrawingOrder.compare(current.get(current.size() - 1), d) > 0) {
      sorted = false;
    }
    current.add(d);
    total++;
  }

  void markUnsorted() {
    sorted = false;
  }

  List<Drawable> result() {
    if (!sorted) {
      List<Drawable> all = new ArrayList<>(total);
      runs.forEach(all::addAll);
      all.sort(DrawingOrder.DRAWABLES);
      return Collections.unmodifiableList(all);
    }
    List<Drawable> largest = List.of();
    for (List<Drawable> r : runs) {
      if (r.size() > largest.size()) {
        largest = r;
      }
    }
    List<Drawable> others = new ArrayList<>(total - largest.size());
    for (List<Drawable> r : runs) {
      if (r != largest) {
        others.addAll(r);
      }
    }
    if (others.isEmpty()) {
      return Collections.unmodifiableList(largest);
    }
    others.sort(DrawingOrder.DRAWABLES);
    return Collections.unmodifiableList(Arrays.asList(merge(largest, others)));
  }

  /** Merges a few sorted drawables into a long sorted run: a galloping search for each, copy between. */
  private static Drawable[] merge(List<Drawable> big, List<Drawable> few) {
    Drawable[] out = new Drawable[big.size() + few.size()];
    Object[] src = big.toArray();
    double[] starts = new double[src.length]; // searched as plain doubles: no calls, no cache misses
    for (int i = 0; i < src.length; i++) {
      starts[i] = ((Drawable) src[i]).start();
    }
    int from = 0;
    int at = 0;
    for (Drawable d : few) {
      int pos = upperBound(src, starts, from, d);
      int n = pos - from;
      System.arraycopy(src, from, out, at, n);
      at += n;
      out[at++] = d;
      from = pos;
    }
    System.arraycopy(src, from, out, at, src.length - from);
    return out;
  }

  /**
   * First index in [from, a.length) whose drawable comes after {@code d} in drawing order (ties
   * stay before it). Start times decide but for equal starts; the search gallops from {@code from}
   * because the drawables merged in are themselves sorted, so it costs the logarithm of the gap.
   */
  private static int upperBound(Object[] a, double[] starts, int from, Drawable d) {
    double key = d.start();
    int lo = from;
    int hi = from;
    int step = 1;
    while (hi < starts.length && starts[hi] <= key) {
      lo = hi + 1;
      hi = from + step;
      step <<= 1;
    }
    hi = Math.min(hi, starts.length);
    while (lo < hi) { // first start > key
      int mid = (lo + hi) >>> 1;
      if (starts[mid] <= key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    // Among equal starts the full order decides: step back over those that come after d.
    while (lo > from && starts[lo - 1] == key && DrawingOrder.compare((Drawable) a[lo - 1], d) > 0) {
      lo--;
    }
    return lo;
  }
}
