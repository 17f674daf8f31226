package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.GeneratedFilePropertiesTest.Spec;

/**
 * Working arrays kept from one answer to the next ({@link ScratchArrays}) are handed out again, and
 * an answer worked out in arrays that still hold another's numbers is the same, bit for bit, as one
 * worked out in new arrays: window shadows and approximate and exact statistics of generated files,
 * every array kept and filled with garbage before each answer.
 */
class ScratchArraysTest {
  private static final int LARGE = ScratchArrays.KEPT_BYTES / 4;

  @Test
  void anArrayGivenBackIsHandedOutForARequestItFits() {
    ScratchArrays.clear(); // kept by the tests before
    long[] longs = new long[LARGE];
    ScratchArrays.give(longs);
    assertThat(ScratchArrays.longs(LARGE / 2)).isSameAs(longs);
    assertThat(ScratchArrays.longs(LARGE / 2)).isNotSameAs(longs).hasSizeGreaterThanOrEqualTo(LARGE / 2);
    int[] ints = new int[2 * LARGE];
    ScratchArrays.give(ints);
    assertThat(ScratchArrays.ints(3 * LARGE)).isNotSameAs(ints).hasSize(3 * LARGE); // too small: a new one
  }

  @Test
  void smallArraysAreNotKept() {
    ScratchArrays.clear(); // kept by the tests before
    double[] small = new double[16];
    ScratchArrays.give(small);
    assertThat(ScratchArrays.doubles(16)).isNotSameAs(small);
  }

  @Test
  void referencesGivenBackAreCleared() {
    ScratchArrays.clear(); // kept by the tests before
    ShadowColumns[] columns = new ShadowColumns[2 * LARGE];
    ShadowColumns some = ShadowColumns.copyOf(List.of());
    Arrays.fill(columns, 0, 10, some);
    ScratchArrays.give(columns, 10);
    ShadowColumns[] again = ScratchArrays.columns(LARGE);
    assertThat(again).isSameAs(columns).containsOnlyNulls(); // no evicted node kept alive
  }

  @Provide
  Arbitrary<Spec> specs() {
    return new StatisticsBuilderEquivalenceTest().specs();
  }

  @Property(tries = 15)
  void answersInReusedArraysAreTheSame(@ForAll("specs") Spec spec) throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession s = TraceSession.open(file)) {
        TimeBox run = s.timeRange();
        Random random = new Random(spec.seed());
        List<double[]> ranges = new ArrayList<>(List.of(new double[] {run.earliest(), run.latest()}));
        for (int i = 0; i < 3; i++) {
          double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
          ranges.add(new double[] {a, a + random.nextDouble() * run.duration()});
        }
        long before = ScratchArrays.keepFrom(Long.MAX_VALUE);
        List<Object> fresh;
        List<Object> reused;
        try {
          fresh = answers(s, ranges, random, false);
          ScratchArrays.keepFrom(0);
          reused = answers(s, ranges, new Random(spec.seed()), true);
        } finally {
          ScratchArrays.keepFrom(before);
        }
        assertThat(reused).isEqualTo(fresh);
      }
    });
  }

  /** Per range its window's shadows at 1 and 40 px and its approximate and exact statistics. */
  private static List<Object> answers(TraceSession s, List<double[]> ranges, Random garbage, boolean poison)
      throws IOException {
    List<Object> out = new ArrayList<>();
    for (double[] r : ranges) {
      for (int width : new int[] {1, 40}) {
        poison(poison, garbage);
        out.add(List.copyOf(s.query(WindowQuery.lod(r[0], r[1], width)).shadows()));
        poison(poison, garbage);
        out.add(s.sessionStatistics().approximate(r[0], r[1], width));
      }
      poison(poison, garbage);
      out.add(s.statistics(r[0], r[1], true));
    }
    return out;
  }

  /** Fills the kept arrays with garbage: new ones of several sizes, given back full of random numbers. */
  private static void poison(boolean poison, Random garbage) {
    if (!poison) {
      return;
    }
    for (int n : new int[] {64, 1000, 5000}) {
      long[] longs = ScratchArrays.longs(n);
      double[] doubles = ScratchArrays.doubles(n);
      int[] ints = ScratchArrays.ints(n);
      for (int i = 0; i < n; i++) {
        longs[i] = garbage.nextLong();
        doubles[i] = Double.longBitsToDouble(garbage.nextLong());
        ints[i] = garbage.nextInt();
      }
      ScratchArrays.give(longs);
      ScratchArrays.give(doubles);
      ScratchArrays.give(ints);
    }
  }
}
