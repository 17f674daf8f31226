package org.leapshot.app.frame;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.leapshot.app.canvas.CellChoice;
import org.leapshot.app.canvas.DrawnCell;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.slog2.model.Category;

/**
 * Reads the real states under a clicked {@link DrawnCell} in the background: an exact query of the
 * pixel's time span (one column: the engine reads only the nodes overlapping it), then {@link
 * CellChoice} picks the state among the row's timelines. Its own queue, so that a click never waits
 * for or cancels a window query or a search; the next click replaces the lookup under way. Call on the EDT.
 */
final class CellLookup implements AutoCloseable {
  /** Reads every real drawable of {@code [from, to]} (a fake in tests). */
  @FunctionalInterface
  interface Reader {
    WindowData read(double fromSec, double toSec) throws IOException;
  }

  private final Reader reader;
  private final BackgroundQueue queue = new BackgroundQueue("leapshot-cell-lookup", busy -> { });

  CellLookup(TraceView trace) {
    this((from, to) -> trace.queryExact(from, to, 1));
  }

  CellLookup(Reader reader) {
    this.reader = reader;
  }

  /** Looks {@code cell} up; {@code onEdt} gets the choice (empty when no state is there) unless a newer lookup came. */
  void lookUp(DrawnCell cell, Map<Integer, Category> categories, Consumer<Optional<CellChoice.Choice>> onEdt,
      Consumer<Exception> onError) {
    queue.submit(() -> CellChoice.choose(cell, reader.read(cell.fromSec(), cell.toSec()).drawables(), categories),
        onEdt, onError);
  }

  /** Drops the lookup under way (a click elsewhere): an empty job supersedes and interrupts it. */
  void cancel() {
    if (queue.isBusy()) {
      queue.submit(() -> null, x -> { }, e -> { });
    }
  }

  @Override
  public void close() {
    queue.close();
  }
}
