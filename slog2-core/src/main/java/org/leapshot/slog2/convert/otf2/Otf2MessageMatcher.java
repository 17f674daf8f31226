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

  /**
   * A message key. Its equality and hash are written out: a record's own are made on first use by
   * {@code java.lang.runtime.ObjectMethods}, which spun about 60 method-handle classes at the first
   * message of every conversion (tens of ms of CPU, none of it in the class-data archive). The hash
   * is the record's (31 × the fields in order), so the map, and the report made from it, iterate as
   * before.
   */
  record Key(int senderLine, int receiverLine, long comm, long tag) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.senderLine == senderLine && k.receiverLine == receiverLine && k.comm == comm
          && k.tag == tag;
    }

    @Override
    public int hashCode() {
      return ((senderLine * 31 + receiverLine) * 31 + Long.hashCode(comm)) * 31 + Long.hashCode(tag);
    }

    @Override
    public String toString() {
      return "Key[senderLine=" + senderLine + ", receiverLine=" + receiverLine + ", comm=" + comm + ", tag=" + tag
          + "]";
    }
  }

  private final Map<Key, Otf2WaitingSides> waiting = new HashMap<>();
  /**
   * The same queues by (sender, receiver) and (communicator, tag) packed in two longs, when both
   * ids fit 32 bits (OTF2 writes them as such), each with room for one waiting side of its own:
   * looked up per message without a Key. With 1 024 ranks consecutive messages rarely share a key,
   * and the map's look-up was a tenth of the reading.
   */
  private final Otf2MessageSlots slots = new Otf2MessageSlots();
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
    if (!fits32(comm, tag)) {
      Key key = new Key(senderLine, receiverLine, comm, tag);
      Otf2WaitingSides queue = waiting.get(key);
      if (queue == null && !full()) {
        queue = new Otf2WaitingSides();
        waiting.put(key, queue);
      }
      return queue != null && offer(queue, isSend, time, length, file, offset);
    }
    long lines = lines(senderLine, receiverLine);
    long ids = ids(comm, tag);
    int at = slots.find(lines, ids);
    if (at < 0) {
      if (full()) {
        return false;
      }
      Otf2WaitingSides queue = new Otf2WaitingSides();
      waiting.put(new Key(senderLine, receiverLine, comm, tag), queue);
      at = slots.put(lines, ids, queue);
    }
    int kind = slots.inlineKind(at);
    if (kind == Otf2MessageSlots.NONE) {
      // The queue holds sides only while more than one waits (see below); an empty one leaves the
      // side to the slot, where it usually meets its partner.
      if (slots.queued(at)) {
        Otf2WaitingSides queue = slots.queue(at);
        boolean matched = offer(queue, isSend, time, length, file, offset);
        slots.setQueued(at, !queue.isEmpty());
        return matched;
      }
      if (full()) {
        return false;
      }
      slots.setInline(at, isSend, time, length, file, offset);
      pending++;
      return false;
    }
    if ((kind == Otf2MessageSlots.SEND) != isSend) {
      pending--;
      partnerTime = slots.inlineTime(at);
      partnerLength = slots.inlineLength(at);
      slots.clearInline(at);
      return true;
    }
    if (full()) {
      return false;
    }
    // A second side of the same kind: both go to the queue, oldest first.
    Otf2WaitingSides queue = slots.queue(at);
    queue.add(isSend, slots.inlineTime(at), slots.inlineLength(at), slots.inlineFile(at), slots.inlineOffset(at));
    slots.clearInline(at);
    queue.add(isSend, time, length, file, offset);
    slots.setQueued(at, true);
    pending++;
    return false;
  }

  /** {@link #offer} with the key's queue. */
  private boolean offer(Otf2WaitingSides queue, boolean isSend, long time, long length, String file, long offset) {
    // Empty queues stay in the map: a pair of ranks exchanges many messages on one key, and
    // making and dropping a queue for each cost more than the few keys a trace has.
    if (!queue.isEmpty() && queue.areSends() != isSend) {
      pending--;
      partnerTime = queue.time(0);
      partnerLength = queue.length(0);
      queue.removeOldest();
      return true;
    }
    if (full()) {
      return false;
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

  /**
   * Everything still waiting, for the report at the end: the sides waiting in the table's slots
   * move to their queues, so no side may be offered afterwards.
   */
  Map<Key, Otf2WaitingSides> waiting() {
    slots.moveInlineToQueues();
    return waiting;
  }
}
