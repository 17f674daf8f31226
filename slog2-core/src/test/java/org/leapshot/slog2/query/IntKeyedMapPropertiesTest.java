package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The statistics' compact maps answer what a {@link TreeMap} of the same pairs answers: lookups,
 * absent keys, order of iteration, equality both ways; {@link KeySlots} numbers keys as a
 * {@link java.util.LinkedHashMap} would.
 */
class IntKeyedMapPropertiesTest {

  @Property(tries = 300)
  void answersLikeATreeMap(@ForAll @Size(max = 60) List<@IntRange(min = -40, max = 40) Integer> keys) {
    TreeMap<Integer, String> expected = new TreeMap<>();
    keys.forEach(k -> expected.put(k, "v" + k));
    int[] k = expected.keySet().stream().mapToInt(Integer::intValue).toArray();
    Object[] v = expected.values().toArray();
    Map<Integer, String> map = new IntKeyedMap<>(k, v);
    assertThat(map).isEqualTo(expected);
    assertThat(expected).isEqualTo(map);
    assertThat(map.hashCode()).isEqualTo(expected.hashCode());
    assertThat(new ArrayList<>(map.keySet())).containsExactlyElementsOf(expected.keySet());
    for (int probe = -42; probe <= 42; probe++) {
      assertThat(map.get(probe)).isEqualTo(expected.get(probe));
      assertThat(map.containsKey(probe)).isEqualTo(expected.containsKey(probe));
    }
    assertThat(map.get("not an int")).isNull();
    assertThatThrownBy(() -> map.put(1, "x")).isInstanceOf(UnsupportedOperationException.class);
  }

  @Property(tries = 200)
  void keySlotsNumberEveryKeyOnceInTheOrderFirstSeen(
      @ForAll @Size(max = 400) List<@IntRange(min = -3, max = 300) Integer> lines,
      @ForAll @IntRange(min = 1, max = 9) int categories) {
    KeySlots slots = new KeySlots();
    java.util.LinkedHashMap<Long, Integer> expected = new java.util.LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      int line = lines.get(i) * (i % 2 == 0 ? 1 : -1_000_000);
      long key = KeySlots.pair(line, i % categories - 3);
      Integer before = expected.putIfAbsent(key, expected.size());
      assertThat(slots.slot(key)).isEqualTo(before == null ? expected.size() - 1 : before);
    }
    assertThat(slots.size()).isEqualTo(expected.size());
    expected.forEach((key, slot) -> {
      assertThat(slots.find(key)).isEqualTo(slot);
      assertThat(slots.keyOf(slot)).isEqualTo(key);
    });
    assertThat(slots.find(Long.MIN_VALUE + 12345)).isEqualTo(-1);
  }

  @Property(tries = 50)
  void pairKeysOrderByFirstThenSecond(@ForAll int lineA, @ForAll int lineB, @ForAll @IntRange(min = 0) int b1,
      @ForAll @IntRange(min = 0) int b2) {
    // the order rows are sorted into by timeline (second value a non-negative row number)
    int expected = lineA != lineB ? Integer.compare(lineA, lineB) : Integer.compare(b1, b2);
    assertThat(Integer.signum(Long.compare(KeySlots.pair(lineA, b1), KeySlots.pair(lineB, b2))))
        .isEqualTo(Integer.signum(expected));
  }

}
