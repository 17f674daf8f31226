package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which a fresh JDK 8+ {@code java.util.HashMap} would iterate keys inserted in a
 * given order (spec Appendix A): by bucket {@code (h ^ h>>>16) & (capacity-1)}, then by insertion
 * within a bucket, with the capacity the map grows to for that many entries (16 doubled while
 * {@code size > 0.75·capacity}).
 *
 * <p>The reference keeps each shadow buffer in such a map; its iteration order decides the order
 * children are merged into parents and, at the root, the last bit of the category summaries.
 * Computing the order only when iterating is much cheaper than maintaining a real HashMap per
 * buffer. (Bins of 8 or more colliding keys, which the JDK turns into trees, are ordered by key
 * class details in the reference and are not modelled.)
 */
final class ReferenceHashOrder {
  private ReferenceHashOrder() {}

  static <T> List<T> of(List<T> insertionOrder, int[] hashes) {
    int[] order = positions(hashes);
    List<T> ordered = new ArrayList<>(order.length);
    for (int i : order) {
      ordered.add(insertionOrder.get(i));
    }
    return ordered;
  }

  /**
   * The insertion positions of keys with these hashes, in iteration order: a counting sort by
   * bucket, which keeps insertion order within a bucket.
   */
  static int[] positions(int[] hashes) {
    int n = hashes.length;
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
