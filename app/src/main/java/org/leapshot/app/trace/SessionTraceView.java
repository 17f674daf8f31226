package org.leapshot.app.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.SearchFilter;
import org.leapshot.slog2.query.SearchHit;
import org.leapshot.slog2.query.SessionOptions;
import org.leapshot.slog2.query.TraceSession;

/**
 * A {@link TraceView} over the engine's {@link TraceSession}: level-of-detail window queries with
 * its node cache and read-ahead of the neighbouring windows, so panning and zooming by a step are
 * served from memory.
 */
public final class SessionTraceView implements TraceView {
  /** Node cache budget: well inside the 512 MiB heap target, leaving room for the render models. */
  static final long CACHE_BYTES = 160L << 20;

  private final TraceSession session;
  private final List<LineIdMap> maps;
  private final TolerantWindowQuery windows;
  private final String name;

  private SessionTraceView(TraceSession session, String name) {
    this.session = session;
    this.name = name;
    this.windows = new TolerantWindowQuery(session);
    this.maps = session.lineIdMaps().isEmpty()
        ? List.of(LineIdMap.identity(new int[] {0}))
        : session.lineIdMaps();
  }

  /** Opens and validates a SLOG-2 file; the exception's message is the core's, fit for a dialog. */
  public static SessionTraceView open(Path path) throws IOException {
    return open(path, String.valueOf(path.getFileName()));
  }

  /**
   * Opens {@code path} under the name of the file the user opened: a converted trace is read from
   * the conversion cache ({@code wrf.otf.832a6fed….slog2}) but titled after its original ({@code wrf.otf}).
   */
  public static SessionTraceView open(Path path, String name) throws IOException {
    return new SessionTraceView(TraceSession.open(path, SessionOptions.DEFAULT.withCacheBytes(CACHE_BYTES)), name);
  }

  @Override
  public String name() {
    return name;
  }

  /** The engine session, for what the view interface does not cover (range statistics). */
  public TraceSession session() {
    return session;
  }

  @Override
  public Path path() {
    return session.path();
  }

  @Override
  public Map<Integer, Category> categories() {
    return session.categories();
  }

  @Override
  public List<LineIdMap> lineIdMaps() {
    return maps;
  }

  @Override
  public TimeBox range() {
    return session.timeRange();
  }

  @Override
  public WindowData query(double startSec, double endSec, int widthPx) throws IOException {
    if (!(endSec >= startSec) || widthPx < 1) {
      return WindowData.empty(startSec, endSec, Math.max(1, widthPx));
    }
    return windows.query(startSec, endSec, widthPx);
  }

  @Override
  public WindowData queryExact(double startSec, double endSec, int widthPx) throws IOException {
    if (!(endSec >= startSec) || widthPx < 1) {
      return WindowData.empty(startSec, endSec, Math.max(1, widthPx));
    }
    // Qualified names: the level-of-detail path above goes through its own cache, only this one queries directly.
    org.leapshot.slog2.query.WindowResult r =
        session.query(org.leapshot.slog2.query.WindowQuery.exact(startSec, endSec));
    return new WindowData(startSec, endSec, widthPx, r.drawables(), r.shadows());
  }

  @Override
  public Optional<Found> findNext(Found from, double timeSec, Set<Integer> categories, Set<Integer> lineIds)
      throws IOException {
    SearchFilter filter = new SearchFilter(categories, lineIds);
    Optional<SearchHit> hit = from != null && from.cursor() instanceof SearchHit h
        ? session.findNext(h, filter) : session.findNext(timeSec, filter);
    return hit.map(h -> new Found(h.drawable(), h.time(), h));
  }

  @Override
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
