package org.leapshot.slog2.convert;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.leapshot.slog2.convert.TraceItem.DrawableItem;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/**
 * Reads and checks items on a second thread while the caller writes, in batches through a small
 * bounded queue: parsing text and building the tree each take about half the time, and the machine
 * has two cores. Items, and a failure, reach the caller in exactly the order the source gave them,
 * so the output does not depend on the threading.
 *
 * <p>The source is used only by the reading thread until it ends; {@link #close()} stops and joins
 * it, after which the caller may close the source.
 */
final class ReadAhead implements Closeable {
  /**
   * Small batches: the drawables reach the writing thread while still in a shared cache (2048-item
   * batches cost about 5 % more CPU on the 1 GB text trace than 256). Many of them may be queued
   * (as many as the source asks for, {@link TraceSource#readAheadItems()}), and a thread that had to
   * wait is woken for a run of batches, not for each one (see {@link BatchHandoff}): with 4 queued
   * and a wake-up per batch the 1 GB OTF conversion slept and woke 70 000 times, with 32 and runs of
   * 4 about 8 000 times, and took 9.7-10.8 s instead of 11.5-12.8 s in interleaved runs.
   */
  static final int BATCH_ITEMS = 256;
  /** A waiting consumer is woken when this share of the queue is full (at least {@link #MIN_WAKE_BATCHES}). */
  private static final int WAKE_CONSUMER_DIVISOR = 16;
  private static final int MIN_WAKE_BATCHES = 4;
  /** Batches between two looks at the source's progress (the converter reports it every 32 batches). */
  private static final int PROGRESS_EVERY_BATCHES = 16;

  private final CheckedSource source;
  private final BatchHandoff<ReadAheadBatch> queue;
  /** Emptied batches, from the caller back to the reading thread (which makes a new one when none is here). */
  private final ArrayBlockingQueue<ReadAheadBatch> spare;
  /**
   * The last batch left that had a drawable: the caller may still name the place of its last
   * drawable ({@link #batch()}) until it passes a drawable of a later batch.
   */
  private ReadAheadBatch held;
  private final Thread thread;
  private volatile boolean stopped;
  /** An error that ended the reading thread, such as OutOfMemoryError, seen even if handing it over failed. */
  private volatile Throwable died;
  private ReadAheadBatch current = new ReadAheadBatch();
  private int index = -1;
  private double progress = -1;

  /** Starts reading {@code source}, queueing up to {@code items} items (rounded to whole batches, at least 2). */
  ReadAhead(CheckedSource source, int items) {
    this.source = source;
    int batches = Math.max(2, items / BATCH_ITEMS);
    this.queue = new BatchHandoff<>(batches, Math.min(batches, Math.max(MIN_WAKE_BATCHES, batches / WAKE_CONSUMER_DIVISOR)));
    this.spare = new ArrayBlockingQueue<>(batches + 2);
    this.thread = new Thread(this::readAll, "leapshot-convert-reader");
    this.thread.setDaemon(true);
    this.thread.start();
  }

  /**
   * Moves to the next entry: true, or false at the end; throws what the source or the checks
   * threw, in order. The entry is then {@link #drawable()} or {@link #item()}.
   */
  boolean advance() throws IOException {
    while (++index >= current.size) {
      ReadAheadBatch b = current;
      if (b.last) {
        index = b.size; // stays at the end: later calls end here again
        if (b.failure != null) {
          throw b.failure;
        }
        if (b.bug instanceof RuntimeException e) {
          throw e;
        }
        if (b.bug instanceof Error e) {
          throw e;
        }
        return false;
      }
      current = take();
      retire(b);
      index = -1;
      progress = current.progress;
    }
    return true;
  }

  /** The current entry's drawable, or {@code null} when it is another item. */
  Drawable drawable() {
    Object e = current.entries[index];
    // A primitive told by its (final) class first: a test against the interface searches the
    // object's supertypes, for every drawable.
    return e instanceof Primitive p ? p : e instanceof Drawable d ? d : null;
  }

  /** The current entry as an item (a drawable wrapped with its position). */
  TraceItem item() {
    Object e = current.entries[index];
    return e instanceof Drawable d ? new DrawableItem(d, position()) : (TraceItem) e;
  }

  /** Where the current entry was read. */
  SourcePosition position() {
    return positionAt(current, index);
  }

  /**
   * With {@link #index()}, marks the current entry for {@link #positionAt} later: cheaper than
   * its position, which is in columns the building thread otherwise never reads.
   */
  Object batch() {
    return current;
  }

  int index() {
    return index;
  }

  /** Where the entry marked by {@link #batch()} and {@link #index()} was read. */
  static SourcePosition positionAt(Object batch, int index) {
    ReadAheadBatch b = (ReadAheadBatch) batch;
    Object where = b.where[index];
    return where instanceof SourcePosition p ? p : SourcePosition.line((String) where, b.lines[index]);
  }

  /**
   * Hands a batch the caller has left back to the reading thread, or, when it had a drawable, the
   * one held before it: the caller's {@link #batch()} names a batch with a drawable, and only the
   * newest such one (it passes its drawables in order).
   */
  private void retire(ReadAheadBatch b) {
    ReadAheadBatch free = b;
    if (b.hasDrawable) {
      free = held;
      held = b;
    }
    if (free != null) {
      spare.offer(free.reset()); // dropped when the spare queue is full
    }
  }

  /** The next batch; if the reading thread died without handing one over, its error instead of waiting forever. */
  private ReadAheadBatch take() throws IOException {
    try {
      while (true) {
        ReadAheadBatch b = queue.poll(100, TimeUnit.MILLISECONDS);
        if (b != null) {
          return b;
        }
        if (!thread.isAlive() && queue.isEmpty()) {
          Throwable t = died;
          if (t instanceof Error e) {
            throw e;
          }
          throw new IllegalStateException("the reading thread ended without a result", t);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while converting");
    }
  }

  /** The source's progress when the current batch, or one of the few before it, was read. */
  double progress() {
    return progress;
  }

  /** Fills batches on the reading thread and hands each over when full. */
  private final class Filler implements ItemSink {
    ReadAheadBatch batch = new ReadAheadBatch();
    long batches;
    double sourceProgress = -1;
    boolean refused;

    @Override
    public void drawable(Drawable d, String file, long line) {
      ReadAheadBatch b = batch;
      int i = b.size++;
      b.entries[i] = d;
      b.where[i] = file;
      b.lines[i] = line;
      b.hasDrawable = true;
      if (b.isFull()) {
        handOver();
      }
    }

    @Override
    public void item(TraceItem item) {
      ReadAheadBatch b = batch;
      int i = b.size++;
      if (item instanceof DrawableItem d) {
        b.entries[i] = d.drawable();
        b.where[i] = d.position();
        b.hasDrawable = true;
      } else {
        b.entries[i] = item;
        b.where[i] = item.position();
      }
      if (b.isFull()) {
        handOver();
      }
    }

    private void handOver() {
      // Progress is asked for now and then only: a source may have to add it up over many files.
      if ((batches++ & (PROGRESS_EVERY_BATCHES - 1)) == 0) {
        sourceProgress = source.progress();
      }
      batch.progress = sourceProgress;
      refused |= !put(batch);
      ReadAheadBatch used = spare.poll();
      batch = used != null ? used : new ReadAheadBatch();
    }
  }

  private void readAll() {
    Filler filler = new Filler();
    try {
      while (!stopped && !filler.refused && source.drainTo(filler)) {
        // The filler hands over each batch as it fills.
      }
      if (filler.refused) {
        return;
      }
      filler.batch.last = true;
      filler.batch.progress = 1;
    } catch (IOException e) {
      filler.batch.last = true;
      filler.batch.failure = e;
      filler.batch.progress = -1;
    } catch (RuntimeException | Error e) {
      // Also errors such as OutOfMemoryError: the caller must hear of them rather than wait forever.
      died = e;
      ReadAheadBatch b = new ReadAheadBatch();
      filler.batch = b;
      b.last = true;
      b.bug = e;
      b.progress = -1;
    }
    put(filler.batch);
  }

  /** Hands a batch over; false when the caller has stopped reading. */
  private boolean put(ReadAheadBatch b) {
    try {
      while (!stopped) {
        if (queue.offer(b, b.last, 100, TimeUnit.MILLISECONDS)) {
          return true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return false;
  }

  /**
   * Stops the reading thread and waits for it, so that the source can be closed safely. Waits even
   * when interrupted (a cancelled conversion closes its source right after): the reader stops after
   * at most one item and one short wait for queue space. The interrupt status is kept.
   */
  @Override
  public void close() {
    stopped = true;
    queue.clear();
    boolean interrupted = false;
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
