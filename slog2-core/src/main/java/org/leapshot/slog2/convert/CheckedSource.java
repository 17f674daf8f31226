package org.leapshot.slog2.convert;

import java.io.IOException;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;

/**
 * A source whose drawables have passed {@link DrawableChecks}. With {@code keepGoing}, bad records
 * (the source's {@link TraceInputException}s) and bad drawables are counted in the source's report
 * with their positions and skipped; otherwise the first one is thrown.
 */
final class CheckedSource {
  private final TraceSource source;
  private final boolean keepGoing;
  private final DrawableChecks checks = new DrawableChecks();
  private SourcePosition lastBadPosition;

  CheckedSource(TraceSource source, boolean keepGoing) {
    this.source = source;
    this.keepGoing = keepGoing;
  }

  /** The next good item, or {@code null} at the end of the input. */
  TraceItem next() throws IOException {
    while (true) {
      TraceItem item;
      try {
        item = source.next();
      } catch (TraceInputException e) {
        // A source that cannot get past a bad record would report it again: stop rather than loop.
        if (!keepGoing || e.position().equals(lastBadPosition)) {
          throw e;
        }
        lastBadPosition = e.position();
        source.report().skip("bad record", e.position(), e.problem());
        continue;
      }
      if (item instanceof CategoryItem c) {
        checks.define(c.category());
      } else if (item instanceof DrawableItem d && !accept(d)) {
        continue;
      }
      return item;
    }
  }

  double progress() {
    return source.progress();
  }

  ImportReport report() {
    return source.report();
  }

  private boolean accept(DrawableItem d) throws TraceInputException {
    try {
      checks.check(d.drawable(), d.position());
      return true;
    } catch (TraceInputException e) {
      if (!keepGoing) {
        throw e;
      }
      source.report().skip("bad drawable", e.position(), e.problem());
      return false;
    }
  }
}
