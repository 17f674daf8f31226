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

  record Key(int senderLine, int receiverLine, long comm, long tag) {
    // Written out: a record's generated equals and hashCode go through method handles, which the
    // quick compiler that convert runs with does not inline; one lookup per message.
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.senderLine == senderLine && k.receiverLine == receiverLine && k.comm == comm
          && k.tag == tag;
    }

    @Override
    public int hashCode() {
      return ((senderLine * 31 + receiverLine) * 31 + Long.hashCode(comm)) * 31 + Long.hashCode(tag);
    }
  }

  /** One side of a message waiting for its partner; where it was read, for the report. */
  record Half(boolean isSend, long time, long length, String file, long offset) {}

  private final Map<Key, ArrayDeque<Half>> waiting = new HashMap<>();
  /** The queue of the key asked for last: a rank's messages to one peer often come in a row. */
  private Key lastKey;
  private ArrayDeque<Half> lastQueue;
  private int pending;

  /**
   * Offers one side of a message: the partner when one was waiting (the pair is complete);
   * otherwise {@code null}, and the side waits (made into a {@link Half} only then), or is
   * refused when {@link #full()}.
   */
  Half offer(int senderLine, int receiverLine, long comm, long tag, boolean isSend, long time, long length,
      String file, long offset) {
    ArrayDeque<Half> queue = queue(senderLine, receiverLine, comm, tag);
    // Empty queues stay in the map: a pair of ranks exchanges many messages on one key, and
    // making and dropping a queue for each cost more than the few keys a trace has.
    if (queue != null && !queue.isEmpty() && queue.peekFirst().isSend() != isSend) {
      pending--;
      return queue.pollFirst();
    }
    if (full()) {
      return null;
    }
    if (queue == null) {
      queue = new ArrayDeque<>(2);
      lastQueue = queue;
      waiting.put(lastKey, queue); // queue() just looked this key up
    }
    queue.addLast(new Half(isSend, time, length, file, offset));
    pending++;
    return null;
  }

  private ArrayDeque<Half> queue(int senderLine, int receiverLine, long comm, long tag) {
    Key k = lastKey;
    if (k != null && k.senderLine() == senderLine && k.receiverLine() == receiverLine && k.comm() == comm
        && k.tag() == tag) {
      return lastQueue;
    }
    Key key = new Key(senderLine, receiverLine, comm, tag);
    ArrayDeque<Half> queue = waiting.get(key);
    lastKey = key;
    lastQueue = queue;
    return queue;
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
