package org.leapshot.slog2.query;

import java.io.IOException;
import org.leapshot.slog2.model.Drawable;

/** Receives drawables one at a time; may fail with an I/O error (e.g. when printing them). */
@FunctionalInterface
public interface DrawableVisitor {
  void visit(Drawable d) throws IOException;
}
