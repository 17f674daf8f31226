package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeDrawables;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * Decoded tree nodes on demand, through a cache bounded by the estimated heap size of what it
 * holds. Thread-safe; a node wanted by several threads at once is decoded once.
 *
 * <p>A {@code FileChannel} is closed for everyone when a thread reading it is interrupted, and
 * cancellation here is by interrupt: so a closed channel is reopened (once per closing) and the
 * interrupted reader gets an {@link InterruptedIOException}, the other readers simply retry.
 */
final class NodeSource implements AutoCloseable {
  /** Decoded objects take several times their encoded bytes (object headers, arrays, boxes). */
  static final int HEAP_BYTES_PER_BLOCK_BYTE = 4;
  private static final int HEAP_BYTES_PER_NODE = 256;

  private final Path path;
  private final NodeCache cache;
  /** Loads in progress, so that a node wanted by several threads at once is decoded once. */
  private final ConcurrentHashMap<Long, CompletableFuture<LoadedNode>> loading = new ConcurrentHashMap<>();
  private volatile Slog2Reader reader;
  private volatile boolean closed;

  NodeSource(Slog2Reader reader, long cacheBytes) {
    this.path = reader.path();
    this.reader = reader;
    this.cache = cacheBytes <= 0 ? null : new NodeCache(cacheBytes);
  }

  static int heapWeight(BlockPointer p) {
    long w = (long) p.size() * HEAP_BYTES_PER_BLOCK_BYTE + HEAP_BYTES_PER_NODE;
    return (int) Math.min(Integer.MAX_VALUE, w);
  }

  Slog2Reader reader() {
    return reader;
  }

  /** A node from the cache, or {@code null} when it is not there. */
  LoadedNode cached(BlockPointer p) {
    return cache == null ? null : cache.get(p.offset());
  }

  /**
   * The node at {@code p}, from the cache or decoded (and then cached).
   *
   * @param loaded set to true in slot 0 when this call decoded it from the file
   */
  LoadedNode get(BlockPointer p, String what, boolean[] loaded) throws IOException {
    if (cache == null) {
      loaded[0] = true;
      return read(p, what);
    }
    while (true) {
      LoadedNode hit = cache.get(p.offset());
      if (hit != null) {
        return hit;
      }
      CompletableFuture<LoadedNode> mine = new CompletableFuture<>();
      CompletableFuture<LoadedNode> other = loading.putIfAbsent(p.offset(), mine);
      if (other == null) {
        return load(p, what, mine, loaded);
      }
      LoadedNode n = awaitOther(other);
      if (n != null) {
        return n;
      } // else the other load was cancelled: try again, loading it here if nobody else does
    }
  }

  private LoadedNode load(BlockPointer p, String what, CompletableFuture<LoadedNode> mine, boolean[] loaded)
      throws IOException {
    try {
      LoadedNode n = read(p, what);
      loaded[0] = true;
      cache.put(p.offset(), n, heapWeight(p));
      mine.complete(n);
      return n;
    } catch (IOException | RuntimeException | Error e) {
      mine.completeExceptionally(e);
      throw e;
    } finally {
      loading.remove(p.offset(), mine);
    }
  }

  /** The node another thread is loading, or {@code null} when that thread's query was cancelled. */
  private static LoadedNode awaitOther(CompletableFuture<LoadedNode> other) throws IOException {
    try {
      return other.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("query cancelled");
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof InterruptedIOException) {
        return null;
      }
      if (c instanceof IOException io) {
        throw io;
      }
      if (c instanceof RuntimeException re) {
        throw re;
      }
      throw (Error) c;
    }
  }

  private LoadedNode read(BlockPointer p, String what) throws IOException {
    return LoadedNode.of(withReader(r -> r.readPackedNode(p, what, this::reread)));
  }

  /** Shadow bytes of a cached node, read again through whichever reader is current. */
  private ByteBuffer reread(long offset, int length) throws IOException {
    return withReader(r -> r.readSection(offset, length, "child shadows"));
  }

  /** The real drawables of a node, decoded without its shadows and not cached: for whole-file scans. */
  NodeDrawables readDrawables(BlockPointer p, int prefixBytes) throws IOException {
    return withReader(r -> r.readDrawables(p, "tree node", prefixBytes));
  }

  @FunctionalInterface
  private interface ReaderCall<T> {
    T call(Slog2Reader r) throws IOException;
  }

  private <T> T withReader(ReaderCall<T> call) throws IOException {
    while (true) {
      if (Thread.currentThread().isInterrupted()) {
        throw new InterruptedIOException("query cancelled");
      }
      Slog2Reader r = reader;
      try {
        return call.call(r);
      } catch (ClosedByInterruptException e) {
        reopen(r);
        throw new InterruptedIOException("query cancelled");
      } catch (ClosedChannelException e) {
        if (closed) {
          throw new IOException(path + ": the trace session is closed", e);
        }
        reopen(r); // another thread's interrupt closed the shared channel: reopen and retry
      }
    }
  }

  private synchronized void reopen(Slog2Reader broken) throws IOException {
    if (closed || reader != broken) {
      return;
    }
    reader = Slog2Reader.open(path);
    try {
      broken.close();
    } catch (IOException ignored) {
      // already closed by the interrupt
    }
  }

  long cachedWeight() {
    return cache == null ? 0 : cache.weight();
  }

  void invalidateAll() {
    if (cache != null) {
      cache.clear();
    }
  }

  @Override
  public synchronized void close() throws IOException {
    closed = true;
    invalidateAll();
    reader.close();
  }
}
