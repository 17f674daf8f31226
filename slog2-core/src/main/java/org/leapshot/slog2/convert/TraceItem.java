package org.leapshot.slog2.convert;

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

  record DrawableItem(Drawable drawable, SourcePosition position) implements TraceItem {}
}
