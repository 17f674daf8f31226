package org.leapshot.slog2.query;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a freshly converted trace gets its {@link StoredOverview} written at once. Only big files
 * do: below {@link #FROM_BYTES} the whole-run answer from the tree takes a few milliseconds, and
 * computing the overview would add a quarter to a 100 MB conversion; above it, the first picture of
 * the trace's first opening would otherwise wait a second for the upper tree (16 384 timelines),
 * where the overview costs a few percent of the conversion.
 */
public final class OverviewAfterConversion {
  /** Converted files from this size on get their overview written with them. */
  public static final long FROM_BYTES = 1L << 30;
  /**
   * Node cache of a session that only computes the overview. The pass reads the file slab by slab,
   * each node once but for a few upper nodes spanning slabs, so the default cache (half of a
   * 256 MiB heap) bought nothing and crowded the slab's decoded drawables: on a 1.7 GB OTF2 output
   * at -Xmx256m the pass ran 74 full collections in 105 s, with 16 MiB 52 in 73 s, the same bytes.
   */
  static final long PASS_CACHE_BYTES = 16L << 20;

  private OverviewAfterConversion() {}

  /**
   * Writes the overview beside {@code slog2} when the file is at least {@link #FROM_BYTES} long.
   *
   * @return the overview written, or empty when the file is smaller
   */
  public static Optional<StoredOverview> writeIfBig(Path slog2) throws IOException {
    return writeIfBig(slog2, FROM_BYTES);
  }

  /** Options of a session opened only to compute a file's overview: no read-ahead, a small cache. */
  public static SessionOptions passOptions() {
    SessionOptions d = SessionOptions.DEFAULT;
    return d.withReadAhead(false).withCacheBytes(Math.min(d.cacheBytes(), PASS_CACHE_BYTES));
  }

  static Optional<StoredOverview> writeIfBig(Path slog2, long fromBytes) throws IOException {
    if (Files.size(slog2) < fromBytes) {
      return Optional.empty();
    }
    try (TraceSession session = TraceSession.open(slog2, passOptions())) {
      return Optional.of(session.writeStoredOverview());
    }
  }
}
