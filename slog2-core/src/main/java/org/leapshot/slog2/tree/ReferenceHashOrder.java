package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which a fresh JDK 8+ {@code java.util.HashMap} iterates keys inserted in a given
 * order (spec Appendix A): by bucket {@code (h ^ h>>>16) & (capacity-1)}, then by insertion within
 * a bucket, with the capacity the map grows to for that many entries (16 doubled while
 * {@code size > 0.75·capacity}).
 *
 * <p>That rule holds only while no bin reaches nine entries: then the map either grows early (below
 * 64 buckets) or turns the bin into a red-black tree, whose root moves to the front of the bin and
 * so changes the order from then on. The reference's shadow maps do meet such bins (the list hash
 * of the shadow keys collides a lot), so for more than eight keys the map's history is replayed
 * ({@link HashMapReplay}). Keys with equal hashes in a tree bin are ordered by the reference by
 * their identity hashes, which depend on the JVM run; they are placed as the JDK places them when
 * those are equal, which is what the reference does with {@code -XX:hashCode=2}.
 *
 * <p>The reference keeps each shadow buffer in such a map; its iteration order decides the order
 * children are merged into parents and, at the root, the last bit of the category summaries.
 */
final class ReferenceHashOrder {
  /** Up to this many keys no bin can reach the JDK's treeify threshold of nine. */
  private static final int PLAIN_BINS_ONLY = 8;

  private ReferenceHashOrder() {}

  static <T> List<T> of(List<T> insertionOrder, int[] hashes) {
    int[] order = positions(hashes);
    List<T> ordered = new ArrayList<>(order.length);
    for (int i : order) {
      ordered.add(insertionOrder.get(i));
    }
    return ordered;
  }

  /** The insertion positions of keys with these hashes, in iteration order. */
  static int[] positions(int[] hashes) {
    return hashes.length <= PLAIN_BINS_ONLY ? byBucket(hashes, hashes.length) : HashMapReplay.order(hashes);
  }

  /**
   * As {@link #positions(int[])} for the first {@code n} hashes, replayed (if need be) with the
   * caller's reused {@code replay}: the result may be its array, valid until its next use.
   */
  static int[] positions(int[] hashes, int n, HashMapReplay replay) {
    return n <= PLAIN_BINS_ONLY ? byBucket(hashes, n) : replay.replay(hashes, n);
  }

  /** A counting sort by bucket of the first {@code n} hashes, which keeps insertion order within a bucket. */
  private static int[] byBucket(int[] hashes, int n) {
    int capacity = 16;
    while (n > capacity / 4 * 3) {
      capacity *= 2;
    }
    int[] buckets = new int[n];
    int[] starts = new int[capacity + 1];
    for (int i = 0; i < n; i++) {
      int h = hashes[i];
      int bucket = (h ^ (h >>> 16)) & (capacity - 1);
      buckets[i] = bucket;
      starts[bucket + 1]++;
    }
    for (int b = 0; b < capacity; b++) {
      starts[b + 1] += starts[b];
    }
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[starts[buckets[i]]++] = i;
    }
    return order;
  }
}
