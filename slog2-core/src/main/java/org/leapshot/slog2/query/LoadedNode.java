package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.format.decode.PackedNode;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/** A decoded node as the cache keeps it: its drawables packed in drawing order, and its children's shadow buffers. */
final class LoadedNode {
  private final PackedNode node;

  private LoadedNode(PackedNode node) {
    this.node = node;
  }

  static LoadedNode of(PackedNode node) {
    return new LoadedNode(node);
  }

  TimeBox box() {
    return node.box();
  }

  List<ShadowBuffer> children() {
    return node.children();
  }

  PackedDrawables packed() {
    return node.drawables();
  }

  /** All the node's drawables in drawing order (when {@link #sorted()}), as new objects. */
  List<Drawable> merged() {
    return Collections.unmodifiableList(Arrays.asList(node.drawables().toArray()));
  }

  /** False for a file whose stored lists break drawing order: the query then sorts. */
  boolean sorted() {
    return node.drawables().sorted();
  }
}
