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
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.tree.NodeEncoder.NodeBlock;

/**
 * Stores written nodes and builds their shadow buffers, the big ones on a second thread, so that
 * the trunk can take the next drawables while the last node of a branch is encoded and merged:
 * with thousands of timelines that work dominates, and the converter has a core to spare for it.
 *
 * <p>Jobs on the thread run in submission order, and a block written on the caller's thread while
 * jobs are in flight is appended by the thread after them. A block's place in the file is taken
 * when it is appended, in that order: its size is known only once its children's buffers are
 * merged, and had the trunk waited for that before each node with children on the thread, it would
 * have waited for most of the thread's work (two fifths of a 4 096-timeline conversion's wall time).
 * The place goes into the directory, the node's block header and its buffer's header, which a
 * buffer stored ahead of time gets when it is copied into its parent's block. A job's failure is
 * rethrown by {@link #await()} or a later {@link #submit}.
 */
final class NodeWriterThread {
  /**
   * Jobs with at least this many bytes of children's shadow buffers run on the node writer thread
   * (tests change it): with thousands of timelines the upper levels' merges, which the building
   * thread need not wait for. A job handed over costs CPU of its own (the buffers are built on one
   * core and merged on the other, and each hand-over may wake a thread), which on two cores shared
   * with other work was more than its parallelism saved below 1 MiB: against 16 KiB, 100 MB of text
   * took 4-5 % less CPU with 64 timelines and 0-4 % less with 4 096, and 8 % less wall time there
   * (interleaved pairs at load 6-13), the 1 024-location OTF2 archive 6 % less CPU. With everything
   * on the building thread (16 MiB) the CPU was 5 % less but the wall time as before.
   */
  static volatile int backgroundShadowBytes = 1 << 20;

  /**
   * Nodes with no children (leaves) and at least this many bytes of their own are stored on the
   * node writer thread (tests change it): a leaf of 1 MiB (OTF2 archives) holds some 30 000
   * drawables, which have left this core's cache by the time it is full, so storing them here
   * saved no cache misses, and took a third of the building thread's time.
   */
  static volatile int backgroundLeafBytes = 1 << 19;

  /** The work arrays of one thread. */
  private static final class Workspace {
    final BlockOutput out = new BlockOutput(1 << 16);
    final DrawableDrawingOrder drawableOrder = new DrawableDrawingOrder();
    final ShadowDrawingOrder shadowOrder = new ShadowDrawingOrder();
    final ExclusiveScratch exclusiveScratch = new ExclusiveScratch();
    final HashMapReplay replay = new HashMapReplay();
  }

  private final FileSink sink;
  private final DirectoryBuilder directory;
  private final Workspace callerSpace = new Workspace();
  private final Workspace threadSpace = new Workspace();
  private final Deque<Future<?>> inFlight = new ArrayDeque<>();
  private final ByteArrayPool arrays = new ByteArrayPool();
  private ExecutorService executor;
  /** Written by whichever thread appends; read after {@link #await()}. */
  private int maxNodeBytes;

  NodeWriterThread(FileSink sink, DirectoryBuilder directory) {
    this.sink = sink;
    this.directory = directory;
  }

  /** Waits for every job in flight and rethrows the first failure. */
  void await() throws IOException {
    while (!inFlight.isEmpty()) {
      finish(inFlight.removeFirst());
    }
  }

  /**
   * Waits for the jobs in flight, oldest first, only until {@code parts} are emptied by the job
   * that held them, so that the later jobs keep the thread busy while the caller goes on.
   */
  void awaitRelease(ShadowBufferParts parts) throws IOException {
    while (parts.held() && !inFlight.isEmpty()) {
      finish(inFlight.removeFirst());
    }
    if (parts.held()) {
      throw new IllegalStateException("buffer parts held with no job in flight");
    }
  }

  private static void finish(Future<?> f) throws IOException {
    Futures.await(f, "interrupted while writing tree nodes");
  }

  /**
   * Stores the node block after those submitted before it, then merges its children's buffers
   * into the node's own buffer and completes it. The block's lists and children are the job's;
   * {@code own} is not read or changed by the caller until the next {@link #await()}.
   */
  void submit(NodeBlock block, ShadowBufferBuilder own) throws IOException {
    while (!inFlight.isEmpty() && inFlight.peekFirst().isDone()) {
      finish(inFlight.removeFirst());
    }
    boolean threadBusy = !inFlight.isEmpty();
    // A child still waiting on the thread (to be merged or placed) keeps its parent there too.
    if ((threadBusy && anyChildOnThread(block)) || worthAThread(block)) {
      own.setOnThread(true);
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
      own.setOnThread(threadBusy);
      complete(block, own, callerSpace, !threadBusy);
      if (threadBusy) {
        // The parent's job will likely run on the thread too, which has more to do than this one.
        own.preEncode(callerSpace.out, callerSpace.shadowOrder, arrays);
      }
    }
  }

  private static boolean anyChildOnThread(NodeBlock block) {
    for (ShadowBufferBuilder c : block.children()) {
      if (c.onThread()) {
        return true;
      }
    }
    return false;
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
    if (block.children().isEmpty()) {
      return block.ownBytes() >= backgroundLeafBytes;
    }
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
    int size = block.byteSize();
    // Appended later: stored with a stand-in place, which the append puts right.
    BlockPointer self = appendNow ? place(block, own, size) : new BlockPointer(0, size);
    NodeEncoder.encode(out, block, self, space.drawableOrder, space.shadowOrder);
    if (out.size() != size) {
      throw new IllegalStateException("node " + block.id() + " encoded to " + out.size() + " bytes, computed " + size);
    }
    if (appendNow) {
      sink.append(out.array(), 0, size);
    } else {
      byte[] bytes = arrays.take(size);
      System.arraycopy(out.array(), 0, bytes, 0, size);
      inFlight.addLast(executor().submit(() -> {
        BlockOutput.putPointer(bytes, NodeEncoder.POINTER_AT, place(block, own, size));
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

  /** Gives the block the next place in the file: in the directory and its own buffer's header. */
  private BlockPointer place(NodeBlock block, ShadowBufferBuilder own, int size) {
    BlockPointer p = new BlockPointer(sink.position(), size);
    directory.add(block.id(), block.start(), block.end(), p);
    own.setPointer(p);
    maxNodeBytes = Math.max(maxNodeBytes, size);
    return p;
  }

  /** After {@link #await()}: the largest node block stored. */
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
