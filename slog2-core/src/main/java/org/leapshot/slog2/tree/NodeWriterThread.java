package org.leapshot.slog2.tree;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.leapshot.slog2.tree.NodeEncoder.NodeBlock;

/**
 * Stores written nodes and builds their shadow buffers, the big ones on a second thread, so that
 * the trunk can take the next drawables while the last node of a branch is encoded and merged:
 * with thousands of timelines that work dominates, and the converter has a core to spare for it.
 *
 * <p>One job at most is in flight. Every call from the trunk first waits for it, so afterwards the
 * sink's position is final and every buffer in the trunk's done lists is complete; a job's failure
 * is rethrown by that wait. Jobs run in submission order, so blocks land in the file in order.
 */
final class NodeWriterThread {
  /** Jobs with at least this many bytes of children's shadow buffers run on the node writer thread (tests lower it). */
  static volatile int backgroundShadowBytes = 1 << 18;

  private final FileSink sink;
  private final BlockOutput out = new BlockOutput(1 << 16);
  private final DrawableDrawingOrder drawableOrder = new DrawableDrawingOrder();
  private final ShadowDrawingOrder shadowOrder = new ShadowDrawingOrder();
  private final ExclusiveScratch exclusiveScratch = new ExclusiveScratch();
  private ExecutorService executor;
  private Future<?> pending;
  private int maxNodeBytes;

  NodeWriterThread(FileSink sink) {
    this.sink = sink;
  }

  /** Waits for the job in flight and rethrows its failure. */
  void await() throws IOException {
    if (pending == null) {
      return;
    }
    Future<?> f = pending;
    pending = null;
    try {
      f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while writing tree nodes");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IOException(cause);
    }
  }

  /** After {@link #await()}: where the next block starts. */
  long position() {
    return sink.position();
  }

  /**
   * Stores the node block, then merges its children's buffers into the node's own buffer and
   * completes it. The block's lists and children are the job's; {@code own} is not read or
   * changed by the caller until the next {@link #await()}.
   */
  void submit(NodeBlock block, ShadowBufferBuilder own) throws IOException {
    await();
    if (!worthAThread(block)) {
      // Small jobs (every node of a trace with few timelines) run here: handing them over costs
      // more than it saves, and the drawables are still in this core's cache.
      complete(block, own);
      return;
    }
    if (executor == null) {
      executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "leapshot-slog2-node-writer");
        t.setDaemon(true);
        return t;
      });
    }
    pending = executor.submit(() -> {
      complete(block, own);
      return null;
    });
  }

  private static boolean worthAThread(NodeBlock block) {
    long bytes = 0;
    for (ShadowBufferBuilder c : block.children()) {
      bytes += c.byteSize();
    }
    return bytes >= backgroundShadowBytes;
  }

  private void complete(NodeBlock block, ShadowBufferBuilder own) throws IOException {
    write(block);
    // Merged after the children's buffers are stored, so that their shadows can move into this one.
    for (ShadowBufferBuilder c : block.children()) {
      own.mergeChild(c);
    }
    own.finishExclusive(exclusiveScratch);
    own.releaseIndex();
  }

  private void write(NodeBlock block) throws IOException {
    out.reset();
    NodeEncoder.encode(out, block, drawableOrder, shadowOrder);
    int size = block.self().size();
    if (out.size() != size) {
      throw new IllegalStateException("node " + block.id() + " encoded to " + out.size() + " bytes, computed " + size);
    }
    sink.append(out.array(), 0, out.size());
    maxNodeBytes = Math.max(maxNodeBytes, size);
  }

  /** After {@link #await()}: the largest node block written. */
  int maxNodeBytes() {
    return maxNodeBytes;
  }

  /** Ends the thread; a job in flight is abandoned (the file is being given up or is complete). */
  void stop() {
    if (executor != null) {
      executor.shutdownNow();
    }
  }
}
