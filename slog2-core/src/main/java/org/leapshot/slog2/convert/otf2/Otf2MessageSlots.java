package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * The message matcher's table by key (sender and receiver timeline, communicator and tag, as two
 * longs), open addressing: per key its queue of waiting sides ({@link Otf2WaitingSides}) and room
 * for one waiting side in the slot itself. No key object is made and no {@code equals} called.
 * Keys are never removed.
 *
 * <p>Why the side in the slot: in the 1 024-rank archive every side found either nothing waiting or
 * exactly one partner (1.4 million sides), and with thousands of keys nearly every look-up misses
 * the cache. A slot is six longs (first, second, queue number + 1 and the inline side's kind, its
 * time, length and place), which lie in one cache line, so a side that waits or meets its partner
 * there touches one line where the queue had cost five more (the value array, the queue and three
 * of its columns). Whether the queue holds sides is a bit of the slot too: reading the queue's
 * own count had been a cold line for every side that found nothing waiting in the slot.
 */
final class Otf2MessageSlots {
  /** Kinds of the side waiting in a slot. */
  static final int NONE = 0;
  static final int SEND = 1;
  static final int RECEIVE = 2;

  /** In a slot's META long: the inline side's kind above the queue number, and whether the queue holds sides. */
  private static final long KIND_BITS = 3L << 32;
  private static final long QUEUED = 1L << 34;

  private static final int STRIDE = 6;
  private static final int META = 2;
  private static final int TIME = 3;
  private static final int LENGTH = 4;
  private static final int OFFSET = 5;

  private long[] slots = new long[STRIDE * 64];
  /** The event file of each slot's inline side (by slot number); stale once the side is gone. */
  private String[] files = new String[64];
  private Otf2WaitingSides[] queues = new Otf2WaitingSides[32];
  private int size;

  /** The slot of {@code (first, second)} (an offset for the accessors below), or -1. */
  int find(long first, long second) {
    long[] s = slots;
    int mask = s.length / STRIDE - 1;
    for (int i = hash(first, second, mask); ; i = (i + 1) & mask) {
      int at = STRIDE * i;
      if (s[at + META] == 0) {
        return -1;
      }
      if (s[at] == first && s[at + 1] == second) {
        return at;
      }
    }
  }

  /** Adds a key not in the table yet, with its queue and no inline side; returns its slot. */
  int put(long first, long second, Otf2WaitingSides queue) {
    if (2 * (size + 1) > slots.length / STRIDE) {
      grow();
    }
    if (size == queues.length) {
      queues = Arrays.copyOf(queues, 2 * size);
    }
    queues[size] = queue;
    size++;
    int at = free(first, second);
    slots[at] = first;
    slots[at + 1] = second;
    slots[at + META] = size;
    return at;
  }

  private int free(long first, long second) {
    long[] s = slots;
    int mask = s.length / STRIDE - 1;
    int i = hash(first, second, mask);
    while (s[STRIDE * i + META] != 0) {
      i = (i + 1) & mask;
    }
    return STRIDE * i;
  }

  private static int hash(long first, long second, int mask) {
    long h = (first * 0x9E3779B97F4A7C15L + second) * 0xC2B2AE3D27D4EB4FL;
    return (int) (h >>> 40) & mask;
  }

  private void grow() {
    long[] old = slots;
    String[] oldFiles = files;
    slots = new long[2 * old.length];
    files = new String[2 * oldFiles.length];
    for (int at = 0; at < old.length; at += STRIDE) {
      if (old[at + META] != 0) {
        int to = free(old[at], old[at + 1]);
        System.arraycopy(old, at, slots, to, STRIDE);
        files[to / STRIDE] = oldFiles[at / STRIDE];
      }
    }
  }

  /** The queue of the key in slot {@code at}. */
  Otf2WaitingSides queue(int at) {
    return queues[(int) slots[at + META] - 1];
  }

  /** {@link #SEND}, {@link #RECEIVE} or {@link #NONE}: the side waiting in slot {@code at}. */
  int inlineKind(int at) {
    return (int) ((slots[at + META] & KIND_BITS) >>> 32);
  }

  /** Whether the key's queue holds sides (as {@link #setQueued} last said). */
  boolean queued(int at) {
    return (slots[at + META] & QUEUED) != 0;
  }

  void setQueued(int at, boolean queued) {
    slots[at + META] = queued ? slots[at + META] | QUEUED : slots[at + META] & ~QUEUED;
  }

  long inlineTime(int at) {
    return slots[at + TIME];
  }

  long inlineLength(int at) {
    return slots[at + LENGTH];
  }

  long inlineOffset(int at) {
    return slots[at + OFFSET];
  }

  String inlineFile(int at) {
    return files[at / STRIDE];
  }

  /** Lets a side wait in slot {@code at}, which has none. */
  void setInline(int at, boolean isSend, long time, long length, String file, long offset) {
    long[] s = slots;
    s[at + META] = (s[at + META] & ~KIND_BITS) | (long) (isSend ? SEND : RECEIVE) << 32;
    s[at + TIME] = time;
    s[at + LENGTH] = length;
    s[at + OFFSET] = offset;
    files[at / STRIDE] = file;
  }

  /** The side waiting in slot {@code at} has met its partner or moved to the queue. */
  void clearInline(int at) {
    slots[at + META] &= ~KIND_BITS;
  }

  /** Moves every inline side to the end of its key's queue (which is then empty), so that the queues hold all that waits. */
  void moveInlineToQueues() {
    long[] s = slots;
    for (int at = 0; at < s.length; at += STRIDE) {
      int kind = inlineKind(at);
      if (kind != NONE) {
        queue(at).add(kind == SEND, s[at + TIME], s[at + LENGTH], inlineFile(at), s[at + OFFSET]);
        clearInline(at);
      }
    }
  }
}
