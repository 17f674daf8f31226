package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.BlockPointer;

/**
 * Loads a batch of nodes (one tree level of a query) with the calling thread and up to
 * {@code helpers} pool threads pulling from a shared index, so decoding uses every core. The caller
 * always works too, and never waits long for a helper: a busy or descheduled pool only makes the
 * batch slower, never blocks it.
 */
final class NodeLoader {
  /** Fewest nodes missing from the cache for which the pool helps. */
  static final int MIN_PARALLEL_NODES = 3;
  /**
   * A helper's node is taken over when it is still not done this many times the caller's own
   * average node time after the caller ran out of nodes, and at least {@link #MIN_STALL_NANOS}.
   */
  static final int STALL_NODES = 4;
  static final long MIN_STALL_NANOS = 300_000;
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
  interface NodeWork<T> {
    /**
     * The part of the answer that comes from one node. Called from any of the batch's threads, and
     * for one index possibly on two threads (when the caller takes over a late helper's node): the
     * first result returned is kept, so it must not have effects beyond what it returns.
     */
    T done(int index, LoadedNode node);
  }

  /** A node of a batch with the part {@link NodeWork} made of it, and whether it was read from the file. */
  private record Done(LoadedNode node, Object part, boolean loaded) {}

  /**
   * The nodes at {@code pointers}, in the same order, through the cache, reading only the drawables
   * (see {@link NodeSource#getDrawables}) of those whose {@code drawablesOnly} slot is true
   * ({@code null}: none; a node the cache holds whole gives them from there), and running
   * {@code after} (unless null) on each node on the thread that got it, its result stored in
   * {@code parts} at the node's index.
   *
   * <p>The caller works too, and when it has taken every node and a helper's is still not done
   * several node-times later (see {@link #STALL_NODES}), it decodes that node itself rather than
   * wait: on a machine shared with other work a helper thread may be descheduled for milliseconds
   * in the middle of a node, while the caller still has its core (per-jump logs showed 5-13 ms
   * jumps made of 2-3 ms of CPU). Whichever thread finishes a node first supplies it; the other's
   * copy is dropped.
   */
  <T> LoadedNode[] load(List<BlockPointer> pointers, boolean[] drawablesOnly, BooleanSupplier cancelled, Tally tally,
      NodeWork<T> after, T[] parts) throws IOException {
    int n = pointers.size();
    LoadedNode[] out = new LoadedNode[n];
    List<Integer> missing = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean part = drawablesOnly != null && drawablesOnly[i];
      out[i] = after != null ? null : part ? cachedDrawables(pointers.get(i)) : source.cached(pointers.get(i));
      if (out[i] == null) {
        missing.add(i); // with work to do after, every node goes to the threads
      } else {
        tally.count(pointers.get(i), false);
      }
    }
    if (missing.isEmpty()) {
      return out;
    }
    largestFirst(missing, pointers, drawablesOnly);
    AtomicReferenceArray<Done> done = new AtomicReferenceArray<>(n);
    AtomicInteger remaining = new AtomicInteger(missing.size());
    AtomicInteger next = new AtomicInteger();
    NodeTask task = (i, shared) -> {
      if (cancelled.getAsBoolean()) {
        throw new InterruptedIOException("query superseded");
      }
      boolean[] loaded = new boolean[1];
      BlockPointer p = pointers.get(i);
      boolean part = drawablesOnly != null && drawablesOnly[i];
      LoadedNode whole = part ? source.cached(p) : null; // its drawables are the same
      LoadedNode node = whole != null ? whole
          : part ? source.getDrawables(p, loaded, shared) : source.get(p, "tree node", loaded, shared);
      Object result = after == null ? null : after.done(i, node);
      if (done.compareAndSet(i, null, new Done(node, result, loaded[0]))) {
        remaining.decrementAndGet();
      }
    };
    // Handing one or two nodes to another thread costs more than it saves (wake-up, hand-back).
    int extra = missing.size() < MIN_PARALLEL_NODES ? 0 : Math.min(helpers, missing.size() - 1);
    for (int h = 0; h < extra; h++) {
      // Not waited for: the caller finishes whatever a helper has not (a helper's failure shows
      // again when the caller reads that node itself).
      pool.submit(() -> drain(next, missing, task));
    }
    try {
      long t0 = System.nanoTime();
      int mine = drain(next, missing, task);
      if (remaining.get() > 0) {
        long t1 = System.nanoTime();
        long stall = Math.max(MIN_STALL_NANOS, mine == 0 ? 0 : STALL_NODES * (t1 - t0) / mine);
        finishLateNodes(missing, done, remaining, t1 + stall, task);
      }
      if (Thread.currentThread().isInterrupted()) {
        // Cancelled by interrupt: the nodes may all have come from the cache or the helpers, so
        // no read of this thread's noticed it.
        throw new InterruptedIOException("query cancelled");
      }
    } finally {
      next.set(Integer.MAX_VALUE / 2); // helpers find no more work
    }
    for (int i : missing) {
      // Counted here, not by the thread that finished the node: that thread may still be between
      // finishing and counting when the caller has found every node done and returns.
      Done d = done.get(i);
      tally.count(pointers.get(i), d.loaded());
      out[i] = d.node();
      if (parts != null) {
        @SuppressWarnings("unchecked")
        T part = (T) d.part();
        parts[i] = part;
      }
    }
    return out;
  }

  /**
   * The drawables of the node at {@code p} from the cache: kept apart, or else in the whole node (a
   * level-of-detail walk that ends in a plan has read its upper nodes whole, and the plan wants their
   * drawables again: on the 5 GB 64-rank trace a zoom to 1/100 of the run read 280 inner prefixes so).
   */
  private LoadedNode cachedDrawables(BlockPointer p) {
    LoadedNode part = source.cachedDrawables(p);
    return part != null ? part : source.cached(p);
  }

  /**
   * Orders the nodes to load so that the threads take the whole nodes first, largest block first,
   * then those read for their drawables only (a small prefix of their block each): a batch's leaves
   * came last in plan order, so one thread was often left decoding the last leaf while the other
   * had nothing to do; small nodes at the end fill such gaps.
   */
  private static void largestFirst(List<Integer> missing, List<BlockPointer> pointers, boolean[] drawablesOnly) {
    if (missing.size() < MIN_PARALLEL_NODES) {
      return; // one thread: order does not matter
    }
    missing.sort((a, b) -> {
      boolean pa = drawablesOnly != null && drawablesOnly[a];
      boolean pb = drawablesOnly != null && drawablesOnly[b];
      if (pa != pb) {
        return pa ? 1 : -1;
      }
      return pa ? Integer.compare(a, b) : Integer.compare(pointers.get(b).size(), pointers.get(a).size());
    });
  }

  /**
   * Marks the nodes at {@code pointers} whose {@code only} slot is true as just used in the cache,
   * those it has (as {@link #load} would take them): a scroll step that keeps a node's drawables
   * keeps it recent without reading it again.
   */
  void touch(List<BlockPointer> pointers, boolean[] drawablesOnly, boolean[] only) {
    source.touch(NodeSource.keys(pointers, drawablesOnly, only));
  }

  /** True when every node at {@code pointers} is in the cache (as {@link #load} would take it). */
  boolean allCached(List<BlockPointer> pointers, boolean[] drawablesOnly) {
    return source.allCached(NodeSource.keys(pointers, drawablesOnly, null));
  }

  /** Takes nodes of the batch from the shared index until none is left; returns how many it took. */
  private static int drain(AtomicInteger next, List<Integer> missing, NodeTask task) throws IOException {
    int taken = 0;
    for (int k = next.getAndIncrement(); k < missing.size(); k = next.getAndIncrement()) {
      task.run(missing.get(k), true);
      taken++;
    }
    return taken;
  }

  /**
   * Waits until {@code deadline} for the helpers' last nodes, then decodes those still not done
   * itself: a helper that is merely busy finishes within about one node's time of the caller
   * running out of nodes, one that the host has descheduled may not for milliseconds.
   */
  private static void finishLateNodes(List<Integer> missing, AtomicReferenceArray<Done> done, AtomicInteger remaining,
      long deadline, NodeTask task) throws IOException {
    while (remaining.get() > 0 && System.nanoTime() - deadline < 0 && !Thread.currentThread().isInterrupted()) {
      Thread.onSpinWait();
    }
    for (int j = 0; j < missing.size() && remaining.get() > 0; j++) {
      int i = missing.get(j);
      if (done.get(i) == null) {
        task.run(i, false);
      }
    }
  }

  /** Loads node {@code i} of a batch; {@code shared}: wait for another thread already loading it rather than read it too. */
  @FunctionalInterface
  private interface NodeTask {
    void run(int i, boolean shared) throws IOException;
  }

}
