package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The messages' map of an answer ({@link PairKeyedMap}) against a hash map of the same pairs:
 * look-ups of pairs in it and not, negative line IDs on either side, keys given in order or not;
 * it iterates by sender, then receiver, both as signed ints.
 */
class PairKeyedMapTest {

  @Property(tries = 300)
  void sameAsAHashMapOfThePairs(@ForAll long seed, @ForAll @IntRange(min = 0, max = 200) int pairs,
      @ForAll boolean inOrder) {
    Random random = new Random(seed);
    LinkedHashSet<LinePair> distinct = new LinkedHashSet<>();
    for (int i = 0; i < pairs; i++) {
      distinct.add(new LinePair(anyLine(random), anyLine(random)));
    }
    List<LinePair> keys = new ArrayList<>(distinct);
    Comparator<LinePair> signed = Comparator.comparingInt(LinePair::from).thenComparingInt(LinePair::to);
    if (inOrder) {
      keys.sort(signed);
    } else {
      Collections.shuffle(keys, random);
    }
    Map<LinePair, MessageStats> expected = new HashMap<>();
    long[] k = new long[keys.size()];
    Object[] v = new Object[keys.size()];
    for (int i = 0; i < k.length; i++) {
      LinePair p = keys.get(i);
      MessageStats m = new MessageStats(random.nextInt(9), random.nextInt(99), random.nextInt(9));
      expected.put(p, m);
      k[i] = PairKeyedMap.key(p.from(), p.to());
      v[i] = m;
    }
    Map<LinePair, MessageStats> map = PairKeyedMap.of(k, v);
    assertThat(map).isEqualTo(expected);
    assertThat(map.hashCode()).isEqualTo(expected.hashCode());
    List<LinePair> sorted = new ArrayList<>(distinct);
    sorted.sort(signed);
    assertThat(new ArrayList<>(map.keySet())).isEqualTo(sorted);
    for (int i = 0; i < 50; i++) {
      LinePair any = new LinePair(anyLine(random), anyLine(random));
      assertThat(map.get(any)).isEqualTo(expected.get(any));
      assertThat(map.containsKey(any)).isEqualTo(expected.containsKey(any));
    }
    for (LinePair p : distinct) {
      assertThat(map.get(p)).isSameAs(expected.get(p));
    }
  }

  @Test
  void aPairGivenTwiceIsRefused() {
    long[] keys = {PairKeyedMap.key(3, -1), PairKeyedMap.key(1, 2), PairKeyedMap.key(3, -1)};
    assertThatThrownBy(() -> PairKeyedMap.of(keys, new Object[3])).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("LinePair[from=3, to=-1]");
  }

  private static int anyLine(Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> -1 - random.nextInt(5);
      case 1 -> random.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      default -> random.nextInt(12);
    };
  }
}
