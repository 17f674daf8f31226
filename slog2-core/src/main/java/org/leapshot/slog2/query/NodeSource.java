package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.leapshot.slog2.concurrent.Futures;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.decode.DrawableSink;
import org.leapshot.slog2.format.decode.NodeDrawables;
import org.leapshot.slog2.format.decode.NodeReads;
import org.leapshot.slog2.format.decode.PackedPrefix;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.Slog2Reader;

/**
 * Decoded tree nodes on demand, through a cache bounded by the estimated heap size of what it
 * holds. Thread-safe; a node wanted by several threads at once is decoded once.
 * Reads go through {@link ReopeningReads}, which reopens the file when an interrupt closed it.
 */
final class NodeSource implements AutoCloseable {
  /** Decoded objects take several times their encoded bytes (object headers, arrays, boxes). */
  static final int HEAP_BYTES_PER_BLOCK_BYTE = 4;
  private static final int HEAP_BYTES_PER_NODE = 256;
  /** What callers call any node they read (see {@link #named}). */
  private static final String GENERIC_NODE = "tree node";

  private final NodeCache cache;
  /** Loads in progress, so that a node wanted by several threads at once is decoded once. */
  private final ConcurrentHashMap<Long, CompletableFuture<LoadedNode>> loading = new ConcurrentHashMap<>();
  /** The file's node reads, reopened after an interrupt closed the channel. */
  private final ReopeningReads file;
  /** Bytes to read first of a node whose drawables only are wanted; see {@link #readDrawables(BlockPointer)}. */
  private final PrefixGuesses prefixGuesses = new PrefixGuesses();

  NodeSource(Slog2Reader reader, long cacheBytes) {
    this.file = new ReopeningReads(reader);
    this.cache = cacheBytes <= 0 ? null : new NodeCache(cacheBytes);
  }

  static int heapWeight(BlockPointer p) {
    long w = (long) p.size() * HEAP_BYTES_PER_BLOCK_BYTE + HEAP_BYTES_PER_NODE;
    return (int) Math.min(Integer.MAX_VALUE, w);
  }

  Slog2Reader reader() {
    return file.reader();
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
    return get(p, what, loaded, true);
  }

  /**
   * The same; unless {@code shared}, a node another thread is decoding right now is decoded here
   * too instead of waited for (that thread may be descheduled: see {@link NodeLoader}).
   */
  LoadedNode get(BlockPointer p, String what, boolean[] loaded, boolean shared) throws IOException {
    return get(p.offset(), () -> new Weighed(read(p, what), heapWeight(p)), loaded, shared);
  }

  /**
   * The header and real drawables of the node at {@code p}, its child shadow buffers left unread
   * (the node comes back without children), from the cache or decoded (and then cached apart from
   * the whole node): for reads that take the nodes they need from the tree directory. {@code shared}
   * as for {@link #get(BlockPointer, String, boolean[], boolean)}.
   */
  LoadedNode getDrawables(BlockPointer p, boolean[] loaded, boolean shared) throws IOException {
    return get(drawablesKey(p), () -> readDrawables(p), loaded, shared);
  }

  /** The drawables-only node at {@code p} when the cache has it, else {@code null}. */
  LoadedNode cachedDrawables(BlockPointer p) {
    return cache == null ? null : cache.get(drawablesKey(p));
  }

  /** The cache keys of the nodes at {@code pointers}, drawables-only where {@code drawablesOnly} says so (null: none). */
  static long[] keys(List<BlockPointer> pointers, boolean[] drawablesOnly, boolean[] only) {
    int n = 0;
    for (int i = 0; i < pointers.size(); i++) {
      n += only == null || only[i] ? 1 : 0;
    }
    long[] keys = new long[n];
    for (int i = 0, k = 0; i < pointers.size(); i++) {
      if (only == null || only[i]) {
        BlockPointer p = pointers.get(i);
        keys[k++] = drawablesOnly != null && drawablesOnly[i] ? drawablesKey(p) : p.offset();
      }
    }
    return keys;
  }

  /** Marks the cached nodes at {@code keys} (see {@link #keys}) as just used. */
  void touch(long[] keys) {
    if (cache != null) {
      cache.touch(keys);
    }
  }

  /** True when the cache holds every node at {@code keys} (see {@link #keys}). */
  boolean allCached(long[] keys) {
    return keys.length == 0 || (cache != null && cache.holdsAll(keys));
  }

  /** Cache key of a drawables-only node: offsets are never negative, so these never meet a whole node's. */
  private static long drawablesKey(BlockPointer p) {
    return -1 - p.offset();
  }

  private record Weighed(LoadedNode node, long weight) {}

  @FunctionalInterface
  private interface Read {
    Weighed read() throws IOException;
  }

  private LoadedNode get(long key, Read read, boolean[] loaded, boolean shared) throws IOException {
    if (cache == null) {
      loaded[0] = true;
      return read.read().node();
    }
    if (!shared) {
      LoadedNode hit = cache.get(key);
      return hit != null ? hit : readAndCache(key, read, loaded);
    }
    while (true) {
      LoadedNode hit = cache.get(key);
      if (hit != null) {
        return hit;
      }
      CompletableFuture<LoadedNode> mine = new CompletableFuture<>();
      CompletableFuture<LoadedNode> other = loading.putIfAbsent(key, mine);
      if (other == null) {
        return load(key, read, mine, loaded);
      }
      LoadedNode n = awaitOther(other);
      if (n != null) {
        return n;
      } // else the other load was cancelled: try again, loading it here if nobody else does
    }
  }

  private LoadedNode load(long key, Read read, CompletableFuture<LoadedNode> mine, boolean[] loaded)
      throws IOException {
    try {
      LoadedNode n = readAndCache(key, read, loaded);
      mine.complete(n);
      return n;
    } catch (IOException | RuntimeException | Error e) {
      mine.completeExceptionally(e);
      throw e;
    } finally {
      loading.remove(key, mine);
    }
  }

  private LoadedNode readAndCache(long key, Read read, boolean[] loaded) throws IOException {
    Weighed w = read.read();
    loaded[0] = true;
    cache.put(key, w.node(), w.weight());
    return w.node();
  }

  /** The node another thread is loading, or {@code null} when that thread's query was cancelled. */
  private static LoadedNode awaitOther(CompletableFuture<LoadedNode> other) throws IOException {
    try {
      return Futures.await(other, "query cancelled");
    } catch (InterruptedIOException e) {
      if (Thread.currentThread().isInterrupted()) {
        throw e; // this thread's own query was cancelled
      }
      return null; // the other thread's was
    }
  }

  private LoadedNode read(BlockPointer p, String what) throws IOException {
    return LoadedNode.of(file.call(r -> namedOnError(r, p, what, name -> r.readPackedNode(p, name, this::reread))));
  }

  /** A read of a node block that names the block {@code name} in its messages. */
  @FunctionalInterface
  private interface NamedRead<T> {
    T read(String name) throws IOException;
  }

  /**
   * The engine reaches nodes by pointer and calls them all "tree node": messages about a damaged
   * one take its ID from the tree directory instead. The ID is looked up only once a read has
   * failed: the lookup builds a map of the whole directory, and a freshly opened session's first
   * zoom built it on every thread that decoded (a quarter of the zoom's time on a 1 GB trace).
   */
  private static <T> T namedOnError(NodeReads r, BlockPointer p, String what, NamedRead<T> read) throws IOException {
    if (!GENERIC_NODE.equals(what)) {
      return read.read(what);
    }
    try {
      return read.read(GENERIC_NODE);
    } catch (Slog2FormatException e) {
      if (!GENERIC_NODE.equals(e.block())) {
        throw e;
      }
      Slog2FormatException named = new Slog2FormatException(e.file(), r.reader().nodeName(p), e.offset(), e.problem());
      named.initCause(e);
      throw named;
    }
  }

  /**
   * Reads a node's drawables from a prefix of its block sized by the largest drawables part seen so
   * far in blocks of its size (see {@link PrefixGuesses}), so that after the first few nodes a prefix
   * nearly always suffices and the shadow buffers after it are never read.
   */
  private Weighed readDrawables(BlockPointer p) throws IOException {
    int guess = prefixGuesses.guess(p.size());
    PackedPrefix read = file.call(r -> namedOnError(r, p, GENERIC_NODE, name -> r.readPackedDrawables(p, name, guess)));
    prefixGuesses.seen(p.size(), read.bytes());
    long weight = (long) read.bytes() * HEAP_BYTES_PER_BLOCK_BYTE + HEAP_BYTES_PER_NODE;
    return new Weighed(LoadedNode.of(read.node()), weight);
  }

  /** Shadow bytes of a cached node, read again through whichever reader is current. */
  private ByteBuffer reread(long offset, int length) throws IOException {
    return file.call(r -> r.reader().readSection(offset, length, "child shadows"));
  }

  /** The real drawables of a node, decoded without its shadows and not cached: for whole-file scans. */
  NodeDrawables readDrawables(BlockPointer p, int prefixBytes) throws IOException {
    return file.call(r -> namedOnError(r, p, GENERIC_NODE, name -> r.readDrawables(p, name, prefixBytes)));
  }

  /** The drawables of the node at {@code p} into {@code sink}, as {@link NodeReads#readDrawablesInto} reads them. */
  void readDrawablesInto(BlockPointer p, int prefixBytes, DrawableSink sink) throws IOException {
    file.call(r -> namedOnError(r, p, GENERIC_NODE, name -> {
      r.readDrawablesInto(p, name, prefixBytes, sink);
      return null;
    }));
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
    file.markClosed();
    invalidateAll();
    file.close();
  }
}
