package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.Path;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.decode.NodeReads;

/**
 * The node reads of a {@link NodeSource}'s file, reopened when an interrupt closed it. A {@code
 * FileChannel} is closed for everyone when a thread reading it is interrupted, and cancellation
 * here is by interrupt: so a closed channel is reopened (once per closing) and the interrupted
 * reader gets an {@link InterruptedIOException}, the other readers simply retry. Apart from the
 * source because this is about the file, not about which nodes are cached or how they are decoded.
 */
final class ReopeningReads {
  private final Path path;
  /** The current reader's node reads (a new reader after an interrupt closed the channel). */
  private volatile NodeReads reads;
  private volatile boolean closed;

  ReopeningReads(Slog2Reader reader) {
    this.path = reader.path();
    this.reads = new NodeReads(reader);
  }

  Slog2Reader reader() {
    return reads.reader();
  }

  /** A call on the current reader's node reads. */
  @FunctionalInterface
  interface ReaderCall<T> {
    T call(NodeReads r) throws IOException;
  }

  /**
   * Runs {@code call} on the current reads: after an interrupt closed the channel, reopens it and
   * throws {@link InterruptedIOException} to the interrupted thread, retries for the others.
   */
  <T> T call(ReaderCall<T> call) throws IOException {
    while (true) {
      if (Thread.currentThread().isInterrupted()) {
        throw new InterruptedIOException("query cancelled");
      }
      NodeReads r = reads;
      try {
        return call.call(r);
      } catch (ClosedByInterruptException e) {
        reopen(r);
        throw new InterruptedIOException("query cancelled");
      } catch (ClosedChannelException e) {
        if (closed) {
          throw new IOException(path + ": the trace session is closed", e);
        }
        reopen(r); // another thread's interrupt closed the shared channel: reopen and retry
      }
    }
  }

  private synchronized void reopen(NodeReads broken) throws IOException {
    if (closed || reads != broken) {
      return;
    }
    reads = new NodeReads(Slog2Reader.open(path));
    try {
      broken.reader().close();
    } catch (IOException ignored) {
      // already closed by the interrupt
    }
  }

  /** From now on a closed channel means the session is closed: no reopening. */
  synchronized void markClosed() {
    closed = true;
  }

  synchronized void close() throws IOException {
    closed = true;
    reads.reader().close();
  }
}
