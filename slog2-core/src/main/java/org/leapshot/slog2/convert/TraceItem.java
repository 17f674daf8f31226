package org.leapshot.slog2.convert;

import java.util.Objects;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.LineIdMap;

/**
 * One thing a {@link TraceSource} hands out, with where it came from: a category definition, a
 * line-ID (Y-coordinate) map, or a drawable (primitive or composite).
 */
public sealed interface TraceItem {

  /** Where in the input the item was read from, for error messages. */
  SourcePosition position();

  record CategoryItem(Category category, SourcePosition position) implements TraceItem {}

  record LineIdMapItem(LineIdMap map, SourcePosition position) implements TraceItem {}

  /**
   * A drawable and where it was read. A source may give the file and line instead of a position,
   * which is then made only when asked for: sources hand out tens of millions of
   * drawables, and a position object for each had been a seventh of a 1 GB OTF conversion's
   * allocations, almost never read.
   */
  final class DrawableItem implements TraceItem {
    private final Drawable drawable;
    /** A {@link SourcePosition}, or the file name when {@link #line} is the position's line. */
    private final Object where;
    private final long line;

    public DrawableItem(Drawable drawable, SourcePosition position) {
      this(drawable, (Object) Objects.requireNonNull(position, "position"), -1);
    }

    private DrawableItem(Drawable drawable, Object where, long line) {
      this.drawable = Objects.requireNonNull(drawable, "drawable");
      this.where = where;
      this.line = line;
    }

    /** A drawable read at {@code line} (1-based) of {@code file}. */
    public static DrawableItem atLine(Drawable drawable, String file, long line) {
      return new DrawableItem(drawable, Objects.requireNonNull(file, "file"), line);
    }

    public Drawable drawable() {
      return drawable;
    }

    @Override
    public SourcePosition position() {
      return where instanceof SourcePosition p ? p : SourcePosition.line((String) where, line);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof DrawableItem d && drawable.equals(d.drawable) && position().equals(d.position());
    }

    @Override
    public int hashCode() {
      return 31 * drawable.hashCode() + position().hashCode();
    }

    @Override
    public String toString() {
      return "DrawableItem[drawable=" + drawable + ", position=" + position() + "]";
    }
  }
}
