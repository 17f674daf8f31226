package org.leapshot.slog2.convert.otf2;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Pairs MPI sends with receives (spec §13.3): per key (sender timeline, receiver timeline,
 * communicator, tag) the k-th send matches the k-th receive, MPI's non-overtaking rule. Either side
 * may come first in time order (clocks of different locations disagree), so each key holds a FIFO
 * of whichever side waits. Beyond {@link #MAX_PENDING} waiting sides new ones are refused, which
 * bounds memory on a trace whose messages never match.
 */
final class Otf2MessageMatcher {
  static final int MAX_PENDING = 2_000_000;

  record Key(int senderLine, int receiverLine, long comm, long tag) {}

  /** One side of a message waiting for its partner; where it was read, for the report. */
  record Half(boolean isSend, long time, long length, String file, long offset) {}

  private final Map<Key, ArrayDeque<Half>> waiting = new HashMap<>();
  private int pending;

  /**
   * Offers one side: the partner when one was waiting (the pair is complete); otherwise
   * {@code null}, and the side waits, or is refused when {@link #full()}.
   */
  Half offer(Key key, Half half) {
    ArrayDeque<Half> queue = waiting.get(key);
    // Empty queues stay in the map: a pair of ranks exchanges many messages on one key, and
    // making and dropping a queue for each cost more than the few keys a trace has.
    if (queue != null && !queue.isEmpty() && queue.peekFirst().isSend() != half.isSend()) {
      pending--;
      return queue.pollFirst();
    }
    if (full()) {
      return null;
    }
    if (queue == null) {
      queue = new ArrayDeque<>(2);
      waiting.put(key, queue);
    }
    queue.addLast(half);
    pending++;
    return null;
  }

  /** True when no more sides can wait. */
  boolean full() {
    return pending >= MAX_PENDING;
  }

  /** Everything still waiting, for the report at the end. */
  Map<Key, ArrayDeque<Half>> waiting() {
    return waiting;
  }
}
