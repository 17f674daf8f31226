package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ForkJoinPool;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The answer put together from rows ({@link StatisticsAnswer#assemble}) against a brute force over
 * the same rows' objects: per category the totals summed row by row in row order, the largest
 * errors, each timeline's cells and every message pair. The totals are compared bit for bit: they
 * must be added in row order, whichever thread worked out each row.
 */
class StatisticsAnswerTest {
  @Property(tries = 300)
  void answerIsTheSumOfItsRowsInRowOrder(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int rowCount,
      @ForAll @IntRange(min = 1, max = 12) int categoryCount, @ForAll boolean approximate) {
    Random random = new Random(seed);
    KeySlots seen = new KeySlots();
    for (int k = 0; k < categoryCount; k++) {
      seen.slot(random.nextInt(40) - 5); // negative categories too; some drawn twice
    }
    StatisticsRanks ranks = new StatisticsRanks(seen, Map.of());
    int[] lineOfRow = new int[rowCount];
    int line = -3 - random.nextInt(3);
    for (int r = 0; r < rowCount; r++) {
      line += 1 + random.nextInt(3);
      lineOfRow[r] = line;
    }
    StatisticsRows rows = new StatisticsRows(rowCount);
    TreeMap<Integer, double[]> totals = new TreeMap<>(); // count, inclusive, exclusive, summed error
    Map<Integer, Map<Integer, DurationStats>> timelines = new TreeMap<>();
    Map<LinePair, MessageStats> messages = new TreeMap<>((a, b) -> a.from() != b.from()
        ? Integer.compare(a.from(), b.from()) : Integer.compare(a.to(), b.to()));
    double timelineError = 0;
    double countError = 0;
    for (int r = 0; r < rowCount; r++) {
      List<Integer> rankList = new ArrayList<>();
      for (int k = 0; k < ranks.size(); k++) {
        if (random.nextInt(3) > 0) {
          rankList.add(k);
        }
      }
      int n = rankList.size();
      int[] rank = new int[n];
      int[] cats = new int[n];
      Object[] stats = new Object[n];
      double[] errors = new double[n];
      Map<Integer, DurationStats> cells = new TreeMap<>();
      for (int k = 0; k < n; k++) {
        rank[k] = rankList.get(k);
        cats[k] = ranks.categoryOf(rank[k]);
        DurationStats s = new DurationStats(random.nextInt(1 << 20), odd(random), odd(random));
        double error = approximate ? random.nextDouble() : 0;
        stats[k] = s;
        errors[k] = error;
        cells.put(cats[k], s);
        double[] t = totals.computeIfAbsent(cats[k], c -> new double[4]);
        t[0] += s.count();
        t[1] += s.inclusive();
        t[2] += s.exclusive();
        t[3] += error;
      }
      double rowTimeError = approximate ? random.nextDouble() : 0;
      double rowCountError = approximate ? random.nextInt(5) : 0;
      timelineError = Math.max(timelineError, rowTimeError);
      countError = Math.max(countError, rowCountError);
      rows.set(r, rank, cats, stats, errors, rowTimeError, rowCountError);
      if (n > 0) {
        timelines.put(lineOfRow[r], cells);
      }
      int peers = random.nextInt(4);
      if (peers > 0) {
        int[] to = new int[peers];
        long[] sums = new long[3 * peers];
        int receiver = -2 - random.nextInt(4);
        for (int p = 0; p < peers; p++) {
          receiver += 1 + random.nextInt(5);
          to[p] = receiver;
          sums[3 * p] = 1 + random.nextInt(100);
          sums[3 * p + 1] = random.nextInt(1 << 16);
          sums[3 * p + 2] = random.nextInt((int) sums[3 * p] + 1);
          messages.put(new LinePair(lineOfRow[r], receiver),
              new MessageStats(sums[3 * p], sums[3 * p + 1], sums[3 * p + 2]));
        }
        rows.receivers[r] = to;
        rows.messages[r] = sums;
      }
    }

    RangeStatistics answer = StatisticsAnswer.assemble(0, 1, approximate, ranks, rows, lineOfRow);
    RangeStatistics shared = StatisticsAnswer.assemble(0, 1, approximate, ranks, rows, lineOfRow,
        ForkJoinPool.commonPool(), 2); // the messages made on a pool thread

    assertThat(shared.byTimeline()).isEqualTo(answer.byTimeline());
    assertThat(shared.byCategory()).isEqualTo(answer.byCategory());
    assertThat(shared.messages()).isEqualTo(answer.messages());
    assertThat(List.copyOf(shared.messages().keySet())).isEqualTo(List.copyOf(answer.messages().keySet()));
    assertThat(shared.bound()).isEqualTo(answer.bound());

    assertThat(answer.byTimeline()).isEqualTo(timelines);
    assertThat(List.copyOf(answer.byTimeline().keySet())).isEqualTo(List.copyOf(timelines.keySet()));
    assertThat(answer.messages()).isEqualTo(messages);
    assertThat(List.copyOf(answer.messages().keySet())).isEqualTo(List.copyOf(messages.keySet()));
    assertThat(answer.byCategory()).hasSize(totals.size());
    double categoryError = 0;
    for (Map.Entry<Integer, double[]> e : totals.entrySet()) {
      double[] t = e.getValue();
      DurationStats total = answer.byCategory().get(e.getKey());
      assertThat(total.count()).isEqualTo((long) t[0]);
      assertThat(Double.doubleToRawLongBits(total.inclusive())).isEqualTo(Double.doubleToRawLongBits(t[1]));
      assertThat(Double.doubleToRawLongBits(total.exclusive())).isEqualTo(Double.doubleToRawLongBits(t[2]));
      categoryError = Math.max(categoryError, t[3]);
    }
    if (approximate) {
      assertThat(answer.bound().timelineSeconds()).isEqualTo(timelineError);
      assertThat(answer.bound().categorySeconds()).isEqualTo(categoryError);
      assertThat(answer.bound().count()).isEqualTo((long) Math.ceil(countError) + (countError > 0 ? 1 : 0));
    } else {
      assertThat(answer.bound()).isEqualTo(StatisticsBound.EXACT);
    }
  }

  /** Times whose sums depend on the order they are added in: a wide spread of magnitudes, some negative zeros. */
  private static double odd(Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> random.nextDouble() * 1e-9;
      case 1 -> random.nextDouble() * 1e6;
      case 2 -> -0.0;
      default -> random.nextDouble();
    };
  }
}
