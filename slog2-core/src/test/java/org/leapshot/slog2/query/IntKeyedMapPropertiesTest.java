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
 * The statistics' compact maps and cell table answer what a {@link TreeMap} of the same pairs
 * answers: lookups, absent keys, order of iteration, equality both ways.
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
  void cellsFindEveryPairAndSortThemByTimelineThenCategory(
      @ForAll @Size(max = 400) List<@IntRange(min = -3, max = 300) Integer> lines,
      @ForAll @IntRange(min = 1, max = 9) int categories) {
    StatisticsCells cells = new StatisticsCells();
    TreeMap<Long, Double> expected = new TreeMap<>();
    for (int i = 0; i < lines.size(); i++) {
      int line = lines.get(i) * (i % 2 == 0 ? 1 : -1_000_000);
      int category = i % categories - 3;
      int at = cells.slot(line, category) * StatisticsCells.WIDTH;
      cells.values()[at + 2] += i;
      expected.merge(StatisticsCells.key(line, category), (double) i, Double::sum);
    }
    assertThat(cells.size()).isEqualTo(expected.size());
    int[] sorted = cells.sortedSlots();
    List<Long> keys = new ArrayList<>();
    for (int slot : sorted) {
      long key = cells.keyOf(slot);
      keys.add(key);
      assertThat(cells.values()[slot * StatisticsCells.WIDTH + 2]).isEqualTo(expected.get(key));
      assertThat(StatisticsCells.key(StatisticsCells.line(key), StatisticsCells.category(key))).isEqualTo(key);
    }
    assertThat(keys).containsExactlyElementsOf(expected.keySet());
  }

  @Property(tries = 50)
  void keysOrderByTimelineThenCategory(@ForAll int lineA, @ForAll int catA, @ForAll int lineB, @ForAll int catB) {
    int expected = lineA != lineB ? Integer.compare(lineA, lineB) : Integer.compare(catA, catB);
    assertThat(Integer.signum(Long.compare(StatisticsCells.key(lineA, catA), StatisticsCells.key(lineB, catB))))
        .isEqualTo(Integer.signum(expected));
  }
}
