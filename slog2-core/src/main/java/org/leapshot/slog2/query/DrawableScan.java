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
import org.leapshot.slog2.format.decode.NodeDrawables;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Drawable;

/**
 * Every real drawable of the file exactly once: every node of the directory in file order (so the
 * disk reads sequentially), decoded without shadows by the pool a few batches of nodes ahead of the
 * calling thread, which hands them to the consumer in that order. Heap use is the batches in flight.
 *
 * <p>Batches of {@link #BATCH_NODES} nodes rather than one node per task: a consumer faster than
 * the decoding found the next node not ready nearly every time and slept until it was, and on a
 * virtual machine each such hand-over costs tens of microseconds of waking up: the 12 500 nodes of
 * the 1 GB test trace were scanned at 19-34 M drawables/s one by one.
 */
final class DrawableScan {
  /** Enough for the drawables of most inner nodes; the rest are read whole. */
  static final int INNER_PREFIX_BYTES = 32 << 10;
  /** Most consecutive nodes (in file order) decoded by one task. */
  static final int BATCH_NODES = 8;
  /**
   * A batch also ends once it holds this many bytes of blocks to decode, so that a file written
   * with large leaves keeps no more in flight than one with the usual 64 KiB ones.
   */
  static final long BATCH_BYTES = 512 << 10;
  private final NodeSource source;
  private final ExecutorService pool;
  private final int inFlight;

  DrawableScan(NodeSource source, ExecutorService pool, int threads) {
    this.source = source;
    this.pool = pool;
    this.inFlight = Math.max(2, threads * 3);
  }

  long run(TreeDirectory directory, Consumer<? super Drawable> action, BooleanSupplier cancelled) throws IOException {
    return run(directory.entries(), action, cancelled);
  }

  /** The same over the nodes whose boxes overlap [start, end]: every drawable of the range is among theirs. */
  long run(TreeDirectory directory, double start, double end, Consumer<? super Drawable> action,
      BooleanSupplier cancelled) throws IOException {
    return run(directory.entries().stream().filter(e -> e.box().overlaps(start, end)).toList(), action, cancelled);
  }

  private long run(List<DirectoryEntry> nodes, Consumer<? super Drawable> action, BooleanSupplier cancelled)
      throws IOException {
    List<DirectoryEntry> entries = new ArrayList<>(nodes);
    entries.sort(Comparator.comparingLong(e -> e.pointer().offset()));
    long[] count = new long[1];
    runInOrder(entries, (node, entry) -> node, (index, node) -> {
      for (Drawable d : node.nestable()) {
        action.accept(d);
      }
      for (Drawable d : node.nestless()) {
        action.accept(d);
      }
      count[0] += node.drawableCount();
    }, cancelled);
    return count[0];
  }

  /** What the decoding thread makes of a node (given its directory entry) for the reader. */
  @FunctionalInterface
  interface NodeWork<T> {
    T apply(NodeDrawables node, DirectoryEntry entry);
  }

  /** What a read in an order of its own does with each node's work, given the node's place in that order. */
  @FunctionalInterface
  interface NodeVisitor<T> {
    void visit(int index, T node) throws IOException;
  }

  /**
   * The same reading ahead over {@code nodes} in the order given (the fastest is file order), each
   * node turned into what {@code work} makes of it by the decoding thread and handed to
   * {@code visitor} with its index in the list.
   */
  <T> void runInOrder(List<DirectoryEntry> entries, NodeWork<T> work, NodeVisitor<T> visitor,
      BooleanSupplier cancelled) throws IOException {
    readInOrder(entries, (source, e, prefix) -> work.apply(source.readDrawables(e.pointer(), prefix), e), visitor,
        cancelled);
  }

  /** How the decoding thread reads a node (given its directory entry and the prefix to read first) for the reader. */
  @FunctionalInterface
  interface NodeRead<T> {
    T read(NodeSource source, DirectoryEntry entry, int prefixBytes) throws IOException;
  }

  /** As {@link #runInOrder}, each node read by {@code read} (say into columns, without drawable objects). */
  <T> void readInOrder(List<DirectoryEntry> entries, NodeRead<T> read, NodeVisitor<T> visitor,
      BooleanSupplier cancelled) throws IOException {
    ArrayDeque<Future<List<T>>> ahead = new ArrayDeque<>();
    int next = 0;
    int visited = 0;
    int alone = leadingInner(entries);
    try {
      while (next < entries.size() || !ahead.isEmpty()) {
        while (next < entries.size() && ahead.size() < inFlight) {
          int end = next < alone ? next + 1 : batchEnd(entries, next);
          List<DirectoryEntry> batch = entries.subList(next, end);
          next = end;
          ahead.add(pool.submit(() -> decode(batch, read)));
        }
        if (cancelled.getAsBoolean()) {
          throw new InterruptedIOException("scan cancelled");
        }
        for (T node : take(ahead.poll())) {
          visitor.visit(visited++, node);
        }
      }
    } finally {
      for (Future<List<T>> f : ahead) {
        f.cancel(false);
      }
    }
  }

  /**
   * How many inner nodes lead {@code entries}: read in order of start, the path from the root down
   * to the first leaf, the largest nodes of a wide trace, each then a batch of its own so that the
   * threads decode them side by side. In one batch a single thread took them in turn while the
   * caller waited for the first (on 4 096 timelines 180 ms; the root of 16 384 alone decodes 65 000
   * states). A read in file order starts with a leaf and is not changed.
   */
  static int leadingInner(List<DirectoryEntry> entries) {
    int n = 0;
    while (n < entries.size() && entries.get(n).id().depth() > 0) {
      n++;
    }
    return n;
  }

  /** End (exclusive) of the batch starting at {@code from}: at least one node. */
  static int batchEnd(List<DirectoryEntry> entries, int from) {
    int end = from;
    long bytes = 0;
    while (end < entries.size() && end - from < BATCH_NODES && bytes < BATCH_BYTES) {
      bytes += bytesToRead(entries.get(end++));
    }
    return end;
  }

  private static long bytesToRead(DirectoryEntry e) {
    int prefix = prefixBytes(e);
    return prefix > 0 ? Math.min(e.pointer().size(), prefix) : e.pointer().size();
  }

  /** Inner nodes keep a few drawables before megabytes of shadows: a prefix is read first (0: whole). */
  private static int prefixBytes(DirectoryEntry e) {
    return e.id().depth() > 0 ? INNER_PREFIX_BYTES : 0;
  }

  private <T> List<T> decode(List<DirectoryEntry> batch, NodeRead<T> read) throws IOException {
    List<T> nodes = new ArrayList<>(batch.size());
    for (DirectoryEntry e : batch) {
      nodes.add(read.read(source, e, prefixBytes(e)));
    }
    return nodes;
  }

  private static <T> List<T> take(Future<List<T>> f) throws IOException {
    return Futures.await(f, "scan cancelled");
  }
}
