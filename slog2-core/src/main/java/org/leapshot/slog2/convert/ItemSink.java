package org.leapshot.slog2.convert;

import java.util.Collection;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Where {@link TraceSource#drainTo} puts the items it reads, in input order. A drawable may come
 * with the file and line it was read at instead of an item around it, so that a source handing out
 * tens of millions of drawables makes no object per drawable besides the drawable itself.
 */
public interface ItemSink {
  /** A drawable read at {@code line} (1-based) of {@code file}. */
  void drawable(Drawable drawable, String file, long line) throws TraceInputException;

  /**
   * A primitive read at {@code line} of {@code file} that its source has already checked as {@link
   * DrawableChecks} would (a finite box, start not after end, every vertex inside), whose category
   * the source knows: only what the source cannot know is checked again.
   */
  default void checkedPrimitive(Primitive primitive, String file, long line) throws TraceInputException {
    drawable(primitive, file, line);
  }

  /** Any item: a category, a line-ID map, or a drawable with its position. */
  void item(TraceItem item) throws TraceInputException;

  /** A sink that adds every item to {@code items}, a drawable given with its file and line as a {@link TraceItem.DrawableItem}. */
  static ItemSink into(Collection<? super TraceItem> items) {
    return new ItemSink() {
      @Override
      public void drawable(Drawable drawable, String file, long line) {
        items.add(TraceItem.DrawableItem.atLine(drawable, file, line));
      }

      @Override
      public void item(TraceItem item) {
        items.add(item);
      }
    };
  }
}
