package org.leapshot.slog2.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Shadow;
import org.leapshot.slog2.model.TimeBox;

/**
 * The answer to a {@link WindowQuery}.
 *
 * @param drawables every real drawable read that intersects the window (states and arrows that
 *     start before or end after it, composites as units), in drawing order (spec §8.6); in exact
 *     mode this is every real drawable of the file that intersects the window; unmodifiable, and for
 *     the engine's own answers an object is made each time an element is read (equal each time), so
 *     read each element once and keep what you need, or read them with {@link #cursor()}
 * @param shadows the preview summaries standing for subtrees that were not read because their
 *     drawables would be narrower than a pixel, in drawing order; always empty in exact mode;
 *     unmodifiable, and for the engine's own answers a small {@link Shadow} reading the cached
 *     node's columns is made each time an element is read (read its weights through
 *     {@link Shadow#weightCount()} and its siblings rather than {@link Shadow#weights()})
 * @param nodesRead tree nodes decoded from the file for this query
 * @param nodesFromCache tree nodes served from the node cache
 * @param elapsedNanos wall time the query took
 * @param coarse the parts of the window, ascending and disjoint, where the level of detail rests on
 *     shadows of subtrees wider than a few pixels (the query would have had to read too much of
 *     the file to go below them): there the picture is the file's summary, not what the exact
 *     drawing shows at this resolution; empty for exact queries and for most windows
 */
public record WindowResult(WindowQuery query, List<Drawable> drawables, List<Shadow> shadows, int nodesRead,
    int nodesFromCache, long elapsedNanos, List<TimeBox> coarse) {

  /** An answer that is nowhere coarse. */
  public WindowResult(WindowQuery query, List<Drawable> drawables, List<Shadow> shadows, int nodesRead,
      int nodesFromCache, long elapsedNanos) {
    this(query, drawables, shadows, nodesRead, nodesFromCache, elapsedNanos, List.of());
  }

  public WindowResult {
    coarse = spans(coarse, query);
    // The engine's own lists are already unmodifiable and private: copying 10^4–10^5 references
    // again for every query would be pure overhead.
    drawables = drawables instanceof FrozenList<Drawable> || drawables instanceof WindowDrawables
        || drawables instanceof SpanWindow ? drawables : List.copyOf(drawables);
    shadows = shadows instanceof WindowShadows ? shadows : List.copyOf(shadows);
  }

  /**
   * Reads the drawables in the same order as {@link #drawables()}, without an object for each
   * (what the canvas and the bench read); a new cursor each call.
   */
  public DrawableCursor cursor() {
    if (drawables instanceof SpanWindow s) {
      return s.cursor();
    }
    return drawables instanceof WindowDrawables w ? w.cursor() : DrawableCursor.over(drawables);
  }

  /**
   * The drawables in the same order as {@link #drawables()}, each as its place in its node's packed
   * columns or as an object: the cheapest way to read them all (see {@link DrawablePlaces}).
   */
  public DrawablePlaces places() {
    if (drawables instanceof SpanWindow s) {
      return s.places();
    }
    return drawables instanceof WindowDrawables w ? w.places() : DrawablePlaces.over(drawables);
  }

  /** True when nothing in the window is summarised by shadows. */
  public boolean isComplete() {
    return shadows.isEmpty();
  }

  public int nodesVisited() {
    return nodesRead + nodesFromCache;
  }

  /** True when some of the window is {@linkplain #coarse() coarse}. */
  public boolean isCoarse() {
    return !coarse.isEmpty();
  }

  /** The boxes clipped to the window, sorted, overlapping and touching ones merged. */
  private static List<TimeBox> spans(List<TimeBox> boxes, WindowQuery q) {
    if (boxes.isEmpty()) {
      return List.of();
    }
    List<TimeBox> sorted = new ArrayList<>(boxes);
    sorted.sort(Comparator.comparingDouble(TimeBox::earliest));
    List<TimeBox> out = new ArrayList<>();
    double from = Double.NaN;
    double to = Double.NaN;
    for (TimeBox b : sorted) {
      double s = Math.max(q.start(), b.earliest());
      double e = Math.min(q.end(), b.latest());
      if (!(e >= s)) {
        continue;
      }
      if (Double.isNaN(from)) {
        from = s;
        to = e;
      } else if (s > to) {
        out.add(new TimeBox(from, to));
        from = s;
        to = e;
      } else {
        to = Math.max(to, e);
      }
    }
    if (!Double.isNaN(from)) {
      out.add(new TimeBox(from, to));
    }
    return List.copyOf(out);
  }
}
