package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.leapshot.slog2.concurrent.Futures;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeDrawables;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Drawable;

/**
 * Every real drawable of the file exactly once: every node of the directory in file order (so the
 * disk reads sequentially), decoded without shadows by the pool a few nodes ahead of the calling
 * thread, which hands them to the consumer in that order. Heap use is the nodes in flight.
 */
final class DrawableScan {
  /** Enough for the drawables of most inner nodes; the rest are read whole. */
  static final int INNER_PREFIX_BYTES = 32 << 10;
  private final NodeSource source;
  private final ExecutorService pool;
  private final int inFlight;

  DrawableScan(NodeSource source, ExecutorService pool, int threads) {
    this.source = source;
    this.pool = pool;
    this.inFlight = Math.max(2, threads * 3);
  }

  long run(TreeDirectory directory, Consumer<? super Drawable> action, BooleanSupplier cancelled) throws IOException {
    List<DirectoryEntry> entries = new ArrayList<>(directory.entries());
    entries.sort(Comparator.comparingLong(e -> e.pointer().offset()));
    ArrayDeque<Future<NodeDrawables>> ahead = new ArrayDeque<>();
    int next = 0;
    long count = 0;
    try {
      while (next < entries.size() || !ahead.isEmpty()) {
        while (next < entries.size() && ahead.size() < inFlight) {
          DirectoryEntry e = entries.get(next++);
          // Inner nodes keep a few drawables before megabytes of shadows: read a prefix first.
          int prefix = e.id().depth() > 0 ? INNER_PREFIX_BYTES : 0;
          ahead.add(pool.submit(() -> source.readDrawables(e.pointer(), prefix)));
        }
        if (cancelled.getAsBoolean()) {
          throw new InterruptedIOException("scan cancelled");
        }
        NodeDrawables node = take(ahead.poll());
        for (Drawable d : node.nestable()) {
          action.accept(d);
        }
        for (Drawable d : node.nestless()) {
          action.accept(d);
        }
        count += node.drawableCount();
      }
    } finally {
      for (Future<NodeDrawables> f : ahead) {
        f.cancel(false);
      }
    }
    return count;
  }

  private static NodeDrawables take(Future<NodeDrawables> f) throws IOException {
    return Futures.await(f, "scan cancelled");
  }
}
