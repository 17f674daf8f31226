package org.leapshot.slog2.model;

/**
 * One object drawn on the timeline: a {@link Primitive} (event, state or arrow) or a
 * {@link Composite} (an ordered list of primitives under a category of its own).
 */
public sealed interface Drawable permits Primitive, Composite {

  /** Index of the category this drawable belongs to. */
  int categoryIndex();

  /** Earliest time of the drawable's box. */
  double start();

  /** Latest time of the drawable's box. */
  double end();

  default TimeBox timeBox() {
    return new TimeBox(start(), end());
  }

  default double duration() {
    return end() - start();
  }

  /** A copy of the info bytes (empty when there is no info). */
  byte[] info();

  int infoLength();

  /** Encoded size in bytes without the tag byte (the reference's "bsize"; spec §8.2). */
  int byteSize();

  /** Line ID of the first vertex (of the first primitive, for a composite); a drawing-order key. */
  int firstLineId();

  /** Line ID of the last vertex (of the last primitive, for a composite); a drawing-order key. */
  int lastLineId();
}
