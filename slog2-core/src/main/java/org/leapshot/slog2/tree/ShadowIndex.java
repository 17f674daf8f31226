package org.leapshot.slog2.tree;

/**
 * Fast look-up of a buffer's shadows by key. The buffer's {@link java.util.HashMap} must keep the
 * reference's list hash for its iteration order, but that hash collides heavily (arrows between
 * many lines); this open-addressing table spreads the same keys with {@link ShadowKey#mixedHash()} instead, and
 * keeps the mixed hashes in their own array so that a probe rarely touches a non-matching key.
 */
final class ShadowIndex {
  private int[] hashes = new int[64];
  private ShadowAccumulator[] slots = new ShadowAccumulator[64];
  private int size;

  ShadowAccumulator get(ShadowKey key) {
    int h = key.mixedHash();
    int mask = slots.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      ShadowAccumulator s = slots[i];
      if (s == null || (hashes[i] == h && s.key().equals(key))) {
        return s;
      }
    }
  }

  /** Adds a shadow whose key is not in the index yet. */
  void add(ShadowAccumulator shadow) {
    if (2 * (size + 1) > slots.length) {
      grow();
    }
    insert(hashes, slots, shadow.key().mixedHash(), shadow);
    size++;
  }

  private void grow() {
    int[] biggerHashes = new int[hashes.length * 2];
    ShadowAccumulator[] bigger = new ShadowAccumulator[slots.length * 2];
    for (int i = 0; i < slots.length; i++) {
      if (slots[i] != null) {
        insert(biggerHashes, bigger, hashes[i], slots[i]);
      }
    }
    hashes = biggerHashes;
    slots = bigger;
  }

  private static void insert(int[] hashes, ShadowAccumulator[] table, int h, ShadowAccumulator shadow) {
    int mask = table.length - 1;
    int i = h & mask;
    while (table[i] != null) {
      i = (i + 1) & mask;
    }
    hashes[i] = h;
    table[i] = shadow;
  }
}
