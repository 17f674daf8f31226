package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * The CategoryWeights of one shadow (spec §8.3, §10.5): per category the inclusive and exclusive
 * ratios (binary32, rounded after every operation as Java float arithmetic does) and the count.
 * Slots in first-seen order, all in one array of three longs per slot (category and inclusive
 * bits, exclusive bits, count): a shadow rarely has more than a handful of categories, and one
 * array instead of four means fewer cache misses when millions of shadows are merged and stored.
 *
 * <p>Some shadows do have hundreds of categories (the events of one timeline in an OTF trace with
 * hundreds of counters): from {@link #INDEXED_SLOTS} slots on, a hash index finds a category's slot
 * and the stored order is found by sorting, so that merging and storing stay linear-ish instead of
 * quadratic in the slot count.
 *
 * <p>Not final: a {@link ShadowAccumulator} is a weight table with the rest of a shadow, so that
 * its ratios are one object nearer (a shadow is visited for merging and storing millions of times).
 * The first slot is in fields of its own and the array holds the others: most shadows have one
 * category (three in four stored in a 4 096-timeline text conversion), and then merging and storing
 * them reads no array, which had been a cache miss per shadow on the node writer thread.
 */
class WeightTable {
  private static final int STRIDE = 3;
  private static final long LOW = 0xffffffffL;
  private static final long[] NO_SLOTS = new long[0];
  /** Slots of the first array when a table grows by itself (one or two categories are usual). */
  private static final int FIRST_SLOTS = 2;

  /** Slot counts from which look-ups use {@link #index} and storing sorts instead of selecting. */
  static final int INDEXED_SLOTS = 12;

  /**
   * No slot until the first category: a state shadow's table is filled only when its node is
   * finished, and then sized once for its categories ({@link #reserve}); a first array of two
   * slots, grown by doubling, had been a fifth of the garbage of an OTF conversion with 1024
   * timelines.
   */
  private long[] data = NO_SLOTS;
  /** Slot 0: category and inclusive bits, exclusive bits, count (slots from 1 on are in {@link #data}). */
  private long head0;
  private long exclusive0;
  private long count0;
  private int size;
  /** Open addressing, category to slot + 1 (0 is free); null while the table is small. */
  private int[] index;

  int size() {
    return size;
  }

  /** Category (high half) and inclusive bits (low half) of slot {@code i}. */
  long head(int i) {
    return i == 0 ? head0 : data[STRIDE * i - STRIDE];
  }

  long exclusiveBits(int i) {
    return i == 0 ? exclusive0 : data[STRIDE * i - STRIDE + 1];
  }

  private void setHead(int i, long v) {
    if (i == 0) {
      head0 = v;
    } else {
      data[STRIDE * i - STRIDE] = v;
    }
  }

  int category(int i) {
    return (int) (head(i) >> 32);
  }

  float inclusive(int i) {
    return Float.intBitsToFloat((int) head(i));
  }

  float exclusive(int i) {
    return Float.intBitsToFloat((int) exclusiveBits(i));
  }

  long count(int i) {
    return i == 0 ? count0 : data[STRIDE * i - STRIDE + 2];
  }

  private void setInclusive(int i, float v) {
    setHead(i, (head(i) & ~LOW) | (Float.floatToRawIntBits(v) & LOW));
  }

  private void setExclusive(int i, float v) {
    long bits = Float.floatToRawIntBits(v) & LOW;
    if (i == 0) {
      exclusive0 = bits;
    } else {
      data[STRIDE * i - STRIDE + 1] = bits;
    }
  }

  /** The slot of a category, added with zero ratios and count if new. */
  int slot(int category) {
    return slot(category, 1);
  }

  /**
   * As {@link #slot(int)}, where up to {@code coming} categories (this one included) may be new:
   * when the table must grow, it grows for all of them at once. Merging a child's shadow with
   * hundreds of counter categories into a small one otherwise copied the table and rebuilt its
   * index at every doubling: over a tenth of the garbage of a 1 GB OTF conversion.
   */
  private int slot(int category, int coming) {
    if (index != null) {
      return indexedSlot(category, coming);
    }
    for (int i = 0; i < size; i++) {
      if ((int) (head(i) >> 32) == category) {
        return i;
      }
    }
    int slot = append(category, coming);
    if (size == INDEXED_SLOTS) {
      rebuildIndex(indexCapacity(Integer.highestOneBit(4 * INDEXED_SLOTS), coming - 1));
    }
    return slot;
  }

  private int indexedSlot(int category, int coming) {
    int[] t = index;
    int mask = t.length - 1;
    int i = mix(category) & mask;
    for (int e = t[i]; e != 0; e = t[i]) {
      if ((int) (head(e - 1) >> 32) == category) {
        return e - 1;
      }
      i = (i + 1) & mask;
    }
    int slot = append(category, coming);
    t[i] = slot + 1;
    if (2 * size > t.length) {
      rebuildIndex(indexCapacity(2 * t.length, coming - 1));
    }
    return slot;
  }

  /** At least {@code capacity}, doubled until {@code more} further slots keep the index at most half full. */
  private int indexCapacity(int capacity, int more) {
    int c = capacity;
    while (c < 2 * (size + more)) {
      c *= 2;
    }
    return c;
  }

  private static int mix(int category) {
    int h = category * 0x9e3779b9;
    return h ^ (h >>> 16);
  }

  private void rebuildIndex(int capacity) {
    int[] t = new int[capacity];
    int mask = capacity - 1;
    for (int slot = 0; slot < size; slot++) {
      int i = mix(category(slot)) & mask;
      while (t[i] != 0) {
        i = (i + 1) & mask;
      }
      t[i] = slot + 1;
    }
    index = t;
  }

  /** Slots the array has room for: all but the first, which needs none. */
  int arraySlots() {
    return data.length / STRIDE;
  }

  /** Makes room for {@code slots} slots in all, so that adding up to that many categories allocates nothing. */
  void reserve(int slots) {
    if (data.length < STRIDE * (slots - 1)) {
      data = Arrays.copyOf(data, STRIDE * (slots - 1));
    }
  }

  private int append(int category, int coming) {
    long head = (long) category << 32 | (Float.floatToRawIntBits(0f) & LOW);
    long zero = Float.floatToRawIntBits(0f) & LOW;
    if (size == 0) {
      head0 = head;
      exclusive0 = zero;
      count0 = 0;
      return size++;
    }
    int k = STRIDE * (size - 1);
    if (k == data.length) {
      // The slots in all, as when every slot was in the array; the array holds all but the first.
      data = Arrays.copyOf(data, STRIDE * (Math.max(Math.max(2 * size, size + coming), FIRST_SLOTS) - 1));
    }
    data[k] = head;
    data[k + 1] = zero;
    data[k + 2] = 0;
    return size++;
  }

  void addInclusive(int slot, float v) {
    setInclusive(slot, inclusive(slot) + v);
  }

  void addExclusive(int slot, float v) {
    setExclusive(slot, exclusive(slot) + v);
  }

  void addCount(int slot, long n) {
    if (slot == 0) {
      count0 += n;
    } else {
      data[STRIDE * slot - STRIDE + 2] += n;
    }
  }

  /** Rescales every ratio when the shadow's duration changes. */
  void scale(float factor) {
    for (int i = 0; i < size; i++) {
      setInclusive(i, inclusive(i) * factor);
      setExclusive(i, exclusive(i) * factor);
    }
  }

  /** Adds a child shadow's weights, its ratios scaled by {@code r} (its share of the new duration). */
  void addScaled(WeightTable child, float r) {
    for (int i = 0, n = child.size; i < n; i++) {
      long from = child.head(i);
      int category = (int) (from >> 32);
      // Tables merged into each other mostly list their categories in the same order: the slot of
      // the same position is tried first (a category has one slot, so a match is the slot).
      int s = i < size && (int) (head(i) >> 32) == category ? i : slot(category, n - i);
      addCount(s, child.count(i));
      setInclusive(s, inclusive(s) + Float.intBitsToFloat((int) from) * r);
      setExclusive(s, exclusive(s) + Float.intBitsToFloat((int) child.exclusiveBits(i)) * r);
    }
  }

  /** Slots in stored order ({@link StoredWeightOrder#sortedSlots}). */
  int[] sortedSlots() {
    return StoredWeightOrder.sortedSlots(this);
  }

  void encodeWeights(BlockOutput out) {
    int at = out.reserve(weightBytes());
    encodeWeights(out, out.array(), at);
  }

  /** Stored size: the count, then 20 bytes per slot. */
  int weightBytes() {
    return 4 + 20 * size;
  }

  /**
   * Stores the table in {@code b} from {@code at}, where {@link #weightBytes()} bytes are reserved
   * ({@code out} lends its sort space); returns the end.
   */
  int encodeWeights(BlockOutput out, byte[] b, int at) {
    return StoredWeightOrder.encode(this, out, b, at);
  }
}
