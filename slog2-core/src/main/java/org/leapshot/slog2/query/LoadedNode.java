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
 * A decoded node as the cache keeps it: its drawables packed in drawing order, and the objects made
 * for them while an {@link ObjectKeeper} keeps them. Keeping the objects of every cached node spared
 * scroll steps making them again but cost more than it saved: cached objects are what every young
 * collection copies, and on the 5 GB trace 600 jumps and scroll steps took 4.3–4.5 s of process CPU
 * (1.3–1.7 s of it collecting) keeping them all against 3.6–3.8 s (0.7–0.9 s) making them anew each
 * time. Thread-safe: two threads making the objects at once make equal ones, and either's are kept.
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

  /** All the node's drawables in drawing order (when {@link #sorted()}), in a new array. */
  Drawable[] mergedArray() {
    return node.drawables().toArray();
  }

  /** The same, made once and kept while {@code keeper} says so: read the array only. */
  Drawable[] objects(ObjectKeeper keeper) {
    Drawable[] a = objects;
    if (a == null) {
      a = node.drawables().toArray();
      objects = a;
    }
    keeper.used(this, a.length);
    return a;
  }

  void dropObjects() {
    objects = null;
  }

  /** The same as a list. */
  List<Drawable> merged() {
    return Collections.unmodifiableList(Arrays.asList(mergedArray()));
  }

  /** The drawable at {@code i}: the kept object, or a new one. */
  Drawable get(int i) {
    Drawable[] a = objects;
    return a != null ? a[i] : node.drawables().get(i);
  }

  /** False for a file whose stored lists break drawing order: the query then sorts. */
  boolean sorted() {
    return node.drawables().sorted();
  }
}
