package org.leapshot.app.stats;

import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;
import org.leapshot.app.canvas.MeasuredRange;
import org.leapshot.app.search.SearchContext;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.query.TraceSession;

/**
 * View › Statistics (Ctrl+T): opens a Statistics window of the current view, with the legend's
 * current names and colours and the current line-ID map. Each use opens a new window, so ranges
 * can be compared side by side.
 */
public final class StatisticsAction extends AbstractAction {
  private final Window owner;
  private final Supplier<SearchContext> context;
  private StatisticsWindow last;

  public StatisticsAction(Window owner, Supplier<SearchContext> context) {
    super("Statistics of View or Measured Range…");
    this.owner = owner;
    this.context = context;
    putValue(SHORT_DESCRIPTION,
        "Counts, times and messages of the range measured on the time ruler, or else of the visible range (Ctrl+T)");
    putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK));
  }

  @Override
  public void actionPerformed(ActionEvent e) {
    SearchContext ctx = context.get();
    if (ctx == null) {
      return;
    }
    // Measuring a range and asking for its numbers is one gesture (as in Vampir and Perfetto):
    // the shaded range wins over the view, so it need not be typed again into the window's fields.
    MeasuredRange measured = ctx.canvas().measured();
    if (measured.isSet() && measured.toSec() > measured.fromSec()) {
      open(ctx, measured.fromSec(), measured.toSec());
    } else {
      ViewState.Window w = ctx.view().window();
      open(ctx, w.startSec(), w.endSec());
    }
  }

  /** Opens a Statistics window of {@code [start, end]}; empty when the trace has no engine session. */
  public Optional<StatisticsWindow> open(SearchContext ctx, double start, double end) {
    Optional<TraceSession> session = ctx.session();
    if (session.isEmpty()) {
      ctx.status().accept("Statistics need a SLOG-2 trace.");
      return Optional.empty();
    }
    StatisticsWindow win = new StatisticsWindow(owner, ctx.trace().name(),
        StatsSource.of(session.get(), ctx.trace()::countedWholeRun), ctx.styles().snapshot(),
        ctx.canvas().rows().map(), () -> ctx.view().window(), () -> TimelineScope.shown(ctx.canvas().rows().plan()));
    win.setTimelineNames(ctx.trace().timelineNames());
    if (last != null && last.isShowing()) {
      // cascade from the previous one rather than stacking exactly on top of it
      win.setLocation(last.getX() + 28, last.getY() + 28);
    }
    last = win;
    win.showRange(start, end);
    win.setVisible(true);
    return Optional.of(win);
  }

  /** The most recently opened window, or null (for tests). */
  public StatisticsWindow lastWindow() {
    return last;
  }

  /** Closes every Statistics window: their trace is being closed. */
  public void closeAll() {
    for (Window w : owner.getOwnedWindows()) {
      if (w instanceof StatisticsWindow s) {
        s.dispose();
      }
    }
  }
}
