package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Drawable;

/**
 * A tree node block (spec §8.1): header with the node's box, ID and own pointer; nestless and
 * nestable drawables in drawing order; then the children's shadow buffers in xpos order.
 */
final class NodeEncoder {
  /** Where a node block (and a shadow buffer) stores its own place: after start, end and node ID. */
  static final int POINTER_AT = 22;

  private NodeEncoder() {}

  /**
   * What a node block holds, taken from its {@link OpenNode} when the node is written ({@code
   * ownBytes}: its {@link OpenNode#ownBytes}), and whether the parent's block is written right after
   * it (the node is a last child, or the trunk is flushed).
   */
  record NodeBlock(NodeId id, double start, double end, ArrayList<Drawable> nestless,
      ArrayList<Drawable> nestable, List<ShadowBufferBuilder> children, int ownBytes, boolean parentWrittenNext) {

    /** Block size once the children's buffers are complete: own bytes, the Nbufs count, and each buffer (spec §8.7). */
    int byteSize() {
      int size = ownBytes + 4;
      for (ShadowBufferBuilder c : children) {
        size += c.byteSize();
      }
      return size;
    }
  }

  /** Stores the block, which is at {@code self} in the file. */
  static void encode(BlockOutput out, NodeBlock n, BlockPointer self, DrawableDrawingOrder drawableOrder,
      ShadowDrawingOrder order) {
    out.writeDouble(n.start());
    out.writeDouble(n.end());
    out.writeNodeId(n.id());
    out.writePointer(self);
    drawableOrder.encode(out, n.nestless(), n.ownBytes());
    drawableOrder.encode(out, n.nestable(), n.ownBytes());
    List<ShadowBufferBuilder> children = n.children();
    out.writeInt(children.size());
    for (ShadowBufferBuilder c : children) {
      c.encode(out, order);
    }
  }
}
