package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * Drawables as a node stores them (spec §8.2): a tag byte (0 primitive, 1 composite), the info
 * header, then vertices or the composite's primitives in drawing order. Boxes are not stored.
 */
final class DrawableEncoder {
  static final int PRIMITIVE_TAG = 0;
  private static final int COMPOSITE_TAG = 1;

  private DrawableEncoder() {}

  static void encodeTagged(BlockOutput out, Drawable d) {
    if (d instanceof Primitive p) {
      out.writeTaggedPrimitive(PRIMITIVE_TAG, p);
    } else {
      out.writeByte(COMPOSITE_TAG);
      encodeComposite(out, (Composite) d);
    }
  }

  static void encodeComposite(BlockOutput out, Composite c) {
    out.writeInt(c.categoryIndex());
    byte[] info = c.info();
    out.writeShort(info.length);
    out.writeBytes(info);
    List<Primitive> ordered = new ArrayList<>(c.primitives());
    ordered.sort(DrawingOrder.DRAWABLES);
    out.writeShort(ordered.size());
    for (Primitive p : ordered) {
      out.writePrimitive(p);
    }
  }
}
