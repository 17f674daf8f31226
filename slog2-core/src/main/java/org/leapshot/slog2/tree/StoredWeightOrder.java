package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The order a shadow's {@link WeightTable} is stored in (spec §8.3), and the stored form: the
 * reference sorts its weights by inclusive ratio before storing them, with a comparison that NaN
 * ratios make inconsistent, so the order is found as that sort would find it.
 */
final class StoredWeightOrder {
  private static final long LOW = 0xffffffffL;

  private StoredWeightOrder() {}

  /**
   * The slots of {@code t} in stored order: the reference's sort of its weights, from slot order, by inclusive ratio
   * with a comparison that calls a pair "less" only if {@code a < b}, "equal" if {@code a == b} and
   * otherwise "greater": a stable sort ascending, both zeros equal, for ratios that are numbers. A
   * NaN is "greater" than anything and anything "greater" than a NaN, so where NaN ratios are
   * present the order is whatever the JDK's sort makes of that comparison, and it is found by
   * running that sort ({@link #nanAwareOrder}). Without NaN the slots are sorted as longs whose
   * high half orders like the ratios and whose low half is the slot, so that equal ratios keep slot
   * order as the stable sort does.
   */
  static int[] sortedSlots(WeightTable t) {
    int size = t.size();
    if (nanCount(t) > 0) {
      return nanAwareOrder(t);
    }
    long[] keys = sortedKeys(t, new long[size]);
    int[] order = new int[size];
    for (int i = 0; i < size; i++) {
      order[i] = (int) keys[i];
    }
    return order;
  }

  private static int nanCount(WeightTable t) {
    int nans = 0;
    for (int i = 0, size = t.size(); i < size; i++) {
      if (Float.isNaN(t.inclusive(i))) {
        nans++;
      }
    }
    return nans;
  }

  /** The JDK's object sort (TimSort) of the slots under the reference's comparison of ratios. */
  private static int[] nanAwareOrder(WeightTable t) {
    int size = t.size();
    if (nanCount(t) == size) {
      // Every comparison says "greater": one ascending run, left as it is.
      int[] order = new int[size];
      Arrays.setAll(order, i -> i);
      return order;
    }
    Integer[] slots = new Integer[size];
    for (int i = 0; i < size; i++) {
      slots[i] = i;
    }
    try {
      Arrays.sort(slots, (x, y) -> StoredRatios.referenceCompare(t.inclusive(x), t.inclusive(y)));
    } catch (IllegalArgumentException contractViolated) {
      // From 32 weights on the JDK's sort may notice the inconsistency and give up, which would stop
      // the reference; this writer stores them as a consistent sort would, NaN last.
      for (int i = 0; i < size; i++) {
        slots[i] = i;
      }
      Arrays.sort(slots,
          (x, y) -> Integer.compare(StoredRatios.orderKey(t.inclusive(x)), StoredRatios.orderKey(t.inclusive(y))));
    }
    int[] order = new int[size];
    for (int i = 0; i < size; i++) {
      order[i] = slots[i];
    }
    return order;
  }

  /** The slots in stored order, each in the low half of its sort key, in the first {@link WeightTable#size()} of {@code keys}. */
  private static long[] sortedKeys(WeightTable t, long[] keys) {
    int size = t.size();
    for (int i = 0; i < size; i++) {
      keys[i] = (long) StoredRatios.orderKey(t.inclusive(i)) << 32 | i;
    }
    Arrays.sort(keys, 0, size);
    return keys;
  }

  static int encode(WeightTable t, BlockOutput out, byte[] b, int at) {
    int size = t.size();
    at = BlockOutput.putInt(b, at, size);
    if (size == 1) {
      return encodeSlot(t, b, at, 0); // one slot is in order whatever its ratio
    }
    // One pass for both questions: how many ratios are NaN, and whether any comes before the one
    // ahead of it (without NaN, the stored order is then the slot order).
    int nans = 0;
    boolean inSlotOrder = true;
    float previous = Float.NEGATIVE_INFINITY;
    for (int i = 0; i < size; i++) {
      float v = t.inclusive(i);
      if (v != v) {
        nans++;
      } else if (v < previous) { // without NaN, as a stable sort puts one before the other
        inSlotOrder = false;
      }
      previous = v;
    }
    if (nans > 0 && nans < size) {
      for (int slot : nanAwareOrder(t)) {
        at = encodeSlot(t, b, at, slot);
      }
      return at;
    }
    // All NaN (the shadows of instants with no duration): one ascending run to the sort, slot order.
    if (nans == size || inSlotOrder) {
      // The usual case for the shadows of instants, whose ratios are all 0.
      for (int i = 0; i < size; i++) {
        at = encodeSlot(t, b, at, i);
      }
      return at;
    }
    long[] keys = sortedKeys(t, out.sortKeys(size));
    for (int i = 0; i < size; i++) {
      at = encodeSlot(t, b, at, (int) keys[i]);
    }
    return at;
  }

  /**
   * Stores slot {@code i}: category, inclusive and exclusive ratio (as one long: both are stored
   * bits, Java's canonical NaN for any NaN, as {@link BlockOutput#putFloat}) and count.
   */
  private static int encodeSlot(WeightTable t, byte[] b, int at, int i) {
    long head = t.head(i);
    at = BlockOutput.putInt(b, at, (int) (head >> 32));
    long ratios = (long) StoredRatios.storedFloat((int) head) << 32
        | (StoredRatios.storedFloat((int) t.exclusiveBits(i)) & LOW);
    at = BlockOutput.putLong(b, at, ratios);
    return BlockOutput.putLong(b, at, t.count(i));
  }
}
