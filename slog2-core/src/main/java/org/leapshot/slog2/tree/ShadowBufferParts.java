package org.leapshot.slog2.tree;

/**
 * The parts of a shadow buffer that the next buffers on its level reuse once it is finished: the
 * index of its shadows by key and the columns of their own primitives, both grown to what a node
 * of the level needs.
 */
final class ShadowBufferParts {
  final ShadowIndex index = new ShadowIndex();
  final OwnPrimitives own = new OwnPrimitives();
  /** The boxes of child shadows absorbed by shadows with own primitives, which their exclusive ratios need. */
  final OwnPrimitives childBoxes = new OwnPrimitives();
  private int[] found = new int[64];
  /** Given to a buffer and not yet emptied by {@link #clear()} (perhaps on the node writer thread). */
  private volatile boolean held;

  /** One answer of {@link ShadowIndex#findOrClaim} per shadow of a child being merged (contents undefined), kept from merge to merge. */
  int[] found(int n) {
    if (found.length < n) {
      found = new int[Math.max(n, 2 * found.length)];
    }
    return found;
  }

  /** Empties them, keeping their capacity, for the next buffer. */
  void clear() {
    index.clear();
    own.clear();
    childBoxes.clear();
    held = false;
  }

  /** Taken by a buffer. */
  void hold() {
    held = true;
  }

  /** Whether a buffer still has them (its job may still be merging). */
  boolean held() {
    return held;
  }
}
