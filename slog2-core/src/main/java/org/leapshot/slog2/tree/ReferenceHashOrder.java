package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.HashMap;
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
 * of the shadow keys collides a lot), so a buffer of more than eight keys is put into a real
 * {@link HashMap}, in insertion order, and its order read back: that replays the reference's map
 * history exactly. Keys with equal hashes in a tree bin are ordered by the reference by their
 * identity hashes, which depend on the JVM run; they are placed as the JDK places them when those
 * are equal (the key being placed always goes left), which is what the reference does with
 * {@code -XX:hashCode=2} and, on the traces seen, often without it.
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
    return hashes.length <= PLAIN_BINS_ONLY ? byBucket(hashes) : replayed(hashes);
  }

  /** A counting sort by bucket, which keeps insertion order within a bucket. */
  private static int[] byBucket(int[] hashes) {
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

  private static int[] replayed(int[] hashes) {
    HashMap<Position, Position> map = new HashMap<>();
    for (int i = 0; i < hashes.length; i++) {
      Position p = new Position(hashes[i], i);
      map.put(p, p);
    }
    int[] order = new int[hashes.length];
    int k = 0;
    for (Position p : map.keySet()) {
      order[k++] = p.index;
    }
    return order;
  }

  /**
   * A key with a given hash, equal only to itself. In a tree bin the JDK orders keys of equal hash
   * by {@code compareTo}, which here says "less" for the key being placed, as the JDK's tie-break
   * does for keys of equal identity hash; the map never looks keys up, so nothing else uses it.
   */
  @SuppressWarnings("ComparableType")
  private record Position(int hash, int index) implements Comparable<Position> {
    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public boolean equals(Object o) {
      return o == this;
    }

    @Override
    public int compareTo(Position o) {
      return -1;
    }
  }
}
