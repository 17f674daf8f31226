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

/** The kept weight arrays, of one thread and of two sharing an exchange, against a set of the arrays given and not taken back. */
class WeightArraysTest {
  /**
   * Each step gives an array of some length or takes one between a minimum and a maximum: a taken
   * array is one given and not taken since (never one twice), within the bounds, or none.
   */
  @Property(tries = 300)
  void takesBackOnlyArraysGivenAndWithinTheirBounds(
      @ForAll @Size(max = 600) List<@IntRange(min = 1, max = 5000) Integer> lengths,
      @ForAll @Size(max = 600) List<@IntRange(min = 0, max = 5) Integer> kinds) {
    // Two threads' arrays sharing an exchange; kinds 0-2 are the first's, 3-5 the second's. Few
    // lengths most of the time, so that classes fill and go through the exchange.
    WeightArrays.Exchange exchange = new WeightArrays.Exchange();
    WeightArrays[] threads = {new WeightArrays(exchange), new WeightArrays(exchange)};
    Map<long[], Boolean> kept = new IdentityHashMap<>();
    List<long[]> out = new ArrayList<>();
    for (int i = 0; i < Math.min(lengths.size(), kinds.size()); i++) {
      int n = i % 4 == 0 ? lengths.get(i) : 1 + lengths.get(i) % 40;
      WeightArrays arrays = threads[kinds.get(i) / 3];
      int kind = kinds.get(i) % 3;
      if (kind == 0) {
        long[] a = new long[n];
        arrays.give(a);
        kept.put(a, n <= WeightArrays.MAX_KEPT_LENGTH);
      } else {
        int min = n;
        int max = kind == 1 ? n : n + n / 2 + 1;
        long[] a = arrays.take(min, max);
        if (a != null) {
          assertThat(a.length).isBetween(min, max);
          assertThat(kept).containsKey(a);
          assertThat(kept.remove(a)).as("an array too long to keep came back").isTrue();
          assertThat(out).noneMatch(o -> o == a);
          out.add(a);
        }
      }
    }
  }

  /** An array given comes back for a request its length fits, and only once. */
  @Property(tries = 100)
  void aFittingKeptArrayIsTaken(@ForAll @IntRange(min = 1, max = 4096) int length) {
    WeightArrays arrays = new WeightArrays(new WeightArrays.Exchange());
    long[] a = new long[length];
    arrays.give(a);
    assertThat(arrays.take(length, length)).isSameAs(a);
    assertThat(arrays.take(length, length)).isNull();
  }

  /** A thread with no array of a class takes the arrays another thread could not keep, through the exchange. */
  @Property(tries = 50)
  void aFullClassGoesToAnotherThread(@ForAll @IntRange(min = 1, max = 4096) int length) {
    WeightArrays.Exchange exchange = new WeightArrays.Exchange();
    WeightArrays giver = new WeightArrays(exchange);
    WeightArrays taker = new WeightArrays(exchange);
    Map<long[], Boolean> given = new IdentityHashMap<>();
    for (int i = 0; i <= WeightArrays.KEPT_PER_CLASS; i++) {
      long[] a = new long[length];
      given.put(a, true);
      giver.give(a);
    }
    for (int i = 0; i < WeightArrays.KEPT_PER_CLASS; i++) {
      long[] a = taker.take(length, length);
      assertThat(a).isNotNull();
      assertThat(given.remove(a)).isTrue();
    }
    assertThat(taker.take(length, length)).isNull();
    assertThat(giver.take(length, length)).isNotNull(); // the one it kept after handing the class over
  }
}
