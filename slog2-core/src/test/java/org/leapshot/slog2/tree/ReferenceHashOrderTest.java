package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The emulated iteration order equals a real java.util.HashMap's for the same insertions. */
class ReferenceHashOrderTest {

  @Property(tries = 200)
  void sameOrderAsARealHashMap(@ForAll @IntRange(min = 0, max = 3000) int size, @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 100_000) int spread) {
    Random rnd = new Random(seed);
    LinkedHashSet<Integer> distinct = new LinkedHashSet<>();
    while (distinct.size() < Math.min(size, spread)) {
      distinct.add(rnd.nextInt(spread) - spread / 2);
    }
    List<Integer> inserted = new ArrayList<>(distinct);
    Map<Integer, Integer> real = new HashMap<>();
    for (Integer k : inserted) {
      real.put(k, k);
    }
    int[] hashes = inserted.stream().mapToInt(k -> k.hashCode()).toArray();

    assertThat(ReferenceHashOrder.of(inserted, hashes)).containsExactlyElementsOf(real.keySet());
  }
}
