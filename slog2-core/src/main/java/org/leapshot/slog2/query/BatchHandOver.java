package org.leapshot.slog2.query;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Hands a {@link StateBatch} over to its timelines on two threads: the caller and a helper sort a
 * part of the batch each, then take ranges of timelines in turn until none is left (timelines share
 * nothing, and the sorted batch is only read). The timelines' work is most of the reading thread's
 * time on a run of 16 384 timelines, and the caller meets the helper once per batch (a dozen times
 * a run), not once per node as a group of timelines on a thread of its own is fed ({@link
 * StatisticsShard}): on a loaded machine a helper that does not get a core costs no wait, the
 * caller takes the parts and ranges it left, and waits only for one the helper began.
 */
final class BatchHandOver implements Runnable {
  /** Ranges of timelines a batch is cut into: enough that neither thread waits long for the other's last. */
  static final int RANGES = 32;
  /** States in a batch part sorted by one thread: fewer are not worth a second. */
  static final int PART_STATES = 1 << 16;
  /** Whether the caller takes ranges too (tests leave them all to the helper). */
  private final boolean callerWorks;
  private final int partStates;
  private final TimelineNesting.Scratch helperScratch = new TimelineNesting.Scratch();
  private volatile Job job;
  private volatile boolean stopped;
  private Thread helper;

  /**
   * One batch's hand-over: its parts sorted and its ranges worked out, taken in turn (every part
   * before any range), their added states summed.
   */
  private static final class Job {
    final StateBatch batch;
    final StreamedTimeline[] timelines;
    final int count;
    final int parts;
    final int ranges;
    final double start;
    final double end;
    final double frontier;
    final Thread caller = Thread.currentThread();
    final AtomicInteger next = new AtomicInteger();
    final AtomicInteger sorted = new AtomicInteger();
    final AtomicInteger done = new AtomicInteger();
    final AtomicLong added = new AtomicLong();
    volatile Throwable failure;

    Job(StateBatch batch, StreamedTimeline[] timelines, int count, int parts, double start, double end,
        double frontier) {
      this.batch = batch;
      this.timelines = timelines;
      this.count = count;
      this.parts = parts;
      this.ranges = Math.min(RANGES, count);
      this.start = start;
      this.end = end;
      this.frontier = frontier;
    }

    /** Takes parts, then ranges, until none is left; the last range done wakes the caller. */
    void work(TimelineNesting.Scratch scratch) {
      for (int task = next.getAndIncrement(); task < parts + ranges; task = next.getAndIncrement()) {
        if (task < parts) {
          try {
            batch.scatter(task);
          } catch (RuntimeException | Error e) {
            failure = e; // the ranges still run, so that neither thread waits for this part; the caller throws
          }
          sorted.incrementAndGet();
          continue;
        }
        while (sorted.get() < parts) {
          LockSupport.parkNanos(this, 20_000); // the other thread sorts its part (begun: a few milliseconds)
        }
        int r = task - parts;
        try {
          added.addAndGet(batch.handOver(timelines, (int) ((long) r * count / ranges),
              (int) ((long) (r + 1) * count / ranges), start, end, frontier, scratch));
        } catch (RuntimeException | Error e) {
          failure = e;
        }
        if (done.incrementAndGet() == ranges) {
          LockSupport.unpark(caller);
        }
      }
    }
  }

  BatchHandOver() {
    this(true, PART_STATES);
  }

  /**
   * @param callerWorks whether the caller takes parts and ranges too, else it waits for the helper's
   * @param partStates states in a part of a batch sorted by one thread
   */
  BatchHandOver(boolean callerWorks, int partStates) {
    this.callerWorks = callerWorks;
    this.partStates = partStates;
  }

  /**
   * Sorts {@code batch} by timeline, hands it over to the first {@code count} {@code timelines}
   * (flushing them up to {@code frontier}) and empties it; returns how many states that added to
   * cells, as {@link StateBatch#handOver} over them all.
   */
  long handOver(StateBatch batch, StreamedTimeline[] timelines, int count, double start, double end,
      double frontier, TimelineNesting.Scratch scratch) {
    int parts = batch.size() >= 2 * partStates ? 2 : 1;
    batch.count(count, parts);
    Job j = new Job(batch, timelines, count, parts, start, end, frontier);
    if (helper == null) {
      helper = new Thread(this, "leapshot-statistics-helper");
      helper.setDaemon(true);
      helper.start();
    }
    job = j; // published: the batch and timelines written before are seen by the helper
    LockSupport.unpark(helper);
    if (callerWorks) {
      j.work(scratch);
    }
    while (j.done.get() < j.ranges) {
      LockSupport.park(this);
    }
    batch.clear();
    Throwable t = j.failure;
    if (t instanceof RuntimeException e) {
      throw e;
    } else if (t instanceof Error e) {
      throw e;
    }
    return j.added.get();
  }

  /** Ends the helper (it only waits between batches). */
  void stop() {
    stopped = true;
    if (helper != null) {
      LockSupport.unpark(helper);
    }
  }

  @Override
  public void run() {
    Job last = null;
    while (!stopped) {
      Job j = job;
      if (j != null && j != last) {
        last = j;
        j.work(helperScratch);
      } else {
        LockSupport.park(this);
      }
    }
  }
}
