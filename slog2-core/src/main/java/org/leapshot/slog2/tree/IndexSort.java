package org.leapshot.slog2.tree;

import java.util.Arrays;

/**
 * A sort of positions {@code 0..n-1} by a comparison over the subclass's primitive arrays.
 * Subclasses break ties by position, so the result is what a stable sort of the objects gives,
 * without boxing positions or following a pointer per comparison.
 *
 * <p>Every order here starts with a start time ascending: subclasses store it as a {@link #sortKey}
 * in {@link #primary}, compared here first, so that the (virtual, not inlined: there are two
 * sorters) {@link #compare} runs only for equal start times.
 */
abstract class IndexSort {
  private static final int INSERTION_SORT_MAX = 16;

  /** Most positions {@link #sort} packs under a key's top 48 bits; more are merge sorted. */
  static final int PACKED_POSITIONS = 1 << 16;
  private static final long POSITION_MASK = PACKED_POSITIONS - 1;
  /**
   * How many moves per key passed {@link #insertMostlySorted} may have made so far, beyond a few to
   * start with, before it leaves the keys to the JDK's sort.
   */
  private static final int MOVES_PER_KEY = 8;
  private static final int MOVES_AT_START = 64;

  /**
   * After an insertion sort of mostly sorted keys gave up, the next few such sorts skip it. Whether
   * it succeeds goes with the trace, not the node: with 1 024 OTF2 locations or 64 text timelines
   * nearly every node's drawables were too far out of order, and the attempt before each radix
   * sort was a fifth of the sorting; with 4 096 timelines about a quarter still succeed.
   */
  private static final int SKIPS_AFTER_FAILURE = 3;
  private int insertionsToSkip;
  private int[] tmp = new int[0];
  private long[] packed = new long[0];
  private long[] radixSpare = new long[0];
  private final int[] radixCounts = new int[RADIX_COUNTS];
  /** Per position, {@link #sortKey} of its start time; at least as long as the positions sorted. */
  long[] primary = new long[0];

  /** A long whose signed order is {@link Double#compare}'s order of the doubles. */
  static long sortKey(double d) {
    long bits = Double.doubleToLongBits(d);
    return bits ^ ((bits >> 63) & Long.MAX_VALUE);
  }

  /** Grows {@link #primary} for {@code n} positions. */
  final void ensurePrimary(int n) {
    if (primary.length < n) {
      primary = new long[Math.max(n, 2 * primary.length)];
    }
  }

  private int order(int a, int b) {
    long x = primary[a];
    long y = primary[b];
    if (x != y) {
      return x < y ? -1 : 1;
    }
    return compare(a, b);
  }

  /** Negative, zero or positive as position {@code a} sorts before, with or after {@code b} (start times included). */
  abstract int compare(int a, int b);

  /**
   * Sorts the first {@code n} entries of {@code positions}, distinct positions below {@code n} (0
   * to n - 1 in some order); ties in {@link #order} come out in position order. {@code
   * mostlySorted} says the positions' start times mostly ascend already (see {@link
   * #insertMostlySorted}); shadows, which come in hash order, do not.
   *
   * <p>Most of the work is a sort of primitive longs, each the position under the top 48 bits of
   * its start's sort key: they order exactly as the keys' top bits, then the positions, and the JDK
   * sorts primitives without a comparison call or an indirection. Last, each run of neighbours
   * whose keys share the top bits (differ only in the low 16 bits, or are equal) is put in order by
   * insertion; items whose top bits differ are already right, and are not compared again. Sorting
   * each node's drawables had been 14 % of the tree
   * builder's thread in a 1 GB OTF conversion (merge sort, a comparison through two position
   * lookups each step).
   */
  final void sort(int[] positions, int n, boolean mostlySorted) {
    if (n <= INSERTION_SORT_MAX) {
      insertionSort(positions, 0, n); // also the many buffers of one or two shadows
      return;
    }
    if (n > PACKED_POSITIONS) {
      if (tmp.length < n) {
        tmp = new int[n];
      }
      mergeSort(positions, 0, n);
      return;
    }
    if (packed.length < n) {
      packed = new long[Math.max(n, 2 * packed.length)];
    }
    long[] k = packed;
    boolean ascending = pack(k, positions, n);
    boolean tried = mostlySorted && insertionsToSkip == 0;
    if (mostlySorted && !tried) {
      insertionsToSkip--;
    }
    if (!tried || !insertMostlySorted(k, n)) {
      if (tried) {
        insertionsToSkip = SKIPS_AFTER_FAILURE;
      }
      if (n < RADIX_MIN) {
        Arrays.sort(k, 0, n);
      } else {
        // A failed insertion leaves a sorted prefix of the first keys and the rest as they were:
        // keys with the same top bits are still in position order, all the radix sort needs.
        if (radixSpare.length < n) {
          radixSpare = new long[k.length];
        }
        radixSort(k, radixSpare, n, radixCounts, ascending ? 16 : 0);
      }
    }
    int run = 0;
    for (int i = 0; i < n; i++) {
      positions[i] = (int) (k[i] & POSITION_MASK);
      if (i > 0 && ((k[i] ^ k[i - 1]) & ~POSITION_MASK) != 0) {
        insertionSort(positions, run, i);
        run = i;
      }
    }
    insertionSort(positions, run, n);
  }

  /** Packs the keys of {@code positions} into {@code k}; returns whether the positions ascend. */
  private boolean pack(long[] k, int[] positions, int n) {
    boolean ascending = true;
    for (int i = 0; i < n; i++) {
      int p = positions[i];
      k[i] = (primary[p] & ~POSITION_MASK) | p;
      ascending &= p == i;
    }
    return ascending;
  }

  /**
   * Sorts distinct keys that mostly come in order, or returns false once that takes too many moves
   * (the keys are then permuted, and a sorted prefix). A node's drawables arrive by end time, so by
   * start time only the states and arrows that began before drawables already added are out of place:
   * in a 1 GB OTF conversion one key in eight, moved back 24 places on average. An insertion sort
   * does that in a few times less work than the JDK's quicksort, which does not look for runs in
   * arrays of fewer than 4096 keys (sorting had been a tenth of the tree builder's thread), and
   * the plain backward scan beats a binary search at such distances.
   */
  private static boolean insertMostlySorted(long[] k, int n) {
    long moves = 0;
    for (int i = 1; i < n; i++) {
      long x = k[i];
      if (x > k[i - 1]) {
        continue;
      }
      int j = i - 1;
      do {
        k[j + 1] = k[j];
        j--;
      } while (j >= 0 && k[j] > x);
      k[j + 1] = x;
      moves += i - j;
      // Checked against the keys passed so far, not all: keys in no particular order (the nodes of
      // text traces, with starts spread over many timelines) are given up on early.
      if (moves > (long) MOVES_PER_KEY * i + MOVES_AT_START) {
        return false;
      }
    }
    return true;
  }

  /** From this many keys on, {@link #radixSort} sorts them rather than the JDK's quicksort. */
  static final int RADIX_MIN = 64;

  /** The widest digit {@link #radixSort} takes, in bits, and the counts it needs for it. */
  private static final int MAX_DIGIT_BITS = 11;
  static final int RADIX_COUNTS = (1 << MAX_DIGIT_BITS) + 1;

  /**
   * Sorts the first {@code n} of {@code k} as signed longs, as {@link Arrays#sort(long[], int, int)}
   * does: a least-significant-digit radix sort over the bits from {@code fromBit} on in which the
   * keys differ. The callers' keys hold a position in their low 16 bits: when the positions come in
   * ascending order those bits need no pass, as the passes are stable. A node's start times share
   * their sign, exponent and first mantissa bits, and differ in about 32 bits: digits of up to 11
   * bits sort those in three passes, where bytes took four or five (a leaf of 1 024 OTF2 locations
   * holds some 8 000 drawables; the quicksort, compiled by the quick compiler, had compared each key
   * a dozen times). The width is chosen per sort for the fewest steps, counting each pass's walk
   * over its counts, so that short lists keep narrow digits. {@code spare} holds at least {@code
   * n}; {@code counts} at least {@link #RADIX_COUNTS} ints.
   */
  static void radixSort(long[] k, long[] spare, int n, int[] counts, int fromBit) {
    long first = k[0];
    long differ = 0;
    for (int i = 1; i < n; i++) {
      differ |= k[i] ^ first;
    }
    differ &= -1L << fromBit;
    if (differ == 0) {
      return;
    }
    int low = Long.numberOfTrailingZeros(differ);
    int span = 64 - Long.numberOfLeadingZeros(differ) - low;
    int bits = digitBits(span, n);
    long[] from = k;
    long[] to = spare;
    int buckets = 1 << bits;
    int mask = buckets - 1;
    for (int shift = low, end = low + span; shift < end; shift += bits) {
      Arrays.fill(counts, 0, buckets + 1, 0);
      // Keys with their sign bit flipped order as unsigned numbers like the keys themselves as
      // signed ones: digits of those, so that negative keys come first.
      for (int i = 0; i < n; i++) {
        counts[((int) ((from[i] ^ Long.MIN_VALUE) >>> shift) & mask) + 1]++;
      }
      for (int b = 0; b < buckets; b++) {
        counts[b + 1] += counts[b];
      }
      for (int i = 0; i < n; i++) {
        long x = from[i];
        to[counts[(int) ((x ^ Long.MIN_VALUE) >>> shift) & mask]++] = x;
      }
      long[] t = from;
      from = to;
      to = t;
    }
    if (from != k) {
      System.arraycopy(from, 0, k, 0, n);
    }
  }

  /** The digit width, 8 to {@link #MAX_DIGIT_BITS} bits, with the least work for {@code n} keys differing in {@code span} bits. */
  static int digitBits(int span, int n) {
    int best = 8;
    long least = Long.MAX_VALUE;
    for (int bits = 8; bits <= MAX_DIGIT_BITS; bits++) {
      int passes = (span + bits - 1) / bits;
      // Per pass: two walks over the keys, and a clearing and a sum over the counts.
      long work = (long) passes * (2L * n + (2L << bits) / 4);
      if (work < least) {
        least = work;
        best = bits;
      }
    }
    return best;
  }

  /*
   * Three small methods rather than one: the compiler profiles and compiles each on its own, so a
   * branch first taken late (bigger nodes come later in a conversion) recompiles one of them, not
   * the whole recursive sort with everything inlined into it (that was three C2 compilations of
   * 60-130 ms each in one OTF conversion).
   */
  private void mergeSort(int[] a, int from, int to) {
    if (to - from <= INSERTION_SORT_MAX) {
      insertionSort(a, from, to);
      return;
    }
    int mid = (from + to) >>> 1;
    mergeSort(a, from, mid);
    mergeSort(a, mid, to);
    if (order(a[mid - 1], a[mid]) > 0) {
      merge(a, from, mid, to);
    }
  }

  private void insertionSort(int[] a, int from, int to) {
    for (int i = from + 1; i < to; i++) {
      int x = a[i];
      int j = i - 1;
      while (j >= from && order(a[j], x) > 0) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = x;
    }
  }

  private void merge(int[] a, int from, int mid, int to) {
    int[] t = tmp;
    System.arraycopy(a, from, t, from, to - from);
    int i = from;
    int j = mid;
    for (int k = from; k < to; k++) {
      if (j >= to || (i < mid && order(t[i], t[j]) <= 0)) {
        a[k] = t[i++];
      } else {
        a[k] = t[j++];
      }
    }
  }
}
