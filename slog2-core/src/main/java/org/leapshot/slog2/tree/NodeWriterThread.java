package org.leapshot.slog2.tree;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.concurrent.Futures;
import org.leapshot.slog2.tree.NodeEncoder.NodeBlock;

/**
 * Stores written nodes and builds their shadow buffers, the big ones on a second thread, so that
 * the trunk can take the next drawables while the last node of a branch is encoded and merged:
 * with thousands of timelines that work dominates, and the converter has a core to spare for it.
 *
 * <p>Jobs on the thread run in submission order, and a block written on the caller's thread while
 * jobs are in flight is appended by the thread after them, so blocks land in the file in the order
 * of their precomputed offsets. The trunk calls {@link #await()} before a node that needs its
 * children's buffers complete; a job's failure is rethrown there.
 */
final class NodeWriterThread {
  /**
   * Jobs with at least this many bytes of children's shadow buffers run on the node writer thread
   * (tests change it). Low enough that every node above the lowest few levels goes there: in a
   * 100 MB 64-timeline text conversion the building thread took 0.44 s of CPU and the reading
   * thread 0.31 s with 256 KiB, which left the nodes on the building thread; with 16 KiB 0.30,
   * 0.31 and 0.16 s on the node writer thread, the same in all.
   */
  static volatile int backgroundShadowBytes = 1 << 14;

  /** The work arrays of one thread. */
  private static final class Workspace {
    final BlockOutput out = new BlockOutput(1 << 16);
    final DrawableDrawingOrder drawableOrder = new DrawableDrawingOrder();
    final ShadowDrawingOrder shadowOrder = new ShadowDrawingOrder();
    final ExclusiveScratch exclusiveScratch = new ExclusiveScratch();
    final HashMapReplay replay = new HashMapReplay();
  }

  private final FileSink sink;
  private final Workspace callerSpace = new Workspace();
  private final Workspace threadSpace = new Workspace();
  private final Deque<Future<?>> inFlight = new ArrayDeque<>();
  private final ByteArrayPool arrays = new ByteArrayPool();
  private ExecutorService executor;
  private long nextPosition = -1;
  private int maxNodeBytes;

  NodeWriterThread(FileSink sink) {
    this.sink = sink;
  }

  /** Waits for every job in flight and rethrows the first failure. */
  void await() throws IOException {
    while (!inFlight.isEmpty()) {
      finish(inFlight.removeFirst());
    }
  }

  private static void finish(Future<?> f) throws IOException {
    Futures.await(f, "interrupted while writing tree nodes");
  }

  /** Where the next submitted block starts in the file. */
  long position() {
    if (nextPosition < 0) {
      nextPosition = sink.position();
    }
    return nextPosition;
  }

  /**
   * Stores the node block at {@link #position()}, then merges its children's buffers into the
   * node's own buffer and completes it. The block's lists and children are the job's; {@code own}
   * is not read or changed by the caller until the next {@link #await()}.
   */
  void submit(NodeBlock block, ShadowBufferBuilder own) throws IOException {
    int size = block.self().size();
    nextPosition = position() + size;
    maxNodeBytes = Math.max(maxNodeBytes, size);
    while (!inFlight.isEmpty() && inFlight.peekFirst().isDone()) {
      finish(inFlight.removeFirst());
    }
    if (worthAThread(block)) {
      await();
      inFlight.addLast(executor().submit(() -> {
        complete(block, own, threadSpace, true);
        if (!block.parentWrittenNext()) {
          // Done while the caller fills the next leaves, instead of in the parent's job.
          own.preEncode(threadSpace.out, threadSpace.shadowOrder, arrays);
        }
        return null;
      }));
    } else {
      // Small jobs (leaves, and every node of a trace with few timelines) run here: handing them
      // over costs more than it saves, and the drawables are still in this core's cache.
      boolean threadBusy = !inFlight.isEmpty();
      complete(block, own, callerSpace, !threadBusy);
      if (threadBusy) {
        // The parent's job will likely run on the thread too, which has more to do than this one.
        own.preEncode(callerSpace.out, callerSpace.shadowOrder, arrays);
      }
    }
  }

  private ExecutorService executor() {
    if (executor == null) {
      // One thread, ending after a second idle, so that a writer never closed leaves no thread behind.
      ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, "leapshot-slog2-node-writer");
        t.setDaemon(true);
        return t;
      });
      pool.allowCoreThreadTimeOut(true);
      executor = pool;
    }
    return executor;
  }

  private static boolean worthAThread(NodeBlock block) {
    long bytes = 0;
    for (ShadowBufferBuilder c : block.children()) {
      bytes += c.byteSize();
    }
    return bytes >= backgroundShadowBytes;
  }

  /** Writes the block (now, or after the jobs in flight) and completes the node's buffer. */
  private void complete(NodeBlock block, ShadowBufferBuilder own, Workspace space, boolean appendNow)
      throws IOException {
    BlockOutput out = space.out;
    out.reset();
    NodeEncoder.encode(out, block, space.drawableOrder, space.shadowOrder);
    int size = block.self().size();
    if (out.size() != size) {
      throw new IllegalStateException("node " + block.id() + " encoded to " + out.size() + " bytes, computed " + size);
    }
    if (appendNow) {
      sink.append(out.array(), 0, size);
    } else {
      byte[] bytes = arrays.take(size);
      System.arraycopy(out.array(), 0, bytes, 0, size);
      inFlight.addLast(executor().submit(() -> {
        sink.append(bytes, 0, size);
        arrays.give(bytes);
        return null;
      }));
    }
    for (ShadowBufferBuilder c : block.children()) {
      c.releaseEncoded(arrays);
    }
    // Merged after the children's buffers are stored, so that their shadows can move into this one.
    int coming = 0;
    for (ShadowBufferBuilder c : block.children()) {
      coming += c.shadowCount();
    }
    own.reserveForChildren(coming);
    for (ShadowBufferBuilder c : block.children()) {
      own.mergeChild(c, space.replay);
    }
    own.finishExclusive(space.exclusiveScratch);
    own.releaseParts();
  }

  /** The largest node block submitted. */
  int maxNodeBytes() {
    return maxNodeBytes;
  }

  /** Ends the thread; jobs in flight are abandoned (the file is being given up or is complete). */
  void stop() {
    if (executor != null) {
      executor.shutdownNow();
    }
  }
}
