package org.leapshot.slog2.tree;

/**
 * Fast look-up of a buffer's shadows by key. The buffer's {@link java.util.HashMap} must keep the
 * reference's list hash for its iteration order, but that hash collides heavily (arrows between
 * many lines); this open-addressing table spreads the same keys with {@link ShadowKey#mixedHash()} instead.
 * Each slot also keeps its key's packed line IDs and topology, so that a look-up of a key with at most
 * two vertices (every state, arrow and event) is decided without following pointers to the stored key.
 */
final class ShadowIndex {
  private int[] hashes = new int[64];
  private int[] metas = new int[64];
  private long[] packedIds = new long[64];
  private ShadowAccumulator[] slots = new ShadowAccumulator[64];
  private int size;

  ShadowAccumulator get(ShadowKey key) {
    return get(key.mixedHash(), key.packedIds(), key.meta(), key.vertexCount(), key);
  }

  /** The shadow with the same key as a child buffer's shadow, read from its cached key fields. */
  ShadowAccumulator get(ShadowAccumulator c) {
    return get(c.mixedHash(), c.packedIds(), c.meta(), c.vertexCount(), c.key());
  }

  private ShadowAccumulator get(int h, long ids, int meta, int vertexCount, ShadowKey key) {
    int mask = slots.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      ShadowAccumulator s = slots[i];
      if (s == null) {
        return null;
      }
      if (hashes[i] == h && packedIds[i] == ids && metas[i] == meta
          && (vertexCount <= 2 || s.key().equals(key))) {
        return s;
      }
    }
  }

  /** Empties the index but keeps its capacity: allocating big tables per node kept the collector busy. */
  void clear() {
    java.util.Arrays.fill(slots, null);
    size = 0;
  }

  /** Grows the table once for {@code n} shadows in all, instead of doubling step by step. */
  void reserve(int n) {
    int capacity = slots.length;
    while (2 * n > capacity) {
      capacity *= 2;
    }
    if (capacity != slots.length) {
      rehash(capacity);
    }
  }

  /** Adds a shadow whose key is not in the index yet. */
  void add(ShadowAccumulator shadow) {
    if (2 * (size + 1) > slots.length) {
      grow();
    }
    insert(shadow.mixedHash(), shadow.meta(), shadow.packedIds(), shadow);
    size++;
  }

  private void grow() {
    rehash(slots.length * 2);
  }

  private void rehash(int n) {
    int[] oldHashes = hashes;
    int[] oldMetas = metas;
    long[] oldIds = packedIds;
    ShadowAccumulator[] old = slots;
    hashes = new int[n];
    metas = new int[n];
    packedIds = new long[n];
    slots = new ShadowAccumulator[n];
    for (int i = 0; i < old.length; i++) {
      if (old[i] != null) {
        insert(oldHashes[i], oldMetas[i], oldIds[i], old[i]);
      }
    }
  }

  private void insert(int h, int meta, long ids, ShadowAccumulator shadow) {
    int mask = slots.length - 1;
    int i = h & mask;
    while (slots[i] != null) {
      i = (i + 1) & mask;
    }
    hashes[i] = h;
    metas[i] = meta;
    packedIds[i] = ids;
    slots[i] = shadow;
  }
}
