package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The start-time sort key orders like {@link Double#compare}, and the sort is a stable sort. */
class IndexSortTest {
  @Property(tries = 500)
  void sortKeyOrdersLikeDoubleCompare(@ForAll("doubles") double a, @ForAll("doubles") double b) {
    assertThat(Long.signum(Long.compare(IndexSort.sortKey(a), IndexSort.sortKey(b))))
        .isEqualTo(Integer.signum(Double.compare(a, b)));
  }

  /**
   * The radix sort orders like the JDK's sort of signed longs: keys of both signs, bytes shared by
   * all keys (skipped) or not, and, from bit 16, keys whose low bits (positions) already ascend.
   */
  @Property(tries = 300)
  void radixSortOrdersLikeTheJdkSort(@ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 3000) int n,
      @ForAll long seed, @ForAll boolean positionsAscend) {
    java.util.Random rnd = new java.util.Random(seed);
    long shared = rnd.nextLong();
    long varying = rnd.nextLong() | 0xff00_0000L; // which bits may differ from the shared ones
    long[] keys = new long[n];
    for (int i = 0; i < n; i++) {
      long high = (shared & ~varying) | (rnd.nextLong() & varying);
      long low = positionsAscend ? i : rnd.nextInt(1 << 16);
      keys[i] = (high & ~0xffffL) | low;
      if (rnd.nextInt(10) == 0 && i > 0) {
        keys[i] = (keys[i - 1] & ~0xffffL) | low; // equal high bits
      }
    }
    long[] expected = java.util.Arrays.copyOf(keys, n);
    java.util.Arrays.sort(expected);
    long[] sorted = java.util.Arrays.copyOf(keys, n + 5);
    IndexSort.radixSort(sorted, new long[n], n, new int[IndexSort.RADIX_COUNTS], positionsAscend ? 16 : 0);
    assertThat(java.util.Arrays.copyOf(sorted, n)).isEqualTo(expected);
  }

  @Property(tries = 200)
  void sortsLikeAStableSortByStartThenSecondKey(@ForAll("startLists") List<Double> starts, @ForAll boolean mostlySorted) {
    assertSortsLikeAStableSort(starts, mostlySorted);
  }

  /**
   * Long lists by end time, as a node's drawables come: mostly ascending starts with states that
   * began earlier mixed in (sorted by insertion), and shuffled ones (over the insertion budget).
   */
  @Property(tries = 100)
  void sortsMostlySortedAndShuffledLongListsLikeAStableSort(@ForAll("mostlySorted") List<Double> starts) {
    assertSortsLikeAStableSort(starts, true);
  }

  /**
   * Edges of the packed keys: keys of both signs over the whole double range (an unsigned key
   * range), infinities and NaN, ties, and clusters with an outlier, which differ only in their
   * lowest bits.
   */
  @Property(tries = 300)
  void sortsWideAndBunchedKeysLikeAStableSort(@ForAll("wideLists") List<Double> starts, @ForAll boolean mostlySorted) {
    assertSortsLikeAStableSort(starts, mostlySorted);
  }

  /**
   * One sorter for many lists, as a node writer's sorters are: after an insertion sort of mostly
   * sorted keys gave up, the next sorts skip it, and each list still comes out as a stable sort.
   */
  @Property(tries = 40)
  void oneSorterSortsASequenceOfListsLikeAStableSort(@ForAll("sequences") List<List<Double>> lists) {
    StartsSorter sorter = new StartsSorter();
    for (List<Double> starts : lists) {
      sorter.assertSortsLikeAStableSort(starts, true);
    }
  }

  /** Keys of up to 20 000 positions whose high bits differ in spans of any width: wide digits and the last, partial one. */
  @Property(tries = 60)
  void radixSortOfManyKeysOrdersLikeTheJdkSort(@ForAll @net.jqwik.api.constraints.IntRange(min = 2000, max = 20000) int n,
      @ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 48) int span, @ForAll long seed) {
    java.util.Random rnd = new java.util.Random(seed);
    long shared = rnd.nextLong();
    int low = 16 + rnd.nextInt(49 - span);
    long varying = (span == 64 ? -1L : ((1L << span) - 1)) << low;
    long[] keys = new long[n];
    for (int i = 0; i < n; i++) {
      keys[i] = ((shared & ~varying) | (rnd.nextLong() & varying)) & ~0xffffL | i;
    }
    long[] expected = java.util.Arrays.copyOf(keys, n);
    java.util.Arrays.sort(expected);
    IndexSort.radixSort(keys, new long[n], n, new int[IndexSort.RADIX_COUNTS], 16);
    assertThat(keys).isEqualTo(expected);
  }

  /** Wide digits only where the keys are many enough to pay for walking their counts. */
  @org.junit.jupiter.api.Test
  void digitsWidenForManyKeys() {
    assertThat(IndexSort.digitBits(32, 100)).isEqualTo(8);
    assertThat(IndexSort.digitBits(32, 8000)).isEqualTo(11);
    assertThat(IndexSort.digitBits(8, 8000)).isEqualTo(8);
    assertThat(IndexSort.digitBits(20, 8000)).isEqualTo(10);
  }

  /** A sorter of start times with a second key, as the node's sorters break ties. */
  private static final class StartsSorter extends IndexSort {
    private List<Double> starts = List.of();
    private int[] second = new int[0];

    @Override
    int compare(int a, int b) {
      int c = Double.compare(starts.get(a), starts.get(b));
      c = c != 0 ? c : Integer.compare(second[a], second[b]);
      return c != 0 ? c : Integer.compare(a, b);
    }

    void assertSortsLikeAStableSort(List<Double> list, boolean mostlySorted) {
      int n = list.size();
      starts = list;
      second = new int[n];
      for (int i = 0; i < n; i++) {
        second[i] = (i * 7) % 3;
      }
      ensurePrimary(n);
      int[] positions = new int[n];
      List<Integer> expected = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        positions[i] = i;
        primary[i] = IndexSort.sortKey(list.get(i));
        expected.add(i);
      }
      int[] keys = second;
      expected.sort(Comparator.<Integer, Double>comparing(list::get, Double::compare).thenComparingInt(i -> keys[i]));
      sort(positions, n, mostlySorted);
      assertThat(positions).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
    }
  }

  private static void assertSortsLikeAStableSort(List<Double> starts, boolean mostlySorted) {
    int n = starts.size();
    int[] second = new int[n];
    for (int i = 0; i < n; i++) {
      second[i] = (i * 7) % 3;
    }
    IndexSort sorter = new IndexSort() {
      @Override
      int compare(int a, int b) {
        int c = Double.compare(starts.get(a), starts.get(b));
        c = c != 0 ? c : Integer.compare(second[a], second[b]);
        return c != 0 ? c : Integer.compare(a, b);
      }
    };
    sorter.ensurePrimary(n);
    int[] positions = new int[n];
    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      positions[i] = i;
      sorter.primary[i] = IndexSort.sortKey(starts.get(i));
      expected.add(i);
    }
    expected.sort(Comparator.<Integer, Double>comparing(starts::get, Double::compare).thenComparingInt(i -> second[i]));

    sorter.sort(positions, n, mostlySorted);

    assertThat(positions).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, 1.0, -1.0),
        Arbitraries.doubles().between(-1e9, 1e9));
  }

  @Provide
  Arbitrary<List<Double>> mostlySorted() {
    Arbitrary<List<Double>> ramps = Arbitraries.integers().between(17, 3000).flatMap(n ->
        Arbitraries.integers().between(0, 40).list().ofSize(n).map(steps -> {
          // Each step either goes on from the last start (possibly equal) or starts far back.
          List<Double> starts = new ArrayList<>();
          double t = 0;
          for (int s : steps) {
            t += s < 30 ? s % 3 : 0;
            starts.add(s < 38 ? t : t - 5 * s);
          }
          return starts;
        }));
    Arbitrary<List<Double>> shuffled = Arbitraries.doubles().between(0, 100).ofScale(1).list().ofMinSize(17).ofMaxSize(3000);
    return Arbitraries.oneOf(ramps, shuffled);
  }

  @Provide
  Arbitrary<List<List<Double>>> sequences() {
    return mostlySorted().list().ofMinSize(2).ofMaxSize(12);
  }

  @Provide
  Arbitrary<List<Double>> wideLists() {
    Arbitrary<Double> clustered = Arbitraries.integers().between(0, 1000).map(k -> 1.0 + k * 1e-12);
    Arbitrary<Double> mixed = Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(8, clustered),
        net.jqwik.api.Tuple.of(1, doubles()));
    return Arbitraries.oneOf(doubles().list().ofMinSize(17).ofMaxSize(600), mixed.list().ofMinSize(17).ofMaxSize(600),
        Arbitraries.of(0.0, 1.0, 2.0).list().ofMinSize(17).ofMaxSize(300));
  }

  @Provide
  Arbitrary<List<Double>> startLists() {
    // 1.0, its next double and 1.0 + 1e-12 differ only in the bits below the sort's packed key.
    return Arbitraries.of(0.0, -0.0, 0.5, 1.0, Math.nextUp(1.0), 1.0 + 1e-12, 2.0, Double.NaN, -3.0).list().ofMaxSize(100);
  }
}
