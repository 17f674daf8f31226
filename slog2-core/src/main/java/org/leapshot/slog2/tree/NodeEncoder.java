package org.leapshot.slog2.tree;

import java.util.List;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * A tree node block (spec §8.1): header with the node's box, ID and own pointer; nestless and
 * nestable drawables in drawing order; then the children's shadow buffers in xpos order.
 */
final class NodeEncoder {
  private NodeEncoder() {}

  static void encode(BlockOutput out, OpenNode n, List<ShadowBufferBuilder> children, BlockPointer self,
      ShadowDrawingOrder order) {
    out.writeDouble(n.start);
    out.writeDouble(n.end);
    out.writeNodeId(n.id);
    out.writePointer(self);
    encodeList(out, n.nestless);
    encodeList(out, n.nestable);
    out.writeInt(children.size());
    for (ShadowBufferBuilder c : children) {
      c.encode(out, order);
    }
  }

  private static void encodeList(BlockOutput out, List<Drawable> list) {
    list.sort(DrawingOrder.DRAWABLES);
    out.writeInt(list.size());
    for (Drawable d : list) {
      DrawableEncoder.encodeTagged(out, d);
    }
  }
}
