package org.leapshot.app.search;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.geom.Rectangle2D;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.TimelineCanvas;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Drawable;

/**
 * Shows a match: once the view has moved to it and the canvas has loaded that window, scrolls its
 * row into view and highlights its canvas item. Its info box opens only when asked ({@link
 * #details}, the find bar's Details, or a click on it) or when a box is already open (it then
 * follows the matches, like a selection's details panel): opened on every F3, the box covered the
 * rows and the legend beside the match, which Find's mark already points out (r16384's whole run).
 * The canvas loads in the background, so waiting is a short EDT timer rather than a blocking wait.
 * EDT only.
 */
final class Revealer {
  static final int POLL_MS = 40;
  static final int GIVE_UP_MS = 15_000;

  private Timer pending;
  /** The match last shown, whose box {@link #details} opens. */
  private Drawable shown;

  /**
   * Shows {@code d}'s box once the canvas has drawn the view it was moved to; {@code notDrawn} runs
   * when the canvas has drawn it without {@code d}. Under heavy load the canvas can take longer than
   * {@link #GIVE_UP_MS}: as long as the view stays where the match put it the wait goes on (it was
   * slow, not missing: the bar said "its timeline is not in this map"); a view moved elsewhere ends it
   * silently.
   */
  void reveal(SearchContext ctx, Drawable d, Runnable notDrawn) {
    reveal(ctx, d, notDrawn, false);
  }

  /** Opens the info box of the match last shown, bringing it into view again if the view moved. */
  void details(SearchContext ctx) {
    if (shown != null) {
      reveal(ctx, shown, () -> { }, true);
    }
  }

  /** Whether a match was shown whose box {@link #details} can open. */
  boolean hasShown() {
    return shown != null;
  }

  private void reveal(SearchContext ctx, Drawable d, Runnable notDrawn, boolean withBox) {
    cancel();
    shown = d;
    ViewState.Window target = ctx.view().window();
    long deadline = System.nanoTime() + GIVE_UP_MS * 1_000_000L;
    Timer t = new Timer(POLL_MS, null);
    t.addActionListener(e -> {
      TimelineCanvas canvas = ctx.canvas();
      ViewState.Window w = ctx.view().window();
      boolean ready = ctx.idle().getAsBoolean() && canvas.model().covers(w.startSec(), w.endSec());
      Step step = step(ready, System.nanoTime() >= deadline, w.equals(target));
      if (step == Step.WAIT) {
        return;
      }
      t.stop();
      pending = null;
      if (step == Step.DROP) {
        return;
      }
      Hit hit = HitLocator.locate(canvas.model(), canvas.paintContext(), d).orElse(null);
      if (hit == null) {
        notDrawn.run();
        return;
      }
      showHit(ctx, canvas, hit, withBox);
    });
    pending = t;
    t.setInitialDelay(0);
    t.start();
  }

  /** What a poll does next: wait on, look for the match in the drawn picture, or drop it. */
  enum Step { WAIT, LOCATE, DROP }

  /**
   * {@code ready}: the canvas has drawn the current view; {@code late}: past {@link #GIVE_UP_MS};
   * {@code stayed}: the view is still the one the match moved it to.
   */
  static Step step(boolean ready, boolean late, boolean stayed) {
    if (ready) {
      return Step.LOCATE;
    }
    return !late || stayed ? Step.WAIT : Step.DROP;
  }

  private static void showHit(SearchContext ctx, TimelineCanvas canvas, Hit hit, boolean withBox) {
    Rectangle2D b = hit.bounds();
    Rectangle visible = canvas.getVisibleRect();
    // bring the drawable's row into view vertically (the view already shows its time)
    canvas.scrollRectToVisible(new Rectangle(visible.x, (int) b.getY() - 8, 1, (int) b.getHeight() + 16));
    Point screen = new Point((int) Math.round(b.getCenterX()), (int) Math.round(b.getCenterY()));
    SwingUtilities.convertPointToScreen(screen, canvas);
    Window main = SwingUtilities.getWindowAncestor(canvas);
    if (!withBox && !boxShowing(main)) {
      canvas.setHighlight(hit);
      return;
    }
    Component before = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
    Component back = before != null && SwingUtilities.getWindowAncestor(before) == main ? before : canvas;
    ctx.clicks().clicked(hit, screen);
    keepFocus(main, back);
  }

  /**
   * The info popup takes the focus when it opens; a find bar keeps it, so that F3 and Enter go on
   * searching. When the new popup gains the focus, it is handed back at once (Esc on the canvas or
   * the popup's Close still closes the popup).
   */
  private static void keepFocus(Window main, Component back) {
    if (main == null) {
      return;
    }
    for (Window w : main.getOwnedWindows()) {
      if (w.isShowing() && "infoPopup".equals(w.getName())) {
        if (w.isFocused()) {
          back.requestFocus();
          continue;
        }
        w.addWindowFocusListener(new WindowAdapter() {
          @Override
          public void windowGainedFocus(WindowEvent e) {
            w.removeWindowFocusListener(this);
            back.requestFocus();
          }
        });
      }
    }
  }

  /** Whether an info box is open over {@code main}. */
  private static boolean boxShowing(Window main) {
    if (main != null) {
      for (Window w : main.getOwnedWindows()) {
        if (w.isShowing() && "infoPopup".equals(w.getName())) {
          return true;
        }
      }
    }
    return false;
  }

  /** True while waiting for the canvas to show a match. */
  boolean isPending() {
    return pending != null;
  }

  /** Forgets the match last shown (another trace is shown). */
  void forget() {
    cancel();
    shown = null;
  }

  void cancel() {
    if (pending != null) {
      pending.stop();
      pending = null;
    }
  }
}
