package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * A decoded node as the cache keeps it: the node, and its nestable and nestless drawables merged
 * once into one list in drawing order (on a tie the nestable first, spec §11.3), so that queries
 * served from memory copy runs instead of comparing drawables.
 */
final class LoadedNode {
  private final TreeNode node;
  private final List<Drawable> merged;
  private final boolean sorted;

  private LoadedNode(TreeNode node, List<Drawable> merged, boolean sorted) {
    this.node = node;
    this.merged = merged;
    this.sorted = sorted;
  }

  static LoadedNode of(TreeNode node) {
    Merge m = new Merge(node.nestable(), node.nestless());
    return new LoadedNode(node, Collections.unmodifiableList(Arrays.asList(m.out)), m.sorted);
  }

  /**
   * Merges the two stored lists, checking on the way that each is in drawing order. Start times
   * decide with a plain comparison; the full drawing order is consulted only for equal starts, which
   * keeps this well below the cost of decoding the node.
   */
  private static final class Merge {
    final Drawable[] out;
    boolean sorted = true;

    Merge(List<Drawable> a, List<Drawable> b) {
      int na = a.size();
      int nb = b.size();
      out = new Drawable[na + nb];
      int i = 0;
      int j = 0;
      int k = 0;
      Drawable x = na > 0 ? a.get(0) : null;
      Drawable y = nb > 0 ? b.get(0) : null;
      double xs = x != null ? x.start() : 0;
      double ys = y != null ? y.start() : 0;
      if (xs != xs || ys != ys) {
        sorted = false; // NaN times order only through Double.compare: let the query sort
      }
      while (i < na && j < nb) {
        if (xs < ys || (xs == ys && DrawingOrder.compare(x, y) <= 0)) {
          out[k++] = x;
          if (++i < na) {
            Drawable next = a.get(i);
            xs = check(x, next, xs);
            x = next;
          }
        } else {
          out[k++] = y;
          if (++j < nb) {
            Drawable next = b.get(j);
            ys = check(y, next, ys);
            y = next;
          }
        }
      }
      for (; i < na; i++) {
        out[k++] = a.get(i);
        if (i + 1 < na) {
          check(a.get(i), a.get(i + 1), a.get(i).start());
        }
      }
      for (; j < nb; j++) {
        out[k++] = b.get(j);
        if (j + 1 < nb) {
          check(b.get(j), b.get(j + 1), b.get(j).start());
        }
      }
    }

    /** Notes whether {@code next} follows {@code prev} in drawing order; returns next's start. */
    private double check(Drawable prev, Drawable next, double prevStart) {
      double ns = next.start();
      if (ns < prevStart || ns != ns || (ns == prevStart && DrawingOrder.compare(prev, next) > 0)) {
        sorted = false;
      }
      return ns;
    }
  }

  TreeNode node() {
    return node;
  }

  /** All the node's drawables in drawing order (when {@link #sorted()}). */
  List<Drawable> merged() {
    return merged;
  }

  /** False for a file whose stored lists break drawing order: the query then sorts. */
  boolean sorted() {
    return sorted;
  }
}
