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
 * <p>While every time is less than 2<sup>63 - b</sup> ticks past the earliest first time (b the
 * bits of a cursor's rank in (order, cursor) order), each key is one long, time above rank, and
 * each match is decided without a branch: which of the two wins is as good as random, and a
 * mispredicted branch per level had been most of the walk (about a tenth of the reading thread's
 * time with 1 024 locations). As keys are then unique (a cursor with no more events gets the
 * largest time with its rank), a node keeps only the loser's key: the winner is the cursor of the
 * rank left in the walking key, and the walk reads and writes one array instead of two. A time too
 * far on turns the tree back to pairs of longs for good.
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
  /**
   * Whether keys are packed: then {@link #loserTimes} holds each loser's packed key, {@link
   * #losers} and {@link #loserOrders} are unused.
   */
  private boolean packed;
  /** The earliest first time, 0 in a packed key. */
  private long base;
  /** Bits of a packed key below the time: the rank's. */
  private int rankBits;
  /** Packed keys hold times below this past {@link #base}; a done cursor's key holds this time. */
  private long timeLimit;
  /** Each cursor's rank in (order, cursor) order, and the cursor of each rank, while packed. */
  private int[] rankOf = new int[0];
  private int[] cursorOfRank = new int[0];
  /**
   * The smallest packed key but the winner's, when known (else -1, below every key): a winner
   * whose new key is still below it stays on top with the tree as it is. Known after a walk that
   * left the winner on top, whose path then holds every key it beat. With 16 locations the same
   * location comes next at more than half the events; with 1 024 hardly ever, which costs a
   * comparison.
   */
  private long runnerUp = -1;

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
      build(true);
    }
    return (C) cursors[winner];
  }

  /** The top cursor moved on to an event at {@code time} (not earlier than its last). */
  void topAdvanced(long time) {
    if (time == times[winner]) {
      // Its key is the same, still the smallest: the tree stays. A location's events often share a
      // time (OTF2 writes one timestamp for them), 15 % of them in generated traces of 1 024 ranks.
      return;
    }
    if (packed) {
      long t = time - base;
      if (t >= 0 && t < timeLimit) {
        times[winner] = time;
        long key = t << rankBits | rankOf[winner];
        if (key < runnerUp) {
          return;
        }
        replayPacked(key);
        return;
      }
      // Too far on to pack: pairs from here on, the tree rebuilt from the leaves' keys.
      times[winner] = time;
      build(false);
      return;
    }
    replay(time, winnerOrder);
  }

  /** The top cursor has no more events. */
  void removeTop() {
    cursors[winner] = null;
    live--;
    if (packed) {
      times[winner] = DONE;
      replayPacked(timeLimit << rankBits | rankOf[winner]);
      return;
    }
    replay(DONE, DONE);
  }

  /**
   * As {@link #replay} with packed keys, which are unique: at each level the smaller key wins and
   * the larger stays, chosen by masks; the winner is the cursor of the rank in the key left.
   */
  private void replayPacked(long key) {
    long wk = key;
    long smallestLoser = DONE;
    long[] lk = loserTimes;
    for (int node = (winner + size) >>> 1; node >= 1; node >>>= 1) {
      long ok = lk[node];
      // All ones when the stored loser is smaller (both keys are non-negative: no overflow).
      long m = (ok - wk) >> 63;
      long stored = ok ^ ((ok ^ wk) & m);
      lk[node] = stored;
      // Without a branch too: the quick compiler makes Math.min one.
      smallestLoser ^= (smallestLoser ^ stored) & ((stored - smallestLoser) >> 63);
      wk = wk ^ ((wk ^ ok) & m);
    }
    winner = cursorOfRank[(int) (wk & ~(-1L << rankBits))];
    runnerUp = wk == key ? smallestLoser : -1;
  }

  /** The winner's key changed: from its leaf to the root, it meets the loser of each match. */
  private void replay(long time, long order) {
    runnerUp = -1;
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

  /** Builds the tree from the leaves' keys, packed if {@code mayPack} and every key fits. */
  private void build(boolean mayPack) {
    runnerUp = -1;
    packed = mayPack && fitsPacked();
    if (packed) {
      rank();
    }
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
      loserTimes[node] = packed ? packedKey(loser) : times[loser];
      loserOrders[node] = orders[loser];
    }
    winner = size == 1 ? 0 : winners[1];
    winnerOrder = orders[winner];
  }

  /** Whether every live key packs, with {@link #base}, {@link #rankBits} and {@link #timeLimit} set for them. */
  private boolean fitsPacked() {
    long first = DONE;
    for (int i = 0; i < size; i++) {
      if (times[i] != DONE) {
        first = Math.min(first, times[i]);
      }
    }
    base = first == DONE ? 0 : first;
    rankBits = 32 - Integer.numberOfLeadingZeros(Math.max(0, size - 1));
    // One below the top: a done cursor's key has this time, after every live key.
    timeLimit = (Long.MAX_VALUE >>> rankBits) - 1;
    for (int i = 0; i < size; i++) {
      if (times[i] != DONE && times[i] - base >= timeLimit) {
        return false;
      }
    }
    return true;
  }

  /** Ranks the cursors by (order, cursor), the order of ties in time. */
  private void rank() {
    Integer[] byOrder = new Integer[size];
    for (int i = 0; i < size; i++) {
      byOrder[i] = i;
    }
    Arrays.sort(byOrder, (a, b) -> orders[a] != orders[b] ? Long.compare(orders[a], orders[b]) : Integer.compare(a, b));
    rankOf = new int[size];
    cursorOfRank = new int[size];
    for (int r = 0; r < size; r++) {
      rankOf[byOrder[r]] = r;
      cursorOfRank[r] = byOrder[r];
    }
  }

  private long packedKey(int leaf) {
    return (times[leaf] == DONE ? timeLimit : times[leaf] - base) << rankBits | rankOf[leaf];
  }
}
