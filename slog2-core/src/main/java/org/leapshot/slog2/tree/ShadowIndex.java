package org.leapshot.slog2.tree;

/**
 * Fast look-up of a buffer's shadows by key. The buffer's {@link java.util.HashMap} must keep the
 * reference's list hash for its iteration order, but that hash collides heavily (arrows between
 * many lines); this open-addressing table spreads the same keys with a mixed hash instead.
 */
final class ShadowIndex {
  private ShadowAccumulator[] slots = new ShadowAccumulator[64];
  private int size;

  ShadowAccumulator get(ShadowKey key) {
    int mask = slots.length - 1;
    for (int i = spread(key.hashCode()) & mask; ; i = (i + 1) & mask) {
      ShadowAccumulator s = slots[i];
      if (s == null || s.key().equals(key)) {
        return s;
      }
    }
  }

  /** Adds a shadow whose key is not in the index yet. */
  void add(ShadowAccumulator shadow) {
    if (2 * (size + 1) > slots.length) {
      grow();
    }
    insert(slots, shadow);
    size++;
  }

  private void grow() {
    ShadowAccumulator[] bigger = new ShadowAccumulator[slots.length * 2];
    for (ShadowAccumulator s : slots) {
      if (s != null) {
        insert(bigger, s);
      }
    }
    slots = bigger;
  }

  private static void insert(ShadowAccumulator[] table, ShadowAccumulator shadow) {
    int mask = table.length - 1;
    int i = spread(shadow.key().hashCode()) & mask;
    while (table[i] != null) {
      i = (i + 1) & mask;
    }
    table[i] = shadow;
  }

  /** Murmur3's finaliser: every input bit affects the low bits used for the slot. */
  private static int spread(int h) {
    h ^= h >>> 16;
    h *= 0x85ebca6b;
    h ^= h >>> 13;
    h *= 0xc2b2ae35;
    return h ^ (h >>> 16);
  }
}
