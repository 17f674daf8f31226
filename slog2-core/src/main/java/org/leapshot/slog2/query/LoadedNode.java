package org.leapshot.slog2.query;

import java.util.ArrayList;
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
    List<Drawable> a = node.nestable();
    List<Drawable> b = node.nestless();
    List<Drawable> out = new ArrayList<>(a.size() + b.size());
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (j >= b.size() || (i < a.size() && DrawingOrder.compare(a.get(i), b.get(j)) <= 0)) {
        out.add(a.get(i++));
      } else {
        out.add(b.get(j++));
      }
    }
    boolean sorted = true; // the file's lists should be in drawing order; a merge of unsorted lists is not
    for (int k = 1; k < out.size() && sorted; k++) {
      sorted = DrawingOrder.compare(out.get(k - 1), out.get(k)) <= 0;
    }
    return new LoadedNode(node, Collections.unmodifiableList(out), sorted);
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
