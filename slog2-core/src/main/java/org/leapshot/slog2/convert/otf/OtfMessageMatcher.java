package org.leapshot.slog2.convert.otf;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Pairs sends with receives (spec §17): per key (sender, receiver, communicator, tag) the k-th
 * send matches the k-th receive, MPI's non-overtaking rule. Either side may come first in the
 * merged order (clocks of different processes disagree), so each key holds a FIFO of whichever
 * side is waiting. Memory is bounded: beyond {@link #MAX_PENDING} waiting messages, new ones are
 * refused (the caller counts them as unmatched).
 */
final class OtfMessageMatcher {
  static final int MAX_PENDING = 1_000_000;

  record Key(long sender, long receiver, long communicator, long tag) {
    @Override
    public String toString() {
      return "process 0x" + Long.toHexString(sender) + " to 0x" + Long.toHexString(receiver) + ", communicator 0x"
          + Long.toHexString(communicator) + ", tag 0x" + Long.toHexString(tag);
    }
  }

  /** One side of a message waiting for its partner. */
  record Half(boolean isSend, long time, long length, String file, long line) {}

  private final Map<Key, ArrayDeque<Half>> waiting = new HashMap<>();
  private int pending;

  /**
   * Offers one side. Returns the partner when one was waiting (the pair is complete), otherwise
   * {@code null} and the side waits; {@code refused} is set when the side could not wait.
   */
  Half offer(Key key, Half half, boolean[] refused) {
    refused[0] = false;
    ArrayDeque<Half> queue = waiting.get(key);
    if (queue != null && !queue.isEmpty() && queue.peekFirst().isSend() != half.isSend()) {
      Half partner = queue.pollFirst();
      pending--;
      if (queue.isEmpty()) {
        waiting.remove(key);
      }
      return partner;
    }
    if (pending >= MAX_PENDING) {
      refused[0] = true;
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

  int pending() {
    return pending;
  }

  /** Everything still waiting, for the report at the end. */
  Map<Key, ArrayDeque<Half>> waiting() {
    return waiting;
  }
}
