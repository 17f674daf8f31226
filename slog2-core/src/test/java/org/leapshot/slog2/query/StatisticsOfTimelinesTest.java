package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.TimeBox;

/**
 * Statistics of some timelines ({@link TraceSession#statistics(double, double, boolean, int[])})
 * against those of every timeline cut to them by brute force, bit for bit: each timeline's cells,
 * the messages it sends, category totals summed over the timelines in ascending order; exact and
 * approximate, on generated files, for ranges that cut the run or hold it whole, and lists with
 * line IDs the file lacks, repeated or negative.
 */
class StatisticsOfTimelinesTest {

  @Provide
  Arbitrary<GeneratedFilePropertiesTest.Spec> specs() {
    return GeneratedFilePropertiesTest.anySpec();
  }

  @Property(tries = 80)
  void aPartsStatisticsAreTheWholeCutToIt(@ForAll("specs") GeneratedFilePropertiesTest.Spec spec) throws IOException {
    GeneratedTrace.withFile(spec, file -> {
      try (TraceSession session = TraceSession.open(file)) {
        Random random = new Random(spec.seed());
        TimeBox run = session.timeRange();
        for (int i = 0; i < 4; i++) {
          int[] lines = someLines(random, spec.lines());
          double a = run.earliest() + (random.nextDouble() * 1.2 - 0.1) * run.duration();
          double[] w = i == 0 ? new double[] {run.earliest(), run.latest()}
              : new double[] {a, a + random.nextDouble() * run.duration()};
          RangeStatistics whole = session.statistics(w[0], w[1], true);
          assertThat(session.statistics(w[0], w[1], true, lines)).as("exact of %s", Arrays.toString(lines))
              .isEqualTo(cut(whole, lines));
          RangeStatistics approxWhole = session.approximateStatistics(w[0], w[1]);
          RangeStatistics approx = session.approximateStatistics(w[0], w[1], lines);
          RangeStatistics expected = cut(approxWhole, lines);
          assertThat(approx.byTimeline()).as("approximate of %s", Arrays.toString(lines))
              .isEqualTo(expected.byTimeline());
          assertThat(approx.byCategory()).isEqualTo(expected.byCategory());
          assertThat(approx.messages()).isEqualTo(expected.messages());
          assertThat(approx.approximate()).isEqualTo(approxWhole.approximate());
          // the bound is of these timelines: never more than the whole's
          assertThat(approx.bound().timelineSeconds()).isLessThanOrEqualTo(approxWhole.bound().timelineSeconds());
          assertThat(approx.bound().count()).isLessThanOrEqualTo(approxWhole.bound().count());
        }
      }
    });
  }

  @Test
  void noTimelinesGiveAnEmptyAnswer() throws IOException {
    GeneratedTrace.withFile(new GeneratedFilePropertiesTest.Spec(7, 4, 30, 600, 3), file -> {
      try (TraceSession session = TraceSession.open(file)) {
        TimeBox run = session.timeRange();
        RangeStatistics none = session.statistics(run.earliest(), run.latest(), true, new int[0]);
        assertThat(none.byTimeline()).isEmpty();
        assertThat(none.byCategory()).isEmpty();
        assertThat(none.messages()).isEmpty();
      }
    });
  }

  /** Some of the file's line IDs in a random order, now and then with one repeated, one it lacks, a negative one. */
  private static int[] someLines(Random random, int fileLines) {
    List<Integer> ids = new ArrayList<>();
    for (int line = 0; line < fileLines; line++) {
      if (random.nextBoolean()) {
        ids.add(line);
      }
    }
    if (random.nextInt(4) == 0 && !ids.isEmpty()) {
      ids.add(ids.get(0));
    }
    if (random.nextInt(4) == 0) {
      ids.add(fileLines + random.nextInt(3));
    }
    if (random.nextInt(6) == 0) {
      ids.add(-1 - random.nextInt(2));
    }
    java.util.Collections.shuffle(ids, random);
    return ids.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Brute force: {@code s}'s timelines in {@code lines}, the messages they send, category totals over them ascending. */
  static RangeStatistics cut(RangeStatistics s, int[] lines) {
    int[] sorted = Arrays.stream(lines).sorted().distinct().toArray();
    Map<Integer, Map<Integer, DurationStats>> byTimeline = new TreeMap<>();
    TreeMap<Integer, double[]> sums = new TreeMap<>();
    for (int line : sorted) {
      Map<Integer, DurationStats> cells = s.byTimeline().get(line);
      if (cells == null) {
        continue;
      }
      byTimeline.put(line, cells);
      cells.forEach((cat, d) -> {
        double[] t = sums.computeIfAbsent(cat, k -> new double[3]);
        t[0] += d.count();
        t[1] += d.inclusive();
        t[2] += d.exclusive();
      });
    }
    Map<Integer, DurationStats> byCategory = new TreeMap<>();
    sums.forEach((cat, t) -> byCategory.put(cat, new DurationStats((long) t[0], t[1], t[2])));
    Map<LinePair, MessageStats> messages = new TreeMap<>(
        java.util.Comparator.comparingInt(LinePair::from).thenComparingInt(LinePair::to));
    s.messages().forEach((pair, m) -> {
      if (Arrays.binarySearch(sorted, pair.from()) >= 0) {
        messages.put(pair, m);
      }
    });
    return new RangeStatistics(s.start(), s.end(), byTimeline, byCategory, messages, s.approximate(), s.bound());
  }
}
