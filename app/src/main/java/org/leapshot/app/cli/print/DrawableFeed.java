package org.leapshot.app.cli.print;

import java.io.IOException;
import org.leapshot.slog2.query.DrawableVisitor;

/** The drawables to print instead of the whole file's (print --from/--to), handed over in order. */
@FunctionalInterface
public interface DrawableFeed {
  void forEach(DrawableVisitor visitor) throws IOException;
}
