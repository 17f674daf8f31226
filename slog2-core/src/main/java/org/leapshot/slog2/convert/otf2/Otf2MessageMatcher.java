package org.leapshot.slog2.convert.otf2;

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

  private final Map<Key, Otf2WaitingSides> waiting = new HashMap<>();
  /**
   * The same queues by (sender, receiver) and (communicator, tag) packed in two longs, when both
   * ids fit 32 bits (OTF2 writes them as such): looked up per message without a Key. With 1 024
   * ranks consecutive messages rarely share a key, and the map's look-up was a tenth of the reading.
   */
  private final Otf2PairIndex<Otf2WaitingSides> index = new Otf2PairIndex<>();
  /** The key {@link #queue} looked up last in {@link #waiting}, for the queue made for it. */
  private Key lastKey;
  private int pending;
  /** The time and length of the partner {@link #offer} found last. */
  private long partnerTime;
  private long partnerLength;

  /**
   * Offers one side of a message: true when a partner was waiting (the pair is complete; its time
   * and length are then {@link #partnerTime()} and {@link #partnerLength()}); otherwise false, and
   * the side waits, or is refused when {@link #full()}.
   */
  boolean offer(int senderLine, int receiverLine, long comm, long tag, boolean isSend, long time, long length,
      String file, long offset) {
    Otf2WaitingSides queue = queue(senderLine, receiverLine, comm, tag);
    // Empty queues stay in the map: a pair of ranks exchanges many messages on one key, and
    // making and dropping a queue for each cost more than the few keys a trace has.
    if (queue != null && !queue.isEmpty() && queue.areSends() != isSend) {
      pending--;
      partnerTime = queue.time(0);
      partnerLength = queue.length(0);
      queue.removeOldest();
      return true;
    }
    if (full()) {
      return false;
    }
    if (queue == null) {
      queue = new Otf2WaitingSides();
      waiting.put(lastKey, queue); // queue() just looked this key up
      if (fits32(comm, tag)) {
        index.put(lines(senderLine, receiverLine), ids(comm, tag), queue);
      }
    }
    queue.add(isSend, time, length, file, offset);
    pending++;
    return false;
  }

  long partnerTime() {
    return partnerTime;
  }

  long partnerLength() {
    return partnerLength;
  }

  private Otf2WaitingSides queue(int senderLine, int receiverLine, long comm, long tag) {
    if (fits32(comm, tag)) {
      Otf2WaitingSides queue = index.get(lines(senderLine, receiverLine), ids(comm, tag));
      if (queue != null) {
        return queue;
      }
    }
    Key key = new Key(senderLine, receiverLine, comm, tag);
    lastKey = key;
    return waiting.get(key);
  }

  private static boolean fits32(long comm, long tag) {
    return (comm >>> 32) == 0 && (tag >>> 32) == 0;
  }

  private static long lines(int senderLine, int receiverLine) {
    return (long) senderLine << 32 | (receiverLine & 0xffff_ffffL);
  }

  private static long ids(long comm, long tag) {
    return comm << 32 | tag;
  }

  /** True when no more sides can wait. */
  boolean full() {
    return pending >= MAX_PENDING;
  }

  /** Everything still waiting, for the report at the end. */
  Map<Key, Otf2WaitingSides> waiting() {
    return waiting;
  }
}
