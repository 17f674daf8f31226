package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Drawable;

/**
 * A tree node block (spec §8.1): header with the node's box, ID and own pointer; nestless and
 * nestable drawables in drawing order; then the children's shadow buffers in xpos order.
 */
final class NodeEncoder {
  private NodeEncoder() {}

  /**
   * What a node block holds, taken from its {@link OpenNode} when the node is written, and whether
   * the parent's block is written right after it (the node is a last child, or the trunk is flushed).
   */
  record NodeBlock(NodeId id, double start, double end, List<Drawable> nestless, List<Drawable> nestable,
      List<ShadowBufferBuilder> children, BlockPointer self, boolean parentWrittenNext) {}

  static void encode(BlockOutput out, NodeBlock n, DrawableDrawingOrder drawableOrder, ShadowDrawingOrder order) {
    out.writeDouble(n.start());
    out.writeDouble(n.end());
    out.writeNodeId(n.id());
    out.writePointer(n.self());
    encodeList(out, drawableOrder, n.nestless());
    encodeList(out, drawableOrder, n.nestable());
    List<ShadowBufferBuilder> children = n.children();
    out.writeInt(children.size());
    for (ShadowBufferBuilder c : children) {
      c.encode(out, order);
    }
  }

  private static void encodeList(BlockOutput out, DrawableDrawingOrder order, List<Drawable> list) {
    int n = list.size();
    int[] positions = order.positions(list);
    out.writeInt(n);
    for (int i = 0; i < n; i++) {
      DrawableEncoder.encodeTagged(out, list.get(positions[i]));
    }
  }
}
