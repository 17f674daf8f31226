package org.leapshot.slog2.convert;

import org.leapshot.slog2.model.Drawable;

/**
 * Where {@link TraceSource#drainTo} puts the items it reads, in input order. A drawable may come
 * with the file and line it was read at instead of an item around it, so that a source handing out
 * tens of millions of drawables makes no object per drawable besides the drawable itself.
 */
public interface ItemSink {
  /** A drawable read at {@code line} (1-based) of {@code file}. */
  void drawable(Drawable drawable, String file, long line) throws TraceInputException;

  /** Any item: a category, a line-ID map, or a drawable with its position. */
  void item(TraceItem item) throws TraceInputException;
}
