package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The message matcher's pair index against a map of (first, second) records. */
class Otf2PairIndexProperties {
  private record Pair(long first, long second) {}

  @Property(tries = 300)
  void findsWhatWasPutAndNothingElse(
      @ForAll @Size(max = 300) List<@Size(2) List<@LongRange(min = -3, max = 40) Long>> puts,
      @ForAll @Size(max = 50) List<@Size(2) List<@LongRange(min = -3, max = 40) Long>> probes) {
    Otf2PairIndex<Integer> index = new Otf2PairIndex<>();
    Map<Pair, Integer> expected = new HashMap<>();
    for (int i = 0; i < puts.size(); i++) {
      Pair p = new Pair(puts.get(i).get(0) << 32, puts.get(i).get(1)); // high and low halves both vary
      if (!expected.containsKey(p)) {
        expected.put(p, i);
        index.put(p.first(), p.second(), i);
      }
    }
    for (Map.Entry<Pair, Integer> e : expected.entrySet()) {
      assertThat(index.get(e.getKey().first(), e.getKey().second())).isEqualTo(e.getValue());
    }
    for (List<Long> probe : probes) {
      Pair p = new Pair(probe.get(0) << 32, probe.get(1));
      assertThat(index.get(p.first(), p.second())).isEqualTo(expected.get(p));
    }
  }

  /** Thousands of pairs (the table grows many times), both halves of a key drawn from a few values so that slots collide. */
  @Property(tries = 50)
  void keepsEveryPairThroughGrowth(@ForAll @IntRange(min = 0, max = 4000) int n, @ForAll @IntRange(min = 1, max = 100) int spread,
      @ForAll long seed) {
    java.util.Random random = new java.util.Random(seed);
    Otf2PairIndex<Long> index = new Otf2PairIndex<>();
    Map<Pair, Long> expected = new HashMap<>();
    for (long i = 0; i < n; i++) {
      Pair p = new Pair(random.nextInt(spread) - spread / 2, random.nextLong() % (4L * n + 1));
      if (!expected.containsKey(p)) {
        expected.put(p, i);
        index.put(p.first(), p.second(), i);
      }
    }
    for (Map.Entry<Pair, Long> e : expected.entrySet()) {
      assertThat(index.get(e.getKey().first(), e.getKey().second())).isEqualTo(e.getValue());
    }
    for (int i = 0; i < 200; i++) {
      Pair p = new Pair(random.nextInt(spread + 2) - spread / 2 - 1, random.nextLong() % (4L * n + 1));
      assertThat(index.get(p.first(), p.second())).isEqualTo(expected.get(p));
    }
  }
}
