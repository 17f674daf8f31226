package org.leapshot.slog2.tree;

import java.util.ArrayList;

/**
 * Fast look-up of a buffer's shadows by key. The buffer's {@link java.util.HashMap} must keep the
 * reference's list hash for its iteration order, but that hash collides heavily (arrows between
 * many lines); this open-addressing table spreads the same keys with {@link ShadowKey#mixedHash()} instead.
 * Each slot is three longs side by side: mixed hash and the shadow's position in the buffer (plus
 * one, so that 0 marks a free slot), the packed first two line IDs, and topology with vertex count.
 * A look-up of a key with at most two vertices (every state, arrow and event) is thus decided
 * within one cache line, without visiting stored keys or shadows that do not match.
 */
final class ShadowIndex {
  private static final int STRIDE = 3;
  private static final long LOW = 0xffffffffL;

  private long[] table = new long[64 * STRIDE];
  private int capacity = 64;
  private int size;

  /** The position in {@code shadows} of the shadow with this key, or -1. */
  int find(ShadowKey key, ArrayList<ShadowAccumulator> shadows) {
    int at = probe(key.mixedHash(), key.packedIds(), key.meta(), key.vertexCount(), key, shadows);
    return at < 0 ? -1 : at;
  }

  /**
   * The position in {@code shadows} of the shadow with this key, or else -1 once the key is added
   * for a new shadow at {@code position}: into the free slot the look-up ended at, so that a new
   * shadow's key is not probed for a second time (nearly every primitive of a leaf of a trace with
   * thousands of timelines makes one).
   */
  int findOrAdd(ShadowKey key, ArrayList<ShadowAccumulator> shadows, int position) {
    if (2 * (size + 1) > capacity) {
      rehash(capacity * 2); // first, so that the slot the probe ends at is the one to take
    }
    int h = key.mixedHash();
    int at = probe(h, key.packedIds(), key.meta(), key.vertexCount(), key, shadows);
    if (at >= 0) {
      return at;
    }
    int k = STRIDE * (-at - 1);
    table[k] = (long) h << 32 | (position + 1L);
    table[k + 1] = key.packedIds();
    table[k + 2] = key.meta() & LOW;
    size++;
    return -1;
  }

  /** The position + 1 a slot claimed by {@link #findOrClaim} holds until it is filled: -1 as an int. */
  private static final long CLAIMED = LOW;

  /**
   * While merging a child after {@link #reserve} for all its shadows: the position of the shadow
   * with the same key as the child's shadow {@code c}, or else {@code -(slot + 1)} of a slot taken
   * for it there and then, which {@link #fill} later gives its position. The probe that found no
   * shadow ends at that free slot, so the shadow is not probed for a second time when it is added
   * (the table is bigger than the cache in the upper levels, and each probe is a miss).
   */
  int findOrClaim(ShadowAccumulator c, ArrayList<ShadowAccumulator> shadows) {
    int h = c.mixedHash();
    int at = probe(h, c.packedIds(), c.meta(), c.vertexCount(), c.key(), shadows);
    if (at < 0) {
      if (2 * (size + 1) > capacity) {
        throw new IllegalStateException("shadow index claimed beyond its reserve");
      }
      int k = STRIDE * (-at - 1);
      table[k] = (long) h << 32 | CLAIMED;
      table[k + 1] = c.packedIds();
      table[k + 2] = c.meta() & LOW;
      size++;
    }
    return at;
  }

  /** The position of the shadow with this key, or {@code -(slot + 1)} of the free slot the probe ended at. */
  private int probe(int h, long ids, int meta, int vertexCount, ShadowKey key,
      ArrayList<ShadowAccumulator> shadows) {
    long[] t = table;
    int mask = capacity - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      int k = STRIDE * i;
      long head = t[k];
      if (head == 0) {
        return -(i + 1);
      }
      if ((int) (head >>> 32) == h && t[k + 1] == ids && (int) t[k + 2] == meta) {
        int at = (int) head - 1;
        // A claimed slot holds a key of the child being merged, which differs from the probe's.
        if (at >= 0 && (vertexCount <= 2 || shadows.get(at).key().equals(key))) {
          return at;
        }
      }
    }
  }

  /** Gives a slot {@link #findOrClaim} took ({@code claim}: its answer) the shadow's position in the buffer. */
  void fill(int claim, int position) {
    int k = STRIDE * (-claim - 1);
    table[k] = (table[k] & ~LOW) | (position + 1L);
  }

  /** Lines per topology that {@link #recent} remembers a shadow for at first (a power of two). */
  private static final int RECENT_LINES = 64;
  /**
   * Up to how many lines per topology it grows to (a power of two). A leaf of a trace with 1 024
   * timelines holds some 30 primitives per timeline, one timeline's interleaved with all the
   * others': with 64 lines the slot of a timeline was taken by another before its next primitive
   * came, so nearly every state was hashed and probed for. It doubles only while a node has
   * remembered at least {@link #REMEMBERED_PER_LINE} primitives per line of the doubled table:
   * with fewer per timeline (4 096 timelines in leaves of 64 KiB: one primitive in two per leaf)
   * there is nothing to find again, and a table of every line had cost time and memory.
   */
  static final int MAX_RECENT_LINES = 4096;
  static final int REMEMBERED_PER_LINE = 4;
  private static final int TOPOLOGIES = 3;
  /**
   * By topology and first line ID (modulo {@link #recentLines}), two longs side by side: the first
   * and last line IDs of the primitive of at most two vertices that last went there, then its vertex
   * count and the position + 1 of its shadow (0 for none); the IDs and count are then its whole key.
   * Most primitives go to the same shadow as the last one of their topology on their timeline, and
   * finding it by key (hashing, probing) had been an eighth of the tree builder's thread. Side by
   * side, a look-up reads one cache line of a table too big for the cache when it is wide.
   * Positions, not shadows: this array lives long, and storing a young object's reference in it
   * costs a garbage-collector write barrier.
   */
  private int recentLines = RECENT_LINES;
  /** Primitives remembered since the last {@link #clear()} (the buffer remembers only those it had to find). */
  private int remembered;
  private long[] recent = new long[2 * TOPOLOGIES * RECENT_LINES];

  /** The position remembered for this key by {@link #remember}, or -1 (then {@link #find} it). */
  int recent(int topology, int vertexCount, int first, int last) {
    long[] r = recent;
    int k = recentSlot(topology, first);
    long v = r[k + 1];
    return r[k] == ((long) first << 32 | (last & LOW)) && (int) (v >>> 32) == vertexCount ? (int) v - 1 : -1;
  }

  /** Remembers the shadow position of a primitive with at most two vertices (for more, the IDs are not the key). */
  void remember(int topology, int vertexCount, int first, int last, int position) {
    if (++remembered >= 2 * REMEMBERED_PER_LINE * recentLines && first >= recentLines
        && recentLines < MAX_RECENT_LINES) {
      growRecent();
    }
    long[] r = recent;
    int k = recentSlot(topology, first);
    r[k] = (long) first << 32 | (last & LOW);
    r[k + 1] = (long) vertexCount << 32 | (position + 1L);
  }

  /** Doubles the lines; what was remembered is forgotten, which a cache may. */
  private void growRecent() {
    recentLines *= 2;
    recent = new long[2 * TOPOLOGIES * recentLines];
  }

  /** Lines per topology the cache has now. */
  int recentLines() {
    return recentLines;
  }

  /** Where a slot's first long is. */
  private int recentSlot(int topology, int first) {
    return 2 * (topology * recentLines + (first & (recentLines - 1)));
  }

  /**
   * Empties the index but keeps its capacity: allocating big tables per node kept the collector
   * busy. Only each slot's first long, which marks it free, is cleared: a slot taken again gets all
   * three anew (a third of the stores of a fill, which the quick compiler leaves a plain loop).
   */
  void clear() {
    long[] t = table;
    for (int k = 0, end = capacity * STRIDE; k < end; k += STRIDE) {
      t[k] = 0;
    }
    long[] r = recent;
    for (int k = 1; k < r.length; k += 2) {
      r[k] = 0; // no position, and a vertex count no key has
    }
    remembered = 0;
    size = 0;
  }

  /** Grows the table once for {@code n} shadows in all, instead of doubling step by step. */
  void reserve(int n) {
    int c = capacity;
    while (2 * n > c) {
      c *= 2;
    }
    if (c != capacity) {
      rehash(c);
    }
  }

  private void rehash(int newCapacity) {
    long[] old = table;
    long[] bigger = new long[newCapacity * STRIDE];
    for (int k = 0; k < capacity * STRIDE; k += STRIDE) {
      if (old[k] != 0) {
        insert(bigger, newCapacity, old[k], old[k + 1], old[k + 2]);
      }
    }
    table = bigger;
    capacity = newCapacity;
  }

  private static void insert(long[] t, int capacity, long head, long ids, long meta) {
    int mask = capacity - 1;
    int i = (int) (head >>> 32) & mask;
    while (t[STRIDE * i] != 0) {
      i = (i + 1) & mask;
    }
    int k = STRIDE * i;
    t[k] = head;
    t[k + 1] = ids;
    t[k + 2] = meta;
  }
}
