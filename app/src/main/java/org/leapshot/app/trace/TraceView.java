package org.leapshot.app.trace;

import java.io.Closeable;
import java.io.IOException;
import java.lang.ref.SoftReference;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.leapshot.app.rows.GroupNames;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.SearchFilter;
import org.leapshot.slog2.query.SearchHit;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;
import org.leapshot.slog2.query.WindowQuery;

/**
 * An open trace as the viewer holds it: the engine's {@link TraceSession} (node cache, read-ahead
 * of the neighbouring windows) plus what the viewer adds to it: the name the user opened, an
 * identity line-ID map for files without one, and level-of-detail windows that read around damaged
 * nodes ({@link TolerantWindowQuery}). Window answers are the engine's own {@code WindowResult}s,
 * not copies. Metadata methods are cheap and thread-safe; queries read the file and must run off
 * the Event Dispatch Thread.
 */
public final class TraceView implements Closeable {
  /** Node cache budget: well inside the 512 MiB heap target, leaving room for the render models. */
  static final long CACHE_BYTES = 160L << 20;

  private final TraceSession session;
  private final List<LineIdMap> maps;
  private final TolerantWindowQuery windows;
  private final String name;
  private final TimelineNames timelineNames;
  /** Whether a sidecar's problem was told on standard error already (the session keeps the answer, not us). */
  private final AtomicBoolean problemSaid = new AtomicBoolean();
  /**
   * The whole run's exact figures once counted (for the legend), kept for the Statistics window's
   * whole-run question; softly, since on 16 384 timelines they are tens of megabytes.
   */
  private volatile SoftReference<RangeStatistics> wholeRun = new SoftReference<>(null);

  private TraceView(TraceSession session, String name) {
    this.session = session;
    this.name = name;
    this.windows = new TolerantWindowQuery(session);
    this.maps = session.lineIdMaps().isEmpty()
        ? List.of(LineIdMap.identity(new int[] {0}))
        : session.lineIdMaps();
    this.timelineNames = TimelineNames.load(session.path(), maps);
  }

  /** Opens and validates a SLOG-2 file; the exception's message is the core's, fit for a dialog. */
  public static TraceView open(Path path) throws IOException {
    return open(path, String.valueOf(path.getFileName()));
  }

  /**
   * Opens {@code path} under the name of the file the user opened: a converted trace is read from
   * the conversion cache ({@code wrf.otf.832a6fed….slog2}) but titled after its original ({@code wrf.otf}).
   */
  public static TraceView open(Path path, String name) throws IOException {
    TraceView trace = new TraceView(TraceSession.open(path, SessionOptions.DEFAULT.withCacheBytes(CACHE_BYTES)), name);
    // The sidecar is read while the window is being built, so the first whole-run picture finds it
    // read (on 16 384 timelines, reading and checking it takes as long as resampling it).
    CompletableFuture.runAsync(trace::storedOverview);
    return trace;
  }

  /**
   * The whole run's picture stored beside the file ({@link StoredOverview#sidecarOf}), as the session
   * keeps it; empty when there is none, or it cannot be used (one line on standard error: a damaged
   * sidecar only costs the quick first picture). Off the EDT: the first call reads the
   * file (the first whole-run picture's job asks first, beside the real query, so that reading it
   * never delays the real picture).
   */
  public Optional<StoredOverview> storedOverview() {
    try {
      Optional<StoredOverview> s = session.storedOverview();
      String problem = session.storedOverviewProblem();
      if (problem != null && problemSaid.compareAndSet(false, true)) {
        System.err.println("leapshot: " + problem);
      }
      return s;
    } catch (IOException e) {
      return Optional.empty(); // the trace was closed meanwhile
    }
  }

  /**
   * Counts the whole run exactly, every timeline ({@code session().statistics(earliest, latest,
   * true)}), and keeps the answer for {@link #countedWholeRun()}. Off the EDT: one full read.
   */
  public RangeStatistics countWholeRun() throws IOException {
    RangeStatistics s = session.statistics(range().earliest(), range().latest(), true);
    wholeRun = new SoftReference<>(s);
    return s;
  }

  /** The whole run's exact figures if {@link #countWholeRun()} has counted them and they are still kept. */
  public Optional<RangeStatistics> countedWholeRun() {
    return Optional.ofNullable(wholeRun.get());
  }

  /** File name shown in titles. */
  public String name() {
    return name;
  }

  /** The engine session: statistics, searches and anything else the viewer asks of the file. */
  public TraceSession session() {
    return session;
  }

  /** The file the trace is read from. */
  public Path path() {
    return session.path();
  }

  /** Categories by index, preview categories included, as stored. */
  public Map<Integer, Category> categories() {
    return session.categories();
  }

  /** The file's line-ID maps; never empty (an identity map is synthesised if the file has none). */
  public List<LineIdMap> lineIdMaps() {
    return maps;
  }

  /**
   * Line ID → the name the trace gives that timeline (the converter's names file beside it), empty
   * when there is none or it was ignored ({@link #timelineNamesProblem()}).
   */
  public Map<Integer, String> timelineNames() {
    return timelineNames.names();
  }

  /** The names the trace gives its maps' groups (the converter's names file beside it); none alike. */
  public GroupNames timelineGroupNames() {
    return timelineNames.groups();
  }

  /** Why the names file beside the trace was ignored, or null. */
  public String timelineNamesProblem() {
    return timelineNames.problem();
  }

  /** The whole run's time range. */
  public TimeBox range() {
    return session.timeRange();
  }

  /**
   * The drawables and shadows to draw {@code [startSec, endSec]} on {@code widthPx} pixels: real
   * drawables where they are resolvable, shadows of subtrees that would be narrower than a few pixels.
   * Nodes that fail to decode do not fail the window: their time ranges come back as {@link
   * WindowData#problems()} and the rest is read. Stops with an {@link java.io.InterruptedIOException}
   * when the thread is interrupted. Off the EDT.
   */
  public WindowData query(double startSec, double endSec, int widthPx) throws IOException {
    if (!(endSec >= startSec) || widthPx < 1) {
      return WindowData.empty(startSec, endSec, Math.max(1, widthPx));
    }
    return windows.query(startSec, endSec, widthPx);
  }

  /**
   * Every real drawable intersecting {@code [startSec, endSec]}, however many, and no shadows (for
   * {@code render --detail exact}); {@code widthPx} is only recorded. Off the EDT.
   */
  public WindowData queryExact(double startSec, double endSec, int widthPx) throws IOException {
    if (!(endSec >= startSec) || widthPx < 1) {
      return WindowData.empty(startSec, endSec, Math.max(1, widthPx));
    }
    return new WindowData(startSec, endSec, widthPx, session.query(WindowQuery.exact(startSec, endSec)),
        WindowProblems.NONE);
  }

  /**
   * The next real drawable of one of {@code categories} after {@code from} (a previous {@link Found},
   * continuing after it) or, when {@code from} is null, starting after {@code timeSec}; only on the
   * timelines {@code lineIds} (null: all). Searches the whole file, not only what is in memory. Off the EDT.
   */
  public Optional<Found> findNext(Found from, double timeSec, Set<Integer> categories, Set<Integer> lineIds)
      throws IOException {
    SearchFilter filter = new SearchFilter(categories, lineIds);
    Optional<SearchHit> hit = from != null && from.cursor() instanceof SearchHit h
        ? session.findNext(h, filter) : session.findNext(timeSec, filter);
    return hit.map(h -> new Found(h.drawable(), h.time(), h));
  }

  /** Like {@link #findNext} but backwards in time. */
  public Optional<Found> findPrevious(Found from, double timeSec, Set<Integer> categories, Set<Integer> lineIds)
      throws IOException {
    SearchFilter filter = new SearchFilter(categories, lineIds);
    Optional<SearchHit> hit = from != null && from.cursor() instanceof SearchHit h
        ? session.findPrevious(h, filter) : session.findPrevious(timeSec, filter);
    return hit.map(h -> new Found(h.drawable(), h.time(), h));
  }

  @Override
  public void close() throws IOException {
    try {
      windows.close();
    } finally {
      session.close();
    }
  }
}
