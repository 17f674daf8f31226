package org.leapshot.slog2.format;

import java.io.IOException;
import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * Serial iteration over every real drawable of a file, each exactly once, one node in memory at a
 * time: nodes in tree-directory order (root first, then depth descending, xpos ascending), and
 * inside a node its nestable and nestless lists merged in drawing order (spec §8.6; on a tie the
 * nestable item first, as the reference merges them).
 *
 * <p>Unlike the reference's leaf-partition iterator (spec §11.4), this never drops a drawable whose
 * start equals the file's final time, and it does not give a global time order: a drawable stored
 * in an upper node comes out before the leaves' drawables. Every list that is written in order
 * stays in order, so the output of a node is sorted by start time.
 */
public final class AllDrawables {

  /** Receives each node as it is read. */
  @FunctionalInterface
  public interface NodeVisitor {
    void visit(DirectoryEntry entry, TreeNode node) throws IOException;
  }

  /** Receives each real drawable with the node that stores it. */
  @FunctionalInterface
  public interface DrawableVisitor {
    void visit(TreeNode node, Drawable drawable) throws IOException;
  }

  private AllDrawables() {}

  /**
   * Reads every node the tree directory lists, in its stored order.
   *
   * @throws Slog2FormatException at the first node that cannot be decoded
   */
  public static void forEachNode(Slog2Reader reader, NodeVisitor visitor) throws IOException {
    for (DirectoryEntry entry : reader.directory().entries()) {
      visitor.visit(entry, reader.readNode(entry));
    }
  }

  /** Visits every real drawable once, node by node (see the class comment for the order). */
  public static void forEach(Slog2Reader reader, DrawableVisitor visitor) throws IOException {
    forEachNode(reader, (entry, node) -> forEachInNode(node, visitor));
  }

  /** Visits one node's real drawables, its two lists merged in drawing order. */
  public static void forEachInNode(TreeNode node, DrawableVisitor visitor) throws IOException {
    List<Drawable> nestable = node.nestable();
    List<Drawable> nestless = node.nestless();
    int a = 0;
    int b = 0;
    while (a < nestable.size() || b < nestless.size()) {
      boolean takeNestable = b >= nestless.size()
          || (a < nestable.size() && DrawingOrder.compare(nestable.get(a), nestless.get(b)) <= 0);
      visitor.visit(node, takeNestable ? nestable.get(a++) : nestless.get(b++));
    }
  }

  /** The number of real drawables in the file; reads every node once. */
  public static long count(Slog2Reader reader) throws IOException {
    long[] n = {0};
    forEachNode(reader, (entry, node) -> n[0] += node.drawableCount());
    return n[0];
  }
}
