package org.leapshot.slog2.query;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A group of timelines of streamed statistics ({@link StreamedStatistics}) worked out on a thread of
 * its own, fed the nodes in read order by the thread that reads them: the timelines' work, spread
 * over memory, is most of the time of a whole run, and groups of timelines share nothing. A
 * failure stops the group; the reader learns of it at the next node it feeds, or at the end.
 */
final class StatisticsShard implements Runnable {
  private record Fed(int fileRank, double frontier, StreamedNode node) {}

  private static final Fed END = new Fed(-1, 0, null);
  private final StreamedStatistics statistics;
  private final BlockingQueue<Fed> queue = new ArrayBlockingQueue<>(64);
  private final Thread thread;
  private volatile Throwable failure;
  private RangeStatistics answer;

  /** Where the nodes go once worked out, to be filled again. */
  private final StreamedNodeReader reading;

  /** The messages of the nodes read, and the group's number among the reading's parts. */
  private final NodeMessages messages;
  private final int shard;

  StatisticsShard(StreamedStatistics statistics, StreamedNodeReader reading, NodeMessages messages, int shard) {
    this.statistics = statistics;
    this.reading = reading;
    this.messages = messages;
    this.shard = shard;
    this.thread = new Thread(this, "leapshot-statistics");
    thread.setDaemon(true);
    thread.start();
  }

  /** The next node in read order; see {@link StreamedStatistics#node}. */
  void feed(int fileRank, double frontier, StreamedNode node) throws IOException {
    rethrow();
    put(new Fed(fileRank, frontier, node));
  }

  /** The group's answer once every node is fed. */
  RangeStatistics finish() throws IOException {
    put(END);
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("statistics cancelled");
    }
    rethrow();
    return answer;
  }

  /** Stops the thread (after a failure elsewhere, or a cancel); nothing it does is used. */
  void stop() {
    thread.interrupt();
  }

  private void put(Fed f) throws IOException {
    try {
      queue.put(f);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("statistics cancelled");
    }
  }

  private void rethrow() throws IOException {
    Throwable t = failure;
    if (t instanceof IOException e) {
      throw e;
    } else if (t instanceof RuntimeException e) {
      throw e;
    } else if (t instanceof Error e) {
      throw e;
    } else if (t != null) {
      throw new UncheckedIOException(new IOException(t));
    }
  }

  @Override
  public void run() {
    try {
      for (Fed f = queue.take(); f != END; f = queue.take()) {
        if (failure == null) {
          try {
            if (statistics.node(f.fileRank(), f.frontier(), f.node())) {
              reading.spare(f.node());
            }
          } catch (IOException | RuntimeException | Error e) {
            failure = e; // keep taking, so that the reader never waits on a full queue
          }
        }
      }
      if (failure == null) {
        answer = statistics.finish(messages.of(shard));
      }
    } catch (InterruptedException e) {
      // stopped
    } catch (RuntimeException | Error e) {
      failure = e;
    } finally {
      statistics.stop();
    }
  }
}
