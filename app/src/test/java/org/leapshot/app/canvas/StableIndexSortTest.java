package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The primitive index sort orders as the JDK's stable sort of boxed indices does, ties included. */
class StableIndexSortTest {
  @Property(tries = 300)
  void sortsLikeTheStableBoxedSort(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 6) Integer> starts,
      @ForAll @IntRange(min = 0, max = 3) int presorted) {
    int n = starts.size();
    double[] s = new double[n];
    double[] e = new double[n];
    for (int i = 0; i < n; i++) {
      s[i] = starts.get(i) / 4.0;
      e[i] = s[i] + (starts.get((i * 7 + 3) % n) % 3) / 4.0; // few distinct ends: many full ties
    }
    if (presorted == 0) { // in drawing order already, as a slab's states usually come
      Integer[] by = boxed(n);
      Arrays.sort(by, (a, b) -> s[a] != s[b] ? Double.compare(s[a], s[b]) : Double.compare(e[b], e[a]));
      double[] s2 = new double[n];
      double[] e2 = new double[n];
      for (int i = 0; i < n; i++) {
        s2[i] = s[by[i]];
        e2[i] = e[by[i]];
      }
      System.arraycopy(s2, 0, s, 0, n);
      System.arraycopy(e2, 0, e, 0, n);
    }
    Comparator<Integer> boxedOrder = (a, b) -> s[a] != s[b] ? Double.compare(s[a], s[b]) : Double.compare(e[b], e[a]);
    Integer[] expected = boxed(n);
    Arrays.sort(expected, boxedOrder);

    StableIndexSort sort = new StableIndexSort();
    int[] got = sort.sortedIndices(n, new int[0], boxedOrder::compare);
    assertThat(Arrays.copyOf(got, n)).containsExactly(Arrays.stream(expected).mapToInt(Integer::intValue).toArray());
  }

  @Property(tries = 200)
  void sortsOnlyTheSegmentItIsGiven(@ForAll @Size(min = 1, max = 200) List<@IntRange(min = 0, max = 9) Integer> keys,
      @ForAll @IntRange(min = 0, max = 200) int a, @ForAll @IntRange(min = 0, max = 200) int b) {
    int n = keys.size();
    int from = Math.min(a, b) % (n + 1);
    int to = Math.max(from, Math.max(a, b) % (n + 1));
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = n - 1 - i; // indices reversed: ties must keep this order, not the indices'
    }
    int[] expected = order.clone();
    Integer[] segment = new Integer[to - from];
    for (int i = from; i < to; i++) {
      segment[i - from] = order[i];
    }
    Arrays.sort(segment, Comparator.comparingInt(keys::get));
    for (int i = from; i < to; i++) {
      expected[i] = segment[i - from];
    }
    new StableIndexSort().sort(order, from, to, (x, y) -> Integer.compare(keys.get(x), keys.get(y)));
    assertThat(order).containsExactly(expected);
  }

  private static Integer[] boxed(int n) {
    Integer[] a = new Integer[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    return a;
  }
}
