package org.leapshot.slog2.format;

import java.util.List;
import org.leapshot.slog2.format.decode.DeferredShadows;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.TimeBox;

/**
 * A node's summary of one child (spec §8.5): the child's ID, box and block pointer — the tree's
 * child link — and the shadows summarising the child's whole subtree, nestless (arrows, events)
 * and nestable (states), each in drawing order.
 */
public record ShadowBuffer(NodeId childId, TimeBox childBox, BlockPointer childPointer, List<Shadow> nestless,
    List<Shadow> nestable) {

  /** Number of shadows, nestless and nestable (does not decode deferred shadows). */
  public int shadowCount() {
    return nestless.size() + nestable.size();
  }

  /** Real primitives summarised by all the shadows (does not decode deferred shadows). */
  public long realCount() {
    return realCount(nestless) + realCount(nestable);
  }

  /**
   * The nestable shadows as columns (decoding deferred ones), for readers that make no object per
   * shadow; a list of objects is copied into columns.
   */
  public ShadowColumns nestableColumns() {
    return columns(nestable);
  }

  /** The nestless shadows as columns, see {@link #nestableColumns()}. */
  public ShadowColumns nestlessColumns() {
    return columns(nestless);
  }

  private static ShadowColumns columns(List<Shadow> shadows) {
    if (shadows instanceof ShadowColumns c) {
      return c;
    }
    if (shadows instanceof DeferredShadows d) {
      return d.columns();
    }
    return ShadowColumns.copyOf(shadows);
  }

  private static long realCount(List<Shadow> shadows) {
    if (shadows instanceof DeferredShadows d) {
      return d.realCount();
    }
    long n = 0;
    for (Shadow s : shadows) {
      n += s.realCount();
    }
    return n;
  }
}
