/**
 * The window-query engine: a {@link org.leapshot.slog2.query.TraceSession} over one SLOG-2 file.
 *
 * <p>How to use it (viewer, CLI):
 * <pre>{@code
 * try (TraceSession s = TraceSession.open(path)) {          // header, directory, categories, maps only
 *   TimeBox run = s.timeRange();
 *   WindowResult first = s.overview(1600);                   // whole run, shadows where crowded
 *   WindowResult exact = s.query(WindowQuery.exact(t0, t1)); // blocking, every real drawable
 *   Optional<SearchHit> hit = s.findNext(t, SearchFilter.ALL);
 *   RangeStatistics st = s.statistics(t0, t1, false);       // may be approximate; check the flag
 * }
 * }</pre>
 *
 * <ul>
 *   <li><b>Window query</b>: every real drawable intersecting the closed window (including states
 *       and arrows crossing its edges, and composites as units), in drawing order, plus — in level
 *       of detail mode — the shadows of subtrees whose drawables would be denser than one per pixel
 *       per timeline, or whose level would take more node bytes than the per-level budget
 *       ({@link org.leapshot.slog2.query.SessionOptions#lodByteBudget()}, 12 MiB by default; a
 *       narrow window always reaches its real drawables, however large the nodes above them).
 *       Exact mode returns no shadows and equals brute-force filtering.
 *   <li><b>Cache and read-ahead</b>: decoded nodes are cached up to an estimated heap budget
 *       (default 256 MiB); after each query the neighbouring windows on both sides are loaded in the
 *       background. A newer query stops older read-ahead.
 *   <li><b>Nodes</b> are read with their shadow lists deferred (checked and counted at once, decoded
 *       when first used), so walking down to real drawables does not pay for shadows it never shows.
 *   <li><b>Cancellation</b>: {@code query} honours its thread's interrupt (the viewer runs queries on
 *       one background queue where a newer request interrupts the older one).
 *   <li><b>Search</b>: next/previous drawable by start time among chosen categories and timelines,
 *       walking the tree best-first by node boxes.
 *   <li><b>Statistics</b>: per timeline and category count, inclusive and exclusive time clipped to
 *       a range, and messages per timeline pair; approximate from shadows when the range is large.
 *   <li><b>Whole file / wide ranges</b>: {@code forEachDrawable(action)} scans every drawable
 *       (parallel decoding, no cache); {@code forEachDrawable(t0, t1, visitor)} gives the exact
 *       window in drawing order in bounded pieces (used by {@code print --from/--to}).
 * </ul>
 *
 * <p>Depends on {@code format} (reading) and {@code model}; no Swing.
 */
package org.leapshot.slog2.query;
