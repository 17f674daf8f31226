package org.leapshot.slog2.convert.otf;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import org.leapshot.slog2.concurrent.Futures;

/**
 * Inflates a compressed part's next chunks on a thread shared by all parts while the reading
 * thread parses the chunk before: inflating is a quarter of the reading thread's work, and on a
 * 2-core machine the writing thread leaves a quarter of its core idle waiting for it. The shared
 * thread is single, so one part's chunks are inflated in order and its inflater is never used by
 * two threads at once; the reader sees a part's chunks, and any failure, in the order of its text.
 */
final class OtfInflateAhead implements OtfLineReader.TextInput {
  /** Chunks of a part inflated or queued ahead of the one being read. */
  static final int AHEAD = 2;
  private final OtfInflation inflation;
  private final ExecutorService thread;
  private final int chunkBytes;
  private final ArrayDeque<Future<Chunk>> queued = new ArrayDeque<>();
  /** Buffers of read chunks, for the next ones (a chunk is allocated only while none is free). */
  private final ConcurrentLinkedQueue<byte[]> free = new ConcurrentLinkedQueue<>();
  private Chunk current;
  private int at;
  private boolean ended;

  /** {@code length} bytes of text; fewer than the buffer holds only at the end of the part. */
  private record Chunk(byte[] bytes, int length) {}

  OtfInflateAhead(OtfInflation inflation, ExecutorService thread, int chunkBytes) {
    this.inflation = inflation;
    this.thread = thread;
    this.chunkBytes = chunkBytes;
  }

  @Override
  public int read(byte[] dst, int off, int len) throws IOException {
    while (current == null || at == current.length()) {
      if (current != null) {
        free.add(current.bytes());
        if (current.length() < current.bytes().length) {
          ended = true;
        }
        current = null;
      }
      if (ended) {
        return -1;
      }
      while (queued.size() < AHEAD) {
        queued.add(submit());
      }
      current = Futures.await(queued.removeFirst(), "interrupted while inflating");
      at = 0;
    }
    int n = Math.min(len, current.length() - at);
    System.arraycopy(current.bytes(), at, dst, off, n);
    at += n;
    return n;
  }

  private Future<Chunk> submit() throws IOException {
    try {
      return thread.submit(this::inflateChunk);
    } catch (RejectedExecutionException e) {
      throw new IOException(inflation + ": the inflating thread has stopped", e);
    }
  }

  /** Runs on the shared thread: fills a buffer unless the part ends first. */
  private Chunk inflateChunk() throws IOException {
    byte[] b = free.poll();
    if (b == null) {
      b = new byte[chunkBytes];
    }
    int got = 0;
    while (got < b.length) {
      int n = inflation.read(b, got, b.length - got);
      if (n < 0) {
        break;
      }
      got += n;
    }
    return new Chunk(b, got);
  }

  /** Drops the chunks queued, waits for one being inflated, then closes the part. */
  @Override
  public void close() throws IOException {
    for (Future<Chunk> f : queued) {
      f.cancel(false);
    }
    boolean interrupted = false;
    for (Future<Chunk> f : queued) {
      while (true) {
        try {
          f.get();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
        } catch (ExecutionException | CancellationException e) {
          break; // its failure no longer matters
        }
      }
    }
    queued.clear();
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    inflation.close();
  }
}
