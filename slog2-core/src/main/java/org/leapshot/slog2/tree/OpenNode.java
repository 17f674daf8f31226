package org.leapshot.slog2.tree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Drawable;

/**
 * A node on the writer's trunk (spec §10.2): its ID and box, its drawables in the two lists of
 * §8.1, its current shadow buffer, and the finished buffers it has produced that its parent has
 * not written yet. The object is reused for the node's next sibling once it has been written.
 */
final class OpenNode {
  /** Node header (34) plus the two list counts (8), as in the reference's size formula (spec §8.7). */
  static final int EMPTY_OWN_BYTES = 42;

  NodeId id;
  double start;
  double end;
  // Cleared for the next sibling when the node was stored on the trunk's thread, replaced when the
  // node writer thread may still be storing them.
  NodeDrawables nestless = new NodeDrawables(0, 1 << 10);
  NodeDrawables nestable = new NodeDrawables(0, 1 << 10);
  /**
   * The drawables themselves, kept only while the node is the root (the Identity Map's line IDs
   * come from the root's own drawables): the others are dropped once stored in the lists above.
   * An ArrayList, not a List: the quick compiler calls a List's add through an interface table.
   */
  final ArrayList<Drawable> rootDrawables = new ArrayList<>();
  int ownBytes = EMPTY_OWN_BYTES;
  ShadowBufferBuilder buffer;
  /**
   * The parts of this level's written buffers, oldest first, for the next buffers to take once
   * emptied: the buffers before it may still be merging on the node writer thread.
   */
  final ArrayDeque<ShadowBufferParts> spareParts = new ArrayDeque<>();
  final List<ShadowBufferBuilder> done = new ArrayList<>();

  OpenNode(NodeId id, double start) {
    this.id = id;
    this.start = start;
    this.end = Double.NEGATIVE_INFINITY;
    this.buffer = new ShadowBufferBuilder(id, start);
  }

  /**
   * Adds a drawable of {@code bytes} stored bytes (its {@link Drawable#byteSize()}) that spans
   * {@code s} to {@code e}; {@code isRoot}: whether this node is the trunk's root.
   */
  void addDrawable(Drawable d, boolean isNestable, int bytes, double s, double e, boolean isRoot) {
    (isNestable ? nestable : nestless).add(d, s, e);
    ownBytes += 1 + bytes;
    if (isRoot) {
      rootDrawables.add(d);
    }
  }

  /**
   * Drops the drawables once the node is written (the trunk drops the child's done list itself):
   * {@code stored} says whether the lists were stored already, and may be reused. New lists start
   * a little larger than the old ones, as a node's siblings hold about as many drawables: growing
   * them from empty had copied a leaf's list about a dozen times (0.8 GB of garbage in a 1 GB OTF
   * conversion).
   */
  void clearDrawables(boolean stored) {
    if (stored) {
      nestless.clear();
      nestable.clear();
    } else {
      nestless = new NodeDrawables(roomFor(nestless.count()), ownBytes);
      nestable = new NodeDrawables(roomFor(nestable.count()), ownBytes);
    }
    rootDrawables.clear();
    ownBytes = EMPTY_OWN_BYTES;
  }

  /** A quarter more than the sibling held, so that a list seldom grows (a copy of it each time). */
  private static int roomFor(int siblingSize) {
    return siblingSize + (siblingSize >> 2) + 8;
  }
}
