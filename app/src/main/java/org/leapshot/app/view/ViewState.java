package org.leapshot.app.view;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.leapshot.slog2.model.TimeBox;

/**
 * The visible time window inside the run, with zoom undo/redo. Every change keeps the window
 * inside the run and at least {@link #minWidthSec()} wide. Zoom operations (not pans) record the
 * previous window for undo; a new zoom clears the redo stack. {@link #home()} is a zoom like the
 * others: Jumpshot cleared the history there, so one press of Home lost a long zoom-in for good.
 * EDT only.
 */
public final class ViewState {
  /** A time window {@code [startSec, endSec]}. */
  public record Window(double startSec, double endSec) {
    public double widthSec() {
      return endSec - startSec;
    }

    public double center() {
      return (startSec + endSec) / 2;
    }
  }

  private static final int HISTORY_LIMIT = 200;
  /** The zoom floor: 10 ns across the window. */
  public static final double MIN_WIDTH_SEC = 1e-8;

  private final TimeBox range;
  private Window window;
  private final Deque<Window> undo = new ArrayDeque<>();
  private final Deque<Window> redo = new ArrayDeque<>();
  private final List<Runnable> listeners = new ArrayList<>();

  public ViewState(TimeBox range) {
    double width = range.duration();
    if (!(width > 0) || !Double.isFinite(width)) {
      // A run with a single instant still needs a window to draw in.
      double pad = Math.max(1e-6, Math.abs(range.earliest()) * 1e-9);
      range = new TimeBox(range.earliest() - pad, range.earliest() + pad);
    }
    this.range = range;
    this.window = new Window(range.earliest(), range.latest());
  }

  public TimeBox range() {
    return range;
  }

  public Window window() {
    return window;
  }

  /**
   * The narrowest window allowed: {@link #MIN_WIDTH_SEC} (1 ns per 100 pixels of a 1000-pixel
   * canvas: finer than any clock that writes traces), or wider where the times themselves are so
   * large that doubles could not tell a thousand columns apart; never wider than the run.
   */
  public double minWidthSec() {
    double magnitude = Math.max(Math.abs(range.earliest()), Math.abs(range.latest()));
    return Math.min(range.duration(), Math.max(MIN_WIDTH_SEC, Math.ulp(magnitude) * 4096));
  }

  public void addListener(Runnable listener) {
    listeners.add(listener);
  }

  /** Shows {@code [start, end]} (clamped into the run); records history when {@code zoom}. */
  public void setWindow(double start, double end, boolean zoom) {
    Window next = clamp(start, end);
    if (next.equals(window)) {
      return;
    }
    if (zoom) {
      recordZoom();
    }
    window = next;
    fire();
  }

  /** Zooms by {@code factor} (> 1 zooms in) keeping {@code anchorSec} at the same place on screen. */
  public void zoom(double factor, double anchorSec) {
    if (!(factor > 0)) {
      throw new IllegalArgumentException("zoom factor must be positive, was " + factor);
    }
    double anchor = Math.max(window.startSec(), Math.min(window.endSec(), anchorSec));
    double f = (anchor - window.startSec()) / window.widthSec();
    double width = Math.max(minWidthSec(), Math.min(range.duration(), window.widthSec() / factor));
    double start = anchor - f * width;
    setWindow(start, start + width, true);
  }

  /** Moves the window by {@code fraction} of its width (negative: back in time). */
  public void pan(double fraction) {
    panBy(window.widthSec() * fraction);
  }

  public void panBy(double seconds) {
    setWindow(window.startSec() + seconds, window.endSec() + seconds, false);
  }

  /** Centres the window on a time without changing its width. */
  public void centerOn(double timeSec) {
    double half = window.widthSec() / 2;
    setWindow(timeSec - half, timeSec + half, false);
  }

  /** The whole run, recorded as a zoom so that Undo zoom goes back to where the user was. */
  public void home() {
    Window all = new Window(range.earliest(), range.latest());
    if (all.equals(window)) {
      fire();
      return;
    }
    recordZoom();
    window = all;
    fire();
  }

  /** Keeps the window for Undo zoom before a zoom replaces it; a new zoom ends what Redo had. */
  private void recordZoom() {
    undo.push(window);
    while (undo.size() > HISTORY_LIMIT) {
      undo.removeLast();
    }
    redo.clear();
  }

  public boolean canUndo() {
    return !undo.isEmpty();
  }

  public boolean canRedo() {
    return !redo.isEmpty();
  }

  public void undoZoom() {
    if (!undo.isEmpty()) {
      redo.push(window);
      window = undo.pop();
      fire();
    }
  }

  public void redoZoom() {
    if (!redo.isEmpty()) {
      undo.push(window);
      window = redo.pop();
      fire();
    }
  }

  private Window clamp(double start, double end) {
    if (!Double.isFinite(start) || !Double.isFinite(end)) {
      return window;
    }
    double width = Math.max(minWidthSec(), Math.min(range.duration(), Math.abs(end - start)));
    double s = Math.min(start, end);
    s = Math.max(range.earliest(), Math.min(range.latest() - width, s));
    return new Window(s, s + width);
  }

  private void fire() {
    for (Runnable l : List.copyOf(listeners)) {
      l.run();
    }
  }
}
