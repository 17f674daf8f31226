package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The kept weight arrays against a list of the arrays given and not taken back. */
class WeightArraysTest {
  /**
   * Each step gives an array of some length or takes one between a minimum and a maximum: a taken
   * array is one given and not taken since (never one twice) or a new one of the maximum, always
   * within the bounds.
   */
  @Property(tries = 300)
  void takesBackOnlyArraysGivenAndWithinTheirBounds(
      @ForAll @Size(max = 200) List<@IntRange(min = 1, max = 5000) Integer> lengths,
      @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 2) Integer> kinds) {
    WeightArrays arrays = new WeightArrays();
    Map<long[], Boolean> kept = new IdentityHashMap<>();
    List<long[]> out = new ArrayList<>();
    for (int i = 0; i < Math.min(lengths.size(), kinds.size()); i++) {
      int n = lengths.get(i);
      if (kinds.get(i) == 0) {
        long[] a = new long[n];
        arrays.give(a);
        kept.put(a, n <= WeightArrays.MAX_KEPT_LENGTH);
      } else {
        int min = n;
        int max = kinds.get(i) == 1 ? n : n + n / 2 + 1;
        long[] a = arrays.take(min, max);
        assertThat(a.length).isBetween(min, max);
        if (kept.containsKey(a)) {
          assertThat(kept.remove(a)).as("an array too long to keep came back").isTrue();
        } else {
          assertThat(a.length).isEqualTo(max);
          assertThat(out).noneMatch(o -> o == a);
        }
        out.add(a);
      }
    }
  }

  /** An array given comes back for a request its length fits, and only once. */
  @Property(tries = 100)
  void aFittingKeptArrayIsTaken(@ForAll @IntRange(min = 1, max = 4096) int length) {
    WeightArrays arrays = new WeightArrays();
    long[] a = new long[length];
    arrays.give(a);
    assertThat(arrays.take(length, length)).isSameAs(a);
    assertThat(arrays.take(length, length)).isNotSameAs(a);
  }
}
