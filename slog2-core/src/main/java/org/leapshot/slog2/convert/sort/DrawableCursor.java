package org.leapshot.slog2.convert.sort;

import java.io.IOException;
import org.leapshot.slog2.model.Drawable;

/** Hands out drawables one at a time, in non-decreasing end-time order. */
public interface DrawableCursor {

  /** The next drawable, or {@code null} when there are no more. */
  Drawable next() throws IOException;
}
