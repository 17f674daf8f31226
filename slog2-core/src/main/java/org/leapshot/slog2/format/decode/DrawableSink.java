package org.leapshot.slog2.format.decode;

import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.TimeBox;

/**
 * Takes a node's drawables as they are decoded, without objects for the usual ones: for reads that
 * keep only a few figures of each ({@link NodeSinkDecoder}). The nestable list comes first, then the
 * nestless one, each in stored order: the order in which whole-file scans hand drawables on.
 */
public interface DrawableSink {
  /**
   * Called before the node's drawables, and again when they are decoded afresh (a prefix of the
   * block turned out too short): everything taken since the last call is then to be forgotten.
   *
   * @param drawables how many the node holds in both lists
   */
  void begin(TimeBox box, int drawables);

  /**
   * A primitive of one or two vertices (for one, the second is the first again), whose info bytes
   * are the {@code infoLength} at block position {@code infoAt} of {@code in}: valid only during
   * the call, as the block's bytes may be reused.
   */
  void primitive(int category, int vertices, double t0, int l0, double t1, int l1, BlockInput in, int infoAt,
      int infoLength);

  /** A composite, or a primitive of more than two vertices: rare, so decoded as an object that owns its bytes. */
  void drawable(Drawable d);

  /**
   * Called once the node's drawables are read, with the block position just past them (where its
   * shadow buffers start): how much of an inner node's block a later read of a like node needs.
   */
  default void end(int drawableBytes) {}
}
