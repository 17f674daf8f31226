package org.leapshot.slog2.query;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.leapshot.slog2.format.PackedDrawables;
import org.leapshot.slog2.format.PackedNode;
import org.leapshot.slog2.format.ShadowBuffer;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * A decoded node as the cache keeps it: its drawables packed in drawing order, made into objects
 * the first time a query returns them all (then kept, so the next scroll step over the node copies
 * references). Nodes only read ahead, or only crossed by a window's edge, never make objects for
 * the whole node, which keeps what the collector copies small. Thread-safe: two threads that make
 * the objects at once make equal ones, and either's are kept.
 */
final class LoadedNode {
  private final PackedNode node;
  private volatile Drawable[] objects;

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

  int size() {
    return node.drawables().size();
  }

  /** All the node's drawables in drawing order (when {@link #sorted()}), as the array itself: read it only. */
  Drawable[] mergedArray() {
    Drawable[] a = objects;
    if (a == null) {
      a = node.drawables().toArray();
      objects = a;
    }
    return a;
  }

  /** The same as a list. */
  List<Drawable> merged() {
    return Collections.unmodifiableList(Arrays.asList(mergedArray()));
  }

  /** The drawable at {@code i}, from the kept objects when there are any. */
  Drawable get(int i) {
    Drawable[] a = objects;
    return a != null ? a[i] : node.drawables().get(i);
  }

  /** False for a file whose stored lists break drawing order: the query then sorts. */
  boolean sorted() {
    return node.drawables().sorted();
  }
}
