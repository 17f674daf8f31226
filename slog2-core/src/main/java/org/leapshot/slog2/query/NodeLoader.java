package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.concurrent.Futures;
import org.leapshot.slog2.format.BlockPointer;

/**
 * Loads a batch of nodes (one tree level of a query) with the calling thread and up to
 * {@code helpers} pool threads pulling from a shared index, so decoding uses every core. The caller
 * always works too, so a busy pool only makes the batch slower, never blocks it.
 */
final class NodeLoader {
  /** Fewest nodes missing from the cache for which the pool helps. */
  static final int MIN_PARALLEL_NODES = 3;
  private final NodeSource source;
  private final ExecutorService pool;
  private final int helpers;

  NodeLoader(NodeSource source, ExecutorService pool, int helpers) {
    this.source = source;
    this.pool = pool;
    this.helpers = helpers;
  }

  /**
   * Counts of how the batches of one query were served, each node once however often the query
   * comes back to it (a prefetch, then the walk).
   */
  static final class Tally {
    final AtomicInteger read = new AtomicInteger();
    final AtomicInteger cached = new AtomicInteger();
    private final Set<Long> seen = ConcurrentHashMap.newKeySet();

    void count(BlockPointer p, boolean loaded) {
      if (seen.add(p.offset())) {
        (loaded ? read : cached).incrementAndGet();
      }
    }
  }

  /** Work done on each node of a batch by the thread that got it, so that it too uses every core. */
  @FunctionalInterface
  interface NodeWork {
    /** Called once per index, from any of the batch's threads. */
    void done(int index, LoadedNode node);
  }

  /** The nodes at {@code pointers}, in the same order, through the cache. */
  LoadedNode[] load(List<BlockPointer> pointers, BooleanSupplier cancelled, Tally tally) throws IOException {
    return load(pointers, null, cancelled, tally, null);
  }

  /** The same, running {@code after} (unless null) on each node on the thread that got it. */
  LoadedNode[] load(List<BlockPointer> pointers, BooleanSupplier cancelled, Tally tally, NodeWork after)
      throws IOException {
    return load(pointers, null, cancelled, tally, after);
  }

  /**
   * The same, reading only the drawables (see {@link NodeSource#getDrawables}) of the nodes whose
   * {@code drawablesOnly} slot is true ({@code null}: none).
   */
  LoadedNode[] load(List<BlockPointer> pointers, boolean[] drawablesOnly, BooleanSupplier cancelled, Tally tally,
      NodeWork after) throws IOException {
    int n = pointers.size();
    LoadedNode[] out = new LoadedNode[n];
    List<Integer> missing = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean part = drawablesOnly != null && drawablesOnly[i];
      out[i] = after != null ? null : part ? source.cachedDrawables(pointers.get(i)) : source.cached(pointers.get(i));
      if (out[i] == null) {
        missing.add(i); // with work to do after, every node goes to the threads
      } else {
        tally.count(pointers.get(i), false);
      }
    }
    if (missing.isEmpty()) {
      return out;
    }
    AtomicInteger next = new AtomicInteger();
    Runnable stop = () -> next.set(Integer.MAX_VALUE / 2); // helpers find no more work
    Worker work = () -> {
      int k;
      while ((k = next.getAndIncrement()) < missing.size()) {
        if (cancelled.getAsBoolean()) {
          throw new InterruptedIOException("query superseded");
        }
        int i = missing.get(k);
        boolean[] loaded = new boolean[1];
        BlockPointer p = pointers.get(i);
        out[i] = drawablesOnly != null && drawablesOnly[i] ? source.getDrawables(p, loaded) : source.get(p, "tree node", loaded);
        tally.count(p, loaded[0]);
        if (after != null) {
          after.done(i, out[i]);
        }
      }
      return null;
    };
    // Handing one or two nodes to another thread costs more than it saves (wake-up, hand-back).
    int extra = missing.size() < MIN_PARALLEL_NODES ? 0 : Math.min(helpers, missing.size() - 1);
    List<Future<Void>> futures = new ArrayList<>(extra);
    for (int h = 0; h < extra; h++) {
      futures.add(pool.submit(work::run));
    }
    try {
      work.run();
      for (Future<Void> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      stop.run();
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("query cancelled");
    } catch (ExecutionException e) {
      stop.run();
      throw Futures.unwrap(e.getCause());
    } catch (IOException | RuntimeException e) {
      stop.run();
      throw e;
    }
    return out;
  }

  @FunctionalInterface
  private interface Worker {
    Void run() throws IOException;
  }
}
