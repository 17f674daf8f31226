package org.leapshot.slog2.query;

import java.lang.ref.SoftReference;
import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import org.leapshot.slog2.model.ShadowColumns;

/**
 * Large working arrays kept from one window or statistics answer to the next, softly (the garbage
 * collector takes them back before running out of memory). A whole run of the 16 384-timeline
 * trace at the statistics' resolution needed about 80 MB of arrays of over half a megabyte each;
 * G1 allocates such an array outside the young generation ("humongous"), and in a 1 GB heap holding
 * a full node cache each one found the old generation above the threshold that starts a marking
 * cycle: 2–3 young-generation pauses were taken per answer. Small arrays are left to the allocator.
 * An array given out holds whatever its last user left in it (references excepted: they are
 * cleared when given back, so that no evicted node is kept). Thread-safe: an array is taken by one
 * caller; callers at once simply get new arrays.
 */
final class ScratchArrays {
  /** Arrays below this many bytes are not kept (a G1 region of a 1 GB heap is 1 MB; half of one is humongous). */
  static final int KEPT_BYTES = 256 << 10;
  /** {@link #KEPT_BYTES}, unless a test keeps every array (0) or none ({@link Long#MAX_VALUE}). */
  private static volatile long keptBytes = KEPT_BYTES;
  /** Arrays kept per element type. */
  private static final int SLOTS = 6;
  private static final AtomicReferenceArray<SoftReference<long[]>> LONGS = new AtomicReferenceArray<>(SLOTS);
  private static final AtomicReferenceArray<SoftReference<double[]>> DOUBLES = new AtomicReferenceArray<>(SLOTS);
  private static final AtomicReferenceArray<SoftReference<int[]>> INTS = new AtomicReferenceArray<>(SLOTS);
  private static final AtomicReferenceArray<SoftReference<ShadowColumns[]>> COLUMNS =
      new AtomicReferenceArray<>(SLOTS);

  private ScratchArrays() {}

  /** Keeps arrays of {@code bytes} and more from now on (tests); returns the size kept before. */
  static long keepFrom(long bytes) {
    long before = keptBytes;
    keptBytes = bytes;
    return before;
  }

  /** Drops every kept array (tests: other answers in the same JVM leave theirs). */
  static void clear() {
    for (int s = 0; s < SLOTS; s++) {
      LONGS.set(s, null);
      DOUBLES.set(s, null);
      INTS.set(s, null);
      COLUMNS.set(s, null);
    }
  }

  /** An array of at least {@code n} longs, kept or new. */
  static long[] longs(int n) {
    return get(LONGS, n, 8, long[]::new);
  }

  /** An array of at least {@code n} doubles, kept or new. */
  static double[] doubles(int n) {
    return get(DOUBLES, n, 8, double[]::new);
  }

  /** An array of at least {@code n} ints, kept or new. */
  static int[] ints(int n) {
    return get(INTS, n, 4, int[]::new);
  }

  /** An array of at least {@code n} references to shadow columns, all null, kept or new. */
  static ShadowColumns[] columns(int n) {
    return get(COLUMNS, n, 4, ShadowColumns[]::new);
  }

  /** A kept or new array of at least {@code n} longs holding {@code a}'s first {@code used}; {@code a} is given back. */
  static long[] grown(long[] a, int used, int n) {
    long[] g = longs(n);
    System.arraycopy(a, 0, g, 0, used);
    give(a);
    return g;
  }

  /** The same for doubles. */
  static double[] grown(double[] a, int used, int n) {
    double[] g = doubles(n);
    System.arraycopy(a, 0, g, 0, used);
    give(a);
    return g;
  }

  /** The same for ints. */
  static int[] grown(int[] a, int used, int n) {
    int[] g = ints(n);
    System.arraycopy(a, 0, g, 0, used);
    give(a);
    return g;
  }

  /** Keeps {@code a} (null: nothing) for a later caller; the caller no longer uses it. */
  static void give(long[] a) {
    keep(LONGS, a, a == null ? 0 : a.length, 8);
  }

  static void give(double[] a) {
    keep(DOUBLES, a, a == null ? 0 : a.length, 8);
  }

  static void give(int[] a) {
    keep(INTS, a, a == null ? 0 : a.length, 4);
  }

  /** Keeps {@code a}, its first {@code used} references cleared (the rest are null). */
  static void give(ShadowColumns[] a, int used) {
    if (a != null) {
      Arrays.fill(a, 0, used, null);
      keep(COLUMNS, a, a.length, 4);
    }
  }

  private static <A> A get(AtomicReferenceArray<SoftReference<A>> slots, int n, int bytesEach, IntFunction<A> make) {
    A a = (long) n * bytesEach < keptBytes ? null : take(slots, n);
    return a != null ? a : make.apply(n);
  }

  private static <A> void keep(AtomicReferenceArray<SoftReference<A>> slots, A a, int length, int bytesEach) {
    if (a != null && (long) length * bytesEach >= keptBytes) {
      put(slots, a, length);
    }
  }

  /** The smallest kept array of at least {@code n} elements, taken out of its slot, or null. */
  private static <A> A take(AtomicReferenceArray<SoftReference<A>> slots, int n) {
    int best = -1;
    int bestLength = Integer.MAX_VALUE;
    for (int s = 0; s < SLOTS; s++) {
      SoftReference<A> ref = slots.get(s);
      A a = ref == null ? null : ref.get();
      int length = a == null ? -1 : Array.getLength(a);
      if (length >= n && length < bestLength) {
        best = s;
        bestLength = length;
      }
    }
    if (best < 0) {
      return null;
    }
    SoftReference<A> ref = slots.get(best);
    A a = ref == null ? null : ref.get();
    // another thread took it meanwhile: a new array is cheaper than looking again
    return a != null && Array.getLength(a) >= n && slots.compareAndSet(best, ref, null) ? a : null;
  }

  /** Keeps {@code a} in a free slot, else in place of the smallest kept array if that is smaller. */
  private static <A> void put(AtomicReferenceArray<SoftReference<A>> slots, A a, int length) {
    int smallest = -1;
    int smallestLength = Integer.MAX_VALUE;
    for (int s = 0; s < SLOTS; s++) {
      SoftReference<A> ref = slots.get(s);
      A kept = ref == null ? null : ref.get();
      if (kept == null) {
        if (slots.compareAndSet(s, ref, new SoftReference<>(a))) {
          return;
        }
        continue;
      }
      int l = Array.getLength(kept);
      if (l < smallestLength) {
        smallest = s;
        smallestLength = l;
      }
    }
    if (smallest >= 0 && smallestLength < length) {
      slots.set(smallest, new SoftReference<>(a));
    }
  }
}
