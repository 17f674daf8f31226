package org.leapshot.slog2.tree;

/**
 * A tree node's name (spec §1): {@code depth} is the height above the leaves (leaves are 0, the
 * root has the largest), {@code xpos} the position from left to right within that level.
 */
record NodeId(int depth, int xpos) {

  /** The ID of the parent in a tree with {@code k} children per node. */
  NodeId parent(int k) {
    return new NodeId(depth + 1, xpos / k);
  }

  void encode(BlockOutput out) {
    out.writeShort(depth);
    out.writeInt(xpos);
  }
}
