package org.leapshot.slog2.query;

/**
 * Tuning of a {@link TraceSession}.
 *
 * @param cacheBytes heap budget of the decoded-node cache (estimated bytes of decoded objects)
 * @param threads background threads for submitted queries, read-ahead and parallel decoding
 * @param readAhead whether to prefetch the neighbouring windows after each query
 */
public record SessionOptions(long cacheBytes, int threads, boolean readAhead) {
  public static final long DEFAULT_CACHE_BYTES = 256L << 20;
  public static final SessionOptions DEFAULT =
      new SessionOptions(DEFAULT_CACHE_BYTES, Math.max(2, Runtime.getRuntime().availableProcessors()), true);

  public SessionOptions {
    if (cacheBytes < 0) {
      throw new IllegalArgumentException("cache budget must not be negative: " + cacheBytes);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("need at least one thread, got " + threads);
    }
  }

  public SessionOptions withCacheBytes(long bytes) {
    return new SessionOptions(bytes, threads, readAhead);
  }

  public SessionOptions withThreads(int n) {
    return new SessionOptions(cacheBytes, n, readAhead);
  }

  public SessionOptions withReadAhead(boolean on) {
    return new SessionOptions(cacheBytes, threads, on);
  }
}
