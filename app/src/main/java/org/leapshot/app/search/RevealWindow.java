package org.leapshot.app.search;

import org.leapshot.app.view.ViewState;

/**
 * Where the view goes to show a found drawable: centred on it at the current zoom, unless the
 * drawable is too wide to see whole, in which case the view zooms out so it fills about a third.
 */
public final class RevealWindow {
  /** A drawable wider than this share of the view counts as too wide to see. */
  static final double MAX_SHARE = 0.9;
  /** The share of the view a too-wide drawable fills after zooming. */
  static final double FILL_SHARE = 1.0 / 3;

  private RevealWindow() {}

  public static ViewState.Window of(ViewState.Window current, double start, double end) {
    double duration = Math.max(0, end - start);
    double width = current.widthSec();
    if (duration > width * MAX_SHARE) {
      width = duration / FILL_SHARE;
    }
    double centre = start + duration / 2;
    return new ViewState.Window(centre - width / 2, centre + width / 2);
  }

  /**
   * Where "zoom to match" goes: the match fills {@link #FILL_SHARE} of the view, centred; an event
   * (no duration) gets a view a thousandth as wide as the current one. The view clamps it to its
   * narrowest width and to the run.
   */
  public static ViewState.Window zoomedTo(ViewState.Window current, double start, double end) {
    double duration = Math.max(0, end - start);
    double width = duration > 0 ? duration / FILL_SHARE : current.widthSec() / 1000;
    double centre = start + duration / 2;
    return new ViewState.Window(centre - width / 2, centre + width / 2);
  }

  /** Zooms {@code view} to {@code mark} as {@link #zoomedTo} says; nothing when nothing is marked. */
  public static void zoomToMark(ViewState view, org.leapshot.app.canvas.FoundMark mark) {
    if (mark.isSet()) {
      ViewState.Window to = zoomedTo(view.window(), mark.startSec(), mark.endSec());
      view.setWindow(to.startSec(), to.endSec(), true);
    }
  }
}
