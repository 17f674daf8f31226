package org.leapshot.slog2.convert;

import java.io.IOException;
import java.util.ArrayDeque;

/**
 * A source that converts its input one step (a line) at a time straight into the converter's sink,
 * keeping a queue only for items made before reading starts (line-ID maps) and for {@link
 * #peek()}. Subclasses give {@link #step}, which calls {@link #markFinished()} at the end.
 */
public abstract class SteppedTraceSource implements TraceSource {
  private final ArrayDeque<TraceItem> queue = new ArrayDeque<>();
  private final ItemSink queueSink = ItemSink.into(queue);
  private boolean finished;

  /** Steps per {@link #drainTo} call: fewer passes through the converter's checking and read-ahead layers. */
  private static final int STEPS_PER_DRAIN = 32;

  /** Reads the next step, handing what it makes to {@code sink}, or finishes. */
  protected abstract void step(ItemSink sink) throws IOException;

  /** Queues an item to come out before anything {@link #step} makes next. */
  protected final void queue(TraceItem item) {
    queue.add(item);
  }

  protected final void markFinished() {
    finished = true;
  }

  protected final boolean isFinished() {
    return finished;
  }

  @Override
  public final TraceItem peek() throws IOException {
    while (queue.isEmpty() && !finished) {
      step(queueSink);
    }
    return queue.peek();
  }

  @Override
  public final TraceItem next() throws IOException {
    TraceItem item = peek();
    return item == null ? null : queue.poll();
  }

  @Override
  public final boolean drainTo(ItemSink sink) throws IOException {
    if (!queue.isEmpty()) {
      sink.item(queue.poll());
      return true;
    }
    if (finished) {
      return false;
    }
    for (int i = 0; i < STEPS_PER_DRAIN && !finished; i++) {
      step(sink);
    }
    return true;
  }
}
