package org.leapshot.slog2.convert.otf2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The merge of the locations' events against sorting them all by (time, location order). */
class Otf2CursorHeapProperties {

  /** Location {@code order}'s events, non-decreasing times. */
  private record Stream(int order, long[] times) {}

  @Property(tries = 300)
  void mergesEveryEventInTimeThenLocationOrder(
      @ForAll @Size(min = 1, max = 70) List<@Size(max = 30) List<@LongRange(min = 0, max = 40) Long>> steps,
      @ForAll @IntRange(min = 0, max = 1000) int orderSeed) {
    List<Stream> streams = new ArrayList<>();
    List<long[]> expected = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      long[] times = new long[steps.get(i).size()];
      long t = Long.MAX_VALUE - 1000; // also times near the top of the range
      t = (i % 3 == 0) ? t : 0;
      for (int j = 0; j < times.length; j++) {
        t += steps.get(i).get(j);
        times[j] = t;
      }
      int order = (i * 7919 + orderSeed) % 100_003; // unique, not in list order
      streams.add(new Stream(order, times));
      for (long time : times) {
        expected.add(new long[] {time, order});
      }
    }
    expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));

    List<long[]> merged = merge(streams);
    assertThat(merged).usingElementComparator(Comparator.<long[]>comparingLong(e -> e[0])
        .thenComparingLong(e -> e[1])).containsExactlyElementsOf(expected);
  }

  /**
   * Times a few ticks apart from a large first time (the merge packs time and order into one key),
   * where one location may jump past what a packed key holds, or start there: the tree then goes
   * back to pairs of keys, mid-merge or from the start.
   */
  @Property(tries = 300)
  void packedKeysMergeAlikeAndGiveWayToPairsWhenATimeIsTooFarOn(
      @ForAll @Size(min = 1, max = 40) List<@Size(max = 20) List<@IntRange(min = 0, max = 3) Integer>> steps,
      @ForAll @IntRange(min = -1, max = 39) int jumper, @ForAll @IntRange(min = 0, max = 19) int jumpAt,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE / 2) long first, @ForAll @IntRange(min = 0, max = 62) int jumpBits) {
    List<Stream> streams = new ArrayList<>();
    List<long[]> expected = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      long[] times = new long[steps.get(i).size()];
      long t = first;
      for (int j = 0; j < times.length; j++) {
        t += steps.get(i).get(j);
        if (i == jumper && j == jumpAt) {
          t += Math.min(1L << jumpBits, Long.MAX_VALUE - 100 - t);
        }
        times[j] = t;
      }
      int order = (i * 40_503) % 1_000_003; // unique, not in list order, up to 20 bits
      streams.add(new Stream(order, times));
      for (long time : times) {
        expected.add(new long[] {time, order});
      }
    }
    expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
    assertThat(merge(streams)).usingElementComparator(Comparator.<long[]>comparingLong(e -> e[0])
        .thenComparingLong(e -> e[1])).containsExactlyElementsOf(expected);
  }

  /**
   * Few locations whose events come in bursts, so that one location often wins many times in a row
   * and stays on top without a walk of the tree (its next key below every key it beat), also on a
   * tie in time with a location of a higher order.
   */
  @Property(tries = 300)
  void burstsOfOneLocationMergeInTimeThenLocationOrder(
      @ForAll @Size(min = 1, max = 5) List<@Size(max = 60) List<@IntRange(min = 0, max = 12) Integer>> steps,
      @ForAll @LongRange(min = 0, max = 1L << 40) long first) {
    List<Stream> streams = new ArrayList<>();
    for (List<Integer> burst : steps) {
      long[] times = new long[burst.size()];
      for (int j = 0, t = 0; j < times.length; j++) {
        int step = burst.get(j);
        t += step < 9 ? step % 2 : 50 * step; // mostly 0 or 1 tick, now and then a jump
        times[j] = first + t;
      }
      streams.add(new Stream(steps.size() - streams.size(), times));
    }
    List<long[]> expected = new ArrayList<>();
    streams.forEach(s -> Arrays.stream(s.times()).forEach(time -> expected.add(new long[] {time, s.order()})));
    expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
    assertThat(merge(streams)).usingElementComparator(Comparator.<long[]>comparingLong(e -> e[0])
        .thenComparingLong(e -> e[1])).containsExactlyElementsOf(expected);
  }

  /** Each stream's (time, order) pairs as the heap hands them out. */
  private static List<long[]> merge(List<Stream> streams) {
    Otf2CursorHeap<int[]> heap = new Otf2CursorHeap<>();
    for (Stream s : streams) {
      if (s.times().length > 0) {
        heap.add(new int[] {streams.indexOf(s), 0}, s.times()[0], s.order());
      }
    }
    List<long[]> merged = new ArrayList<>();
    while (!heap.isEmpty()) {
      int[] cursor = heap.top();
      Stream s = streams.get(cursor[0]);
      merged.add(new long[] {s.times()[cursor[1]], s.order()});
      if (++cursor[1] < s.times().length) {
        heap.topAdvanced(s.times()[cursor[1]]);
      } else {
        heap.removeTop();
      }
    }
    return merged;
  }
}
