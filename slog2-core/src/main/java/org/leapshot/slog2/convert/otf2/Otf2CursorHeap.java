package org.leapshot.slog2.convert.otf2;

import java.util.Arrays;

/**
 * The locations' event cursors ordered by their current event's time, ties by location order, so
 * that the events of all locations come out merged in time order without sorting (each location's
 * events are already in time order, spec §14).
 *
 * <p>A tree of losers: after the earliest cursor moves on, one comparison per level against the
 * loser stored there puts the new winner on top. Each node keeps its loser's key (time, order)
 * beside the loser, so the walk from leaf to root reads the path's own slots, in cache, and carries
 * the winner's key in locals; with 1 024 locations that walk is most of the merge. A cursor with no
 * more events gets the key (max, max), after every live one (orders are ints, so never max).
 *
 * @param <C> the cursor type
 */
final class Otf2CursorHeap<C> {
  private static final long DONE = Long.MAX_VALUE;

  private Object[] cursors = new Object[16];
  /** Each leaf's key while the tree is built. */
  private long[] times = new long[16];
  private long[] orders = new long[16];
  private int size;
  private int live;
  /** Node {@code i} (1 .. size-1) holds the cursor that lost there and its key; leaf {@code j} is node size + j. */
  private int[] losers = new int[0];
  private long[] loserTimes = new long[0];
  private long[] loserOrders = new long[0];
  private int winner = -1;
  private long winnerOrder;

  /** Takes a cursor standing on its first event at {@code time}; {@code order} breaks ties in time. */
  void add(C cursor, long time, int order) {
    if (size == cursors.length) {
      int n = size * 2;
      cursors = Arrays.copyOf(cursors, n);
      times = Arrays.copyOf(times, n);
      orders = Arrays.copyOf(orders, n);
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
    replay(time, winnerOrder);
  }

  /** The top cursor has no more events. */
  void removeTop() {
    cursors[winner] = null;
    live--;
    replay(DONE, DONE);
  }

  /** The winner's key changed: from its leaf to the root, it meets the loser of each match. */
  private void replay(long time, long order) {
    int w = winner;
    times[w] = time; // the leaf's key too, for a build after a later add
    orders[w] = order;
    long wt = time;
    long wo = order;
    int[] l = losers;
    long[] lt = loserTimes;
    long[] lo = loserOrders;
    for (int node = (w + size) >>> 1; node >= 1; node >>>= 1) {
      long ot = lt[node];
      if (ot < wt || (ot == wt && lo[node] < wo)) {
        int other = l[node];
        long oo = lo[node];
        l[node] = w;
        lt[node] = wt;
        lo[node] = wo;
        w = other;
        wt = ot;
        wo = oo;
      }
    }
    winner = w;
    winnerOrder = wo;
  }

  private void build() {
    int n = Math.max(1, size);
    losers = new int[n];
    loserTimes = new long[n];
    loserOrders = new long[n];
    int[] winners = new int[n];
    for (int node = size - 1; node >= 1; node--) {
      int left = 2 * node;
      int right = left + 1;
      int a = left >= size ? left - size : winners[left];
      int b = right >= size ? right - size : winners[right];
      boolean aWins = times[a] < times[b] || (times[a] == times[b] && (orders[a] < orders[b]
          || (orders[a] == orders[b] && a < b)));
      int loser = aWins ? b : a;
      winners[node] = aWins ? a : b;
      losers[node] = loser;
      loserTimes[node] = times[loser];
      loserOrders[node] = orders[loser];
    }
    winner = size == 1 ? 0 : winners[1];
    winnerOrder = orders[winner];
  }
}
