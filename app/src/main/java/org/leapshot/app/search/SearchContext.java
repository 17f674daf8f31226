package org.leapshot.app.search;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.leapshot.app.canvas.CanvasListener;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.query.TraceSession;

/**
 * The parts of the open trace's workspace that search and statistics use, so that they need no
 * access to the window's internals.
 *
 * @param clicks receives a found drawable as if it had been clicked (popup and highlight)
 * @param status shows a one-line message in the status bar
 * @param idle true when the canvas shows the model for the current window
 * @param search the trace's find next / previous (F3), which the find bar drives and listens to
 */
public record SearchContext(TraceView trace, ViewState view, CategoryStyles styles, TimelineCanvas canvas,
    CanvasListener clicks, Consumer<String> status, BooleanSupplier idle, SearchController search) {

  /** The engine session behind the trace. */
  public Optional<TraceSession> session() {
    return Optional.of(trace.session());
  }
}
