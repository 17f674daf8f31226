package org.leapshot.app.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;

/**
 * An open trace as the viewer sees it. The metadata methods are cheap and thread-safe; {@link
 * #query} reads the file and must be called off the Event Dispatch Thread.
 */
public interface TraceView extends Closeable {

  /** The file the trace was read from. */
  Path path();

  /** File name shown in titles. */
  default String name() {
    return String.valueOf(path().getFileName());
  }

  /** Categories by index, preview categories included, as stored. */
  Map<Integer, Category> categories();

  /** The file's line-ID maps; never empty (an identity map is synthesised if the file has none). */
  List<LineIdMap> lineIdMaps();

  /** The whole run's time range. */
  TimeBox range();

  /**
   * The drawables and shadows to draw {@code [startSec, endSec]} on {@code widthPx} pixels: real
   * drawables where they are resolvable, shadows of subtrees that would be narrower than a few pixels.
   * Nodes that fail to decode do not fail the window: their time ranges come back as {@link
   * WindowData#problems()} and the rest is read. Checks {@link Thread#interrupted()} between node
   * reads and then throws {@link java.io.InterruptedIOException}.
   */
  WindowData query(double startSec, double endSec, int widthPx) throws IOException;

  /**
   * Every real drawable intersecting {@code [startSec, endSec]}, however many, and no shadows (for
   * {@code render --detail exact}); {@code widthPx} is only recorded. Off the EDT.
   */
  default WindowData queryExact(double startSec, double endSec, int widthPx) throws IOException {
    throw new UnsupportedOperationException("exact queries are not supported by " + getClass().getSimpleName());
  }

  /**
   * The next real drawable of one of {@code categories} after {@code from} (a previous {@link Found},
   * continuing after it) or, when {@code from} is null, starting after {@code timeSec}; only on the
   * timelines {@code lineIds} (null: all). Searches the whole file, not only what is in memory. Off the EDT.
   */
  java.util.Optional<Found> findNext(Found from, double timeSec, java.util.Set<Integer> categories,
      java.util.Set<Integer> lineIds) throws IOException;

  /** Like {@link #findNext} but backwards in time. */
  java.util.Optional<Found> findPrevious(Found from, double timeSec, java.util.Set<Integer> categories,
      java.util.Set<Integer> lineIds) throws IOException;
}
