package org.leapshot.slog2.query;

/**
 * Tuning of a {@link TraceSession}.
 *
 * @param cacheBytes heap budget of the decoded-node cache (estimated bytes of decoded objects)
 * @param threads background threads for submitted queries, read-ahead and parallel decoding
 * @param readAhead whether to prefetch the neighbouring windows after each query
 * @param lodByteBudget stored bytes of the tree nodes one level of a level-of-detail query may
 *     read; where the next level needs more, the query answers with that level's shadows (exact
 *     queries have no limit)
 */
public record SessionOptions(long cacheBytes, int threads, boolean readAhead, long lodByteBudget) {
  public static final long DEFAULT_CACHE_BYTES = 256L << 20;
  public static final long DEFAULT_LOD_BYTE_BUDGET = 12L << 20;
  /**
   * 256 MiB of cache, or half the heap when the heap is smaller than 512 MiB, so that the default
   * never asks for more memory than the JVM has.
   */
  public static final SessionOptions DEFAULT = new SessionOptions(
      Math.min(DEFAULT_CACHE_BYTES, Runtime.getRuntime().maxMemory() / 2),
      Math.max(2, Runtime.getRuntime().availableProcessors()), true, DEFAULT_LOD_BYTE_BUDGET);

  /** Options with the default level-of-detail budget. */
  public SessionOptions(long cacheBytes, int threads, boolean readAhead) {
    this(cacheBytes, threads, readAhead, DEFAULT_LOD_BYTE_BUDGET);
  }

  public SessionOptions {
    if (cacheBytes < 0) {
      throw new IllegalArgumentException("cache budget must not be negative: " + cacheBytes);
    }
    if (lodByteBudget < 0) {
      throw new IllegalArgumentException("level-of-detail budget must not be negative: " + lodByteBudget);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("need at least one thread, got " + threads);
    }
  }

  public SessionOptions withCacheBytes(long bytes) {
    return new SessionOptions(bytes, threads, readAhead, lodByteBudget);
  }

  public SessionOptions withThreads(int n) {
    return new SessionOptions(cacheBytes, n, readAhead, lodByteBudget);
  }

  public SessionOptions withLodByteBudget(long bytes) {
    return new SessionOptions(cacheBytes, threads, readAhead, bytes);
  }

  public SessionOptions withReadAhead(boolean on) {
    return new SessionOptions(cacheBytes, threads, on, lodByteBudget);
  }
}
