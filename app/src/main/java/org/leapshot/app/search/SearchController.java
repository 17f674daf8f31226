package org.leapshot.app.search;

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
 * Find next / previous for one open trace (F3 / Shift+F3 and the find bar's buttons). What to look
 * for comes from the {@link Scope} — the find bar's category and timelines, or by default every
 * visible, searchable category on every timeline. A search starts from the view's edge, or continues
 * from the last match while that is in view ({@link SearchRequest}); the engine runs it off the EDT
 * on the given queue. A match is centred ({@link RevealWindow}) and highlighted once its part of the
 * trace is drawn, and the {@link Listener} hears of it (the find bar then opens its popup). EDT only.
 */
public final class SearchController {
  /** What a search looks for. */
  public interface Scope {
    /** Category indices to search under the legend's current flags; empty: nothing to search. */
    Set<Integer> categories(CategoryStyles styles);

    /** Timelines to search, or null for all. */
    Set<Integer> lineIds();

    /** For messages: "SEND", "any searchable category"... */
    String describe();
  }

  /** Hears the outcome of each search. */
  public interface Listener {
    void found(Found match, String message);

    void missed(String message);
  }

  /** Every visible, searchable real category on every timeline (Jumpshot's rule). */
  public static final Scope DEFAULT_SCOPE = new Scope() {
    @Override
    public Set<Integer> categories(CategoryStyles styles) {
      return CategoryChoice.ANY_SEARCHABLE.indices(styles.snapshot());
    }

    @Override
    public Set<Integer> lineIds() {
      return null;
    }

    @Override
    public String describe() {
      return "searchable categories";
    }
  };

  private static final Listener SILENT = new Listener() {
    @Override
    public void found(Found match, String message) { }

    @Override
    public void missed(String message) { }
  };

  private final TraceView trace;
  private final ViewState view;
  private final CategoryStyles styles;
  private final TimelineCanvas canvas;
  private final BackgroundQueue queue;
  private final Consumer<String> status;
  private Scope scope = DEFAULT_SCOPE;
  private Listener listener = SILENT;
  private Found last;
  private boolean searching;
  /**
   * Steps asked for while a search ran (F3 pressed again: +1, Shift+F3: -1). A new request used to
   * replace the running one from the same last match, so three quick F3 on a big trace moved one
   * match; now each press is one step, taken in turn from the match before it.
   */
  private int pendingSteps;

  public SearchController(TraceView trace, ViewState view, CategoryStyles styles, TimelineCanvas canvas,
      BackgroundQueue queue, Consumer<String> status) {
    this.trace = trace;
    this.view = view;
    this.styles = styles;
    this.canvas = canvas;
    this.queue = queue;
    this.status = status;
  }

  public void setScope(Scope scope) {
    this.scope = scope == null ? DEFAULT_SCOPE : scope;
    last = null;
    pendingSteps = 0;
  }

  public void setListener(Listener listener) {
    this.listener = listener == null ? SILENT : listener;
  }

  /** Forgets the last match, so the next search starts from the view (the scope changed). */
  public void forget() {
    last = null;
    pendingSteps = 0;
  }

  public void next() {
    search(true);
  }

  public void previous() {
    search(false);
  }

  /** The last match, or null. */
  public Found last() {
    return last;
  }

  /** True while a search runs. */
  public boolean isSearching() {
    return searching;
  }

  private void search(boolean forward) {
    if (searching) {
      pendingSteps += forward ? 1 : -1;
      return;
    }
    Set<Integer> cats = scope.categories(styles);
    if (cats.isEmpty()) {
      pendingSteps = 0;
      String m = "Nothing to search: tick Show and Find for " + scope.describe() + " in the legend.";
      status.accept(m);
      listener.missed(m);
      return;
    }
    SearchRequest req = new SearchRequest(forward, cats, scope.lineIds(), last, view.window());
    searching = true;
    status.accept("Searching…");
    queue.submit(() -> req.run(trace), (Optional<Found> r) -> show(req, r), e -> {
      searching = false;
      pendingSteps = 0;
      String m = "Search failed: " + org.leapshot.app.importing.OpenErrors.describeFailure(e);
      status.accept(m);
      listener.missed(m);
    });
  }

  private void show(SearchRequest req, Optional<Found> result) {
    searching = false;
    int steps = pendingSteps;
    pendingSteps = 0;
    if (result.isEmpty()) {
      String m = "No more matches for " + scope.describe() + (req.forward() ? " after " : " before ")
          + (req.continuesFromPrevious() ? "the last match." : "the view.");
      status.accept(m);
      listener.missed(m);
      return;
    }
    last = result.get();
    Drawable d = last.drawable();
    ViewState.Window target = RevealWindow.of(view.window(), d.start(), d.end());
    view.setWindow(target.startSec(), target.endSec(), true);
    canvas.focusOn(d);
    canvas.found().set(d);
    Category c = styles.get(d.categoryIndex());
    String m = "Found " + (c != null ? c.name() : "#" + d.categoryIndex()) + " at " + TimeUnits.exact(d.start())
        + " " + MatchTimeline.of(canvas.rows().plan().tree(), d) + "  (F3: next, Shift+F3: previous)";
    status.accept(m);
    listener.found(last, m);
    if (steps != 0) {
      pendingSteps = steps - Integer.signum(steps);
      search(steps > 0);
    }
  }
}
