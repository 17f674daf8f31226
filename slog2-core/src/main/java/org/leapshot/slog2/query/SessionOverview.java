package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Optional;

/**
 * A session's stored overview ({@link StoredOverview#sidecarOf}): the file beside the trace, found
 * once on first ask, or computed and written for it. Its own class so that {@link TraceSession}
 * keeps to reading windows.
 */
final class SessionOverview {
  /** Node cache of the session a viewer's overview is computed in (beside the viewer's own). */
  static final long OVERVIEW_CACHE_BYTES = 64L << 20;
  private final TraceSession session;
  private volatile StoredOverview.Found found;

  SessionOverview(TraceSession session) {
    this.session = session;
  }

  /** The stored overview or why there is none usable, read on first call. */
  StoredOverview.Found found() throws IOException {
    StoredOverview.Found s = found;
    if (s == null) {
      synchronized (this) { // the canvas's and the preview's first pictures ask at once: read the file once
        s = found;
        if (s == null) {
          s = StoredOverview.find(session.path());
          if (!Thread.currentThread().isInterrupted()) {
            found = s; // else the read may have stopped at the interrupt: the next caller reads again
          }
        }
      }
    }
    return s;
  }

  /** See {@link TraceSession#writeStoredOverview()}. */
  StoredOverview write() throws IOException {
    SessionOptions options = session.options();
    StoredOverview overview;
    if (options.readAhead()) {
      // A viewer's session: the overview reads the whole file slab by slab, which would start the
      // viewer's read-ahead at every slab and push its nodes out of the cache. A session of its own.
      try (TraceSession own = TraceSession.open(session.path(), options.withReadAhead(false)
          .withCacheBytes(Math.min(options.cacheBytes(), OVERVIEW_CACHE_BYTES)))) {
        overview = StoredOverview.compute(own, StoredOverview.COLUMNS);
      }
    } else {
      overview = StoredOverview.compute(session, StoredOverview.COLUMNS);
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new InterruptedIOException(session.path() + ": overview not written, interrupted");
    }
    overview.writeBeside(session.path());
    found = new StoredOverview.Found(Optional.of(overview), null);
    return overview;
  }
}
