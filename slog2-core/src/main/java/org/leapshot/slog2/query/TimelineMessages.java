package org.leapshot.slog2.query;

import java.util.Arrays;

/**
 * One timeline's messages as its arrows and arrow shadows come, summed per receiving timeline when
 * the timeline is done (sums of whole numbers: the order does not matter). One instance per
 * thread; it keeps its arrays from one timeline to the next.
 */
final class TimelineMessages {
  /** Receiver in the high half, the message's number in the low half (to sort by receiver). */
  private long[] receiver = new long[16];
  /** Per message: arrows, bytes, sized arrows. */
  private long[] message = new long[3 * 16];
  private int size;

  void add(int to, long arrows, long bytes, long sized) {
    if (size == receiver.length) {
      receiver = Arrays.copyOf(receiver, 2 * size);
      message = Arrays.copyOf(message, 6 * size);
    }
    receiver[size] = KeySlots.pair(to, size);
    message[3 * size] = arrows;
    message[3 * size + 1] = bytes;
    message[3 * size++ + 2] = sized;
  }

  /** The timeline's messages per receiving timeline, ascending, into row {@code row} of {@code out}; then empty. */
  void emit(int row, StatisticsRows out) {
    if (size == 0) {
      return;
    }
    Arrays.sort(receiver, 0, size);
    int peers = 0;
    for (int k = 0; k < size; k++) {
      peers += k == 0 || to(k) != to(k - 1) ? 1 : 0;
    }
    int[] to = new int[peers];
    long[] sums = new long[3 * peers];
    for (int k = 0, p = -1; k < size; k++) {
      if (k == 0 || to(k) != to(k - 1)) {
        to[++p] = to(k);
      }
      int m = 3 * (int) receiver[k];
      sums[3 * p] += message[m];
      sums[3 * p + 1] += message[m + 1];
      sums[3 * p + 2] += message[m + 2];
    }
    out.receivers[row] = to;
    out.messages[row] = sums;
    size = 0;
  }

  private int to(int k) {
    return (int) (receiver[k] >> 32);
  }
}
