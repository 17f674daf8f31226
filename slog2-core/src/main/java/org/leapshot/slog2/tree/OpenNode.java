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
  // Replaced, not cleared, when the node is written: the node writer thread may still be storing them.
  // ArrayLists, not Lists: the quick compiler the converter runs with calls a List's add and get
  // through an interface table, for every drawable.
  ArrayList<Drawable> nestless = new ArrayList<>();
  ArrayList<Drawable> nestable = new ArrayList<>();
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

  /** Adds a drawable of {@code bytes} stored bytes (its {@link Drawable#byteSize()}). */
  void addDrawable(Drawable d, boolean isNestable, int bytes) {
    (isNestable ? nestable : nestless).add(d);
    ownBytes += 1 + bytes;
  }

  /**
   * Drops the drawables once the node is written (the trunk drops the child's done list itself).
   * The new lists start a little larger than the old ones, as a node's siblings hold about as many drawables:
   * growing them from empty had copied a leaf's list about a dozen times (0.8 GB of garbage in a
   * 1 GB OTF conversion).
   */
  void clearDrawables() {
    nestless = new ArrayList<>(roomFor(nestless.size()));
    nestable = new ArrayList<>(roomFor(nestable.size()));
    ownBytes = EMPTY_OWN_BYTES;
  }

  /** A quarter more than the sibling held, so that a list seldom grows (a copy of it each time). */
  private static int roomFor(int siblingSize) {
    return siblingSize + (siblingSize >> 2) + 8;
  }
}
