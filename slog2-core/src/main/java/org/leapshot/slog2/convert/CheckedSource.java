package org.leapshot.slog2.convert;

import java.io.IOException;
import org.leapshot.slog2.convert.TraceItem.CategoryItem;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * A source whose drawables have passed {@link DrawableChecks}. With {@code keepGoing}, bad records
 * (the source's {@link TraceInputException}s) and bad drawables are counted in the source's report
 * with their positions and skipped; otherwise the first one is thrown.
 */
final class CheckedSource {
  private final TraceSource source;
  private final boolean keepGoing;
  private final DrawableChecks checks = new DrawableChecks();
  private final Checker checker = new Checker();
  private ItemSink downstream;
  private SourcePosition lastBadPosition;

  CheckedSource(TraceSource source, boolean keepGoing) {
    this.source = source;
    this.keepGoing = keepGoing;
  }

  /**
   * Reads the source's next items ({@link TraceSource#drainTo}) and hands the good ones to {@code
   * sink}; false at the end of the input.
   */
  boolean drainTo(ItemSink sink) throws IOException {
    if (downstream != sink) {
      downstream = sink;
    }
    try {
      return source.drainTo(checker);
    } catch (TraceInputException e) {
      // A source that cannot get past a bad record would report it again: stop rather than loop.
      if (!keepGoing || e.position().equals(lastBadPosition)) {
        throw e;
      }
      lastBadPosition = e.position();
      source.report().skip("bad record", e.position(), e.problem());
      return true;
    }
  }

  double progress() {
    return source.progress();
  }

  ImportReport report() {
    return source.report();
  }

  /** Checks each item on its way from the source to {@link #downstream}. */
  private final class Checker implements ItemSink {
    @Override
    public void drawable(Drawable d, String file, long line) throws TraceInputException {
      // The position is made only for a drawable that fails a check.
      if (checks.passes(d) || accept(d, SourcePosition.line(file, line))) {
        downstream.drawable(d, file, line);
      }
    }

    @Override
    public void checkedPrimitive(Primitive p, String file, long line) throws TraceInputException {
      // Whether the category counts as defined here (one beyond the limit does not) is not the source's to know.
      if (checks.isDefined(p.categoryIndex()) || accept(p, SourcePosition.line(file, line))) {
        downstream.drawable(p, file, line);
      }
    }

    @Override
    public void item(TraceItem item) throws TraceInputException {
      if (item instanceof CategoryItem c) {
        checks.define(c.category(), c.position());
      } else if (item instanceof DrawableItem d && !accept(d.drawable(), d.position())) {
        return;
      }
      downstream.item(item);
    }
  }

  private boolean accept(Drawable d, SourcePosition at) throws TraceInputException {
    try {
      checks.check(d, at);
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
