package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

/**
 * The shadow index's cache of the shadow a timeline's last primitive went to: whatever it answers is
 * what a map of every remembered key would answer, and it keeps one shadow per timeline and
 * topology for as many timelines as a wide trace has, so that the next primitive of each is found
 * without hashing.
 */
class ShadowIndexRecentTest {
  /** remember (position >= 0), look up (-1) or clear (-2), for a key of topology, vertex count and line IDs. */
  record Step(int topology, int vertexCount, int first, int last, int position) {}

  @Property(tries = 300)
  void anAnswerIsThePositionLastRememberedForThatKey(@ForAll("steps") List<Step> steps) {
    ShadowIndex index = new ShadowIndex();
    Map<List<Integer>, Integer> remembered = new HashMap<>();
    for (Step s : steps) {
      List<Integer> key = List.of(s.topology(), s.vertexCount(), s.first(), s.last());
      if (s.position() == -2) {
        index.clear();
        remembered.clear();
      } else if (s.position() >= 0) {
        index.remember(s.topology(), s.vertexCount(), s.first(), s.last(), s.position());
        remembered.put(key, s.position());
      } else {
        int at = index.recent(s.topology(), s.vertexCount(), s.first(), s.last());
        if (at >= 0) {
          assertThat(remembered.get(key)).as("recent %s", key).isEqualTo(at);
        }
      }
    }
  }

  @Property(tries = 30)
  void everyTimelineOfAWideTraceFindsItsLastShadow(
      @ForAll @IntRange(min = 1, max = ShadowIndex.MAX_RECENT_LINES) int timelines,
      @ForAll @IntRange(min = 0, max = 1_000_000) int seed, @ForAll boolean clearedBetween) {
    ShadowIndex index = new ShadowIndex();
    List<Integer> order = new ArrayList<>();
    for (int line = 0; line < timelines; line++) {
      order.add(line);
    }
    Collections.shuffle(order, new Random(seed));
    // A first leaf with several primitives on every timeline (the cache grows to them); the next
    // one, in any order, is what a wide trace's leaves look like: each timeline's primitives among
    // all the others'.
    for (int pass = 0; pass < 4 * ShadowIndex.REMEMBERED_PER_LINE; pass++) {
      for (int line : order) {
        index.remember(1, 2, line, line, 7);
      }
    }
    if (clearedBetween) {
      index.clear();
    }
    Collections.shuffle(order, new Random(seed + 1));
    for (int i = 0; i < timelines; i++) {
      int line = order.get(i);
      index.remember(1, 2, line, line, i); // a state: both vertices on its line
      index.remember(0, 1, line, line, timelines + i); // an event
    }
    for (int i = 0; i < timelines; i++) {
      int line = order.get(i);
      assertThat(index.recent(1, 2, line, line)).as("state of line %d", line).isEqualTo(i);
      assertThat(index.recent(0, 1, line, line)).as("event of line %d", line).isEqualTo(timelines + i);
      assertThat(index.recent(2, 2, line, line)).as("no arrow on line %d", line).isEqualTo(-1);
    }
  }

  @Property(tries = 30)
  void theCacheGrowsOnlyWithSeveralPrimitivesPerLine(
      @ForAll @IntRange(min = 1, max = 3 * ShadowIndex.MAX_RECENT_LINES) int timelines,
      @ForAll @IntRange(min = 0, max = 40_000) int primitives, @ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
    ShadowIndex index = new ShadowIndex();
    Random random = new Random(seed);
    for (int i = 0; i < primitives; i++) {
      int line = random.nextInt(timelines);
      index.remember(random.nextInt(3), 2, line, line, i);
    }
    int lines = index.recentLines();
    assertThat(lines).isLessThanOrEqualTo(ShadowIndex.MAX_RECENT_LINES);
    // Grown only to what the node held some primitives per line of (and never past a line it saw).
    if (lines > 64) {
      assertThat(primitives).isGreaterThanOrEqualTo(ShadowIndex.REMEMBERED_PER_LINE * lines);
      assertThat(timelines).isGreaterThan(lines / 2);
    }
    index.clear();
    assertThat(index.recentLines()).as("kept for the next node").isEqualTo(lines);
  }

  @Provide
  Arbitrary<List<Step>> steps() {
    Arbitrary<Integer> lines = Arbitraries.oneOf(Arbitraries.integers().between(0, 70),
        Arbitraries.integers().between(0, 3 * ShadowIndex.MAX_RECENT_LINES),
        Arbitraries.integers().between(-5, Integer.MAX_VALUE));
    Arbitrary<Integer> positions = Arbitraries.frequencyOf(
        Tuple.of(10, Arbitraries.integers().between(0, 100_000)),
        Tuple.of(10, Arbitraries.just(-1)),
        Tuple.of(1, Arbitraries.just(-2)));
    Arbitrary<Step> step = Combinators.combine(Arbitraries.integers().between(0, 2),
        Arbitraries.integers().between(1, 2), lines, lines, positions).as(Step::new);
    return step.list().ofMaxSize(400);
  }
}
