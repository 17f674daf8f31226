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
  /** Least time the caller waits for a helper's node before decoding it too. */
  static final long MIN_GRACE_NANOS = 100_000;
  /** Decoding pace assumed when the caller decoded nothing itself (a 64 KiB leaf in about 0.1 ms). */
  private static final double DEFAULT_NANOS_PER_BYTE = 1.5;
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

  /** A node of a batch with the part {@link NodeWork} made of it. */
  private record Done(LoadedNode node, Object part) {}

  /** The nodes at {@code pointers}, in the same order, through the cache. */
  LoadedNode[] load(List<BlockPointer> pointers, BooleanSupplier cancelled, Tally tally) throws IOException {
    return load(pointers, null, cancelled, tally, null, null);
  }

  /**
   * The same, reading only the drawables (see {@link NodeSource#getDrawables}) of the nodes whose
   * {@code drawablesOnly} slot is true ({@code null}: none), and running {@code after} (unless null)
   * on each node on the thread that got it, its result stored in {@code parts} at the node's index.
   *
   * <p>The caller works too, and when it has taken every node and a helper's is still not done
   * after about the time a node takes, it decodes that node itself rather than wait: on a machine
   * shared with other work a helper thread may be descheduled for milliseconds in the middle of a
   * node, while the caller still has its core (per-jump logs showed 5-13 ms jumps made of 2-3 ms of
   * CPU). Whichever thread finishes a node first supplies it; the other's copy is dropped.
   */
  <T> LoadedNode[] load(List<BlockPointer> pointers, boolean[] drawablesOnly, BooleanSupplier cancelled, Tally tally,
      NodeWork<T> after, T[] parts) throws IOException {
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
    AtomicReferenceArray<Done> done = new AtomicReferenceArray<>(n);
    AtomicInteger remaining = new AtomicInteger(missing.size());
    AtomicInteger next = new AtomicInteger();
    Runnable stop = () -> next.set(Integer.MAX_VALUE / 2); // helpers find no more work
    NodeTask task = (i, shared) -> {
      if (cancelled.getAsBoolean()) {
        throw new InterruptedIOException("query superseded");
      }
      boolean[] loaded = new boolean[1];
      BlockPointer p = pointers.get(i);
      boolean part = drawablesOnly != null && drawablesOnly[i];
      LoadedNode node = part ? source.getDrawables(p, loaded, shared) : source.get(p, "tree node", loaded, shared);
      Object result = after == null ? null : after.done(i, node);
      if (done.compareAndSet(i, null, new Done(node, result))) {
        tally.count(p, loaded[0]);
        remaining.decrementAndGet();
      }
    };
    Worker work = () -> {
      int k;
      while ((k = next.getAndIncrement()) < missing.size()) {
        task.run(missing.get(k), true);
      }
      return null;
    };
    // Handing one or two nodes to another thread costs more than it saves (wake-up, hand-back).
    int extra = missing.size() < MIN_PARALLEL_NODES ? 0 : Math.min(helpers, missing.size() - 1);
    for (int h = 0; h < extra; h++) {
      // Not waited for: the caller finishes whatever a helper has not (a helper's failure shows
      // again when the caller reads that node itself).
      pool.submit(work::run);
    }
    try {
      long t0 = System.nanoTime();
      long myBytes = 0;
      int k;
      while ((k = next.getAndIncrement()) < missing.size()) {
        int i = missing.get(k);
        task.run(i, true);
        myBytes += pointers.get(i).size();
      }
      if (remaining.get() > 0) {
        long until = System.nanoTime() + grace(System.nanoTime() - t0, myBytes, pointers, missing, done);
        while (remaining.get() > 0 && System.nanoTime() < until) {
          Thread.onSpinWait();
        }
        for (int j = 0; j < missing.size() && remaining.get() > 0; j++) {
          int i = missing.get(j);
          if (done.get(i) == null) {
            task.run(i, false);
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      stop.run();
      throw e;
    }
    stop.run();
    for (int i : missing) {
      Done d = done.get(i);
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
   * How long the caller waits for the helpers' last nodes before decoding them too: twice what the
   * largest of them would take at the caller's own pace, so that a helper that is merely busy with
   * a big node is not duplicated, only one that has stopped making progress.
   */
  private static long grace(long myNanos, long myBytes, List<BlockPointer> pointers, List<Integer> missing,
      AtomicReferenceArray<Done> done) {
    long largest = 0;
    for (int i : missing) {
      if (done.get(i) == null) {
        largest = Math.max(largest, pointers.get(i).size());
      }
    }
    double nanosPerByte = myBytes == 0 ? DEFAULT_NANOS_PER_BYTE : (double) myNanos / myBytes;
    return Math.max(MIN_GRACE_NANOS, (long) (2 * largest * nanosPerByte));
  }

  /** Loads node {@code i} of a batch; {@code shared}: wait for another thread already loading it rather than read it too. */
  @FunctionalInterface
  private interface NodeTask {
    void run(int i, boolean shared) throws IOException;
  }

  @FunctionalInterface
  private interface Worker {
    Void run() throws IOException;
  }
}
