package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * The locations' event cursors ordered by their current event's time, ties by location order, so
 * that the events of all locations come out merged in time order without sorting (each location's
 * events are already in time order, spec §14).
 *
 * <p>A tree of losers over the keys kept in flat arrays: after the earliest cursor moves on, one
 * comparison per level against the loser stored there puts the new winner on top. The binary heap
 * it replaces made two comparisons per level, each reading a cursor object: with 1 024 locations
 * that merge was the reading thread's largest cost.
 *
 * @param <C> the cursor type
 */
final class Otf2CursorHeap<C> {
  private Object[] cursors = new Object[16];
  private long[] times = new long[16];
  private int[] orders = new int[16];
  private boolean[] done = new boolean[16];
  private int size;
  private int live;
  /** Node {@code i} (1 .. size-1) holds the cursor that lost there; leaf {@code j} is node size + j. */
  private int[] losers = new int[0];
  private int winner = -1;

  /** Takes a cursor standing on its first event at {@code time}; {@code order} breaks ties in time. */
  void add(C cursor, long time, int order) {
    if (size == cursors.length) {
      int n = size * 2;
      cursors = Arrays.copyOf(cursors, n);
      times = Arrays.copyOf(times, n);
      orders = Arrays.copyOf(orders, n);
      done = Arrays.copyOf(done, n);
    }
    cursors[size] = cursor;
    times[size] = time;
    orders[size] = order;
    size++;
    live++;
    winner = -1; // built again on the next look
  }

  boolean isEmpty() {
    return live == 0;
  }

  /** The cursor with the earliest event. */
  @SuppressWarnings("unchecked")
  C top() {
    if (winner < 0) {
      build();
    }
    return (C) cursors[winner];
  }

  /** The top cursor moved on to an event at {@code time} (not earlier than its last). */
  void topAdvanced(long time) {
    times[winner] = time;
    replay();
  }

  /** The top cursor has no more events. */
  void removeTop() {
    done[winner] = true;
    cursors[winner] = null;
    live--;
    replay();
  }

  private boolean before(int a, int b) {
    if (done[a] || done[b]) {
      return !done[a];
    }
    return times[a] < times[b] || (times[a] == times[b] && orders[a] < orders[b]);
  }

  /** The winner's key changed: from its leaf to the root, it meets the loser of each match. */
  private void replay() {
    int w = winner;
    for (int node = (w + size) >>> 1; node >= 1; node >>>= 1) {
      int other = losers[node];
      if (before(other, w)) {
        losers[node] = w;
        w = other;
      }
    }
    winner = w;
  }

  private void build() {
    losers = new int[Math.max(1, size)];
    int[] winners = new int[Math.max(1, size)];
    for (int node = size - 1; node >= 1; node--) {
      int left = 2 * node;
      int right = left + 1;
      int a = left >= size ? left - size : winners[left];
      int b = right >= size ? right - size : winners[right];
      boolean aWins = before(a, b) || (!before(b, a) && a < b);
      winners[node] = aWins ? a : b;
      losers[node] = aWins ? b : a;
    }
    winner = size == 1 ? 0 : winners[1];
  }
}
