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

  @Property(tries = 200)
  void sortsLikeAStableSortByStartThenSecondKey(@ForAll("startLists") List<Double> starts) {
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

    sorter.sort(positions, n);

    assertThat(positions).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, 1.0, -1.0),
        Arbitraries.doubles().between(-1e9, 1e9));
  }

  @Provide
  Arbitrary<List<Double>> startLists() {
    return Arbitraries.of(0.0, -0.0, 0.5, 1.0, 2.0, Double.NaN, -3.0).list().ofMaxSize(100);
  }
}
