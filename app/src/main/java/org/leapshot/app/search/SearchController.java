package org.leapshot.app.search;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.trace.Found;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.view.ViewState;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Drawable;

/**
 * Find next / previous: the first search starts at the window's start (next) or end (previous),
 * later ones continue from the last match. A match is centred in the window (or the window widened
 * to show it whole) and highlighted once its part of the trace is drawn. EDT only.
 */
public final class SearchController {
  private final TraceView trace;
  private final ViewState view;
  private final CategoryStyles styles;
  private final TimelineCanvas canvas;
  private final BackgroundQueue queue;
  private final Consumer<String> status;
  private Found last;

  public SearchController(TraceView trace, ViewState view, CategoryStyles styles, TimelineCanvas canvas,
      BackgroundQueue queue, Consumer<String> status) {
    this.trace = trace;
    this.view = view;
    this.styles = styles;
    this.canvas = canvas;
    this.queue = queue;
    this.status = status;
  }

  public void next() {
    search(true);
  }

  public void previous() {
    search(false);
  }

  /** The visible and searchable real categories: what a search may stop at. */
  Set<Integer> searchable() {
    Set<Integer> set = new LinkedHashSet<>();
    for (Category c : styles.snapshot().values()) {
      if (!c.isPreview() && c.visible() && c.searchable()) {
        set.add(c.index());
      }
    }
    return set;
  }

  private void search(boolean forward) {
    Set<Integer> cats = searchable();
    if (cats.isEmpty()) {
      status.accept("Nothing to search: tick Show and Find for some categories in the legend.");
      return;
    }
    Found from = last;
    double time = forward ? view.window().startSec() : view.window().endSec();
    status.accept("Searching…");
    queue.submit(() -> forward ? trace.findNext(from, time, cats) : trace.findPrevious(from, time, cats),
        (Optional<Found> r) -> show(r, forward), e -> status.accept("Search failed: " + e.getMessage()));
  }

  private void show(Optional<Found> result, boolean forward) {
    if (result.isEmpty()) {
      status.accept(forward ? "No more matches after this point." : "No more matches before this point.");
      return;
    }
    last = result.get();
    Drawable d = last.drawable();
    double width = view.window().widthSec();
    if (d.duration() > 0.8 * width) {
      double pad = d.duration() * 0.1;
      view.setWindow(d.start() - pad, d.end() + pad, true);
    } else {
      double mid = (d.start() + d.end()) / 2;
      view.setWindow(mid - width / 2, mid + width / 2, true);
    }
    canvas.focusOn(d);
    Category c = styles.get(d.categoryIndex());
    status.accept("Found " + (c != null ? c.name() : "#" + d.categoryIndex()) + " at " + TimeUnits.exact(d.start())
        + "  (F3: next, Shift+F3: previous)");
  }
}
