package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Exact statistics streamed in passes, each over a group of the timelines ({@link StatisticsLines#inPass},
 * merged by {@link StatisticsPasses#merge}), when every timeline's figures at once would take more than
 * the budget: on 16 384 timelines they alone take 41 MB, most of a 64 MB heap. Each pass reads every
 * node of the range again, dropping the other groups' primitives as they are decoded.
 */
final class StreamedPasses {
  /** A streamed read of the timelines {@code lines} (null: all) holding at most {@code budget}. */
  @FunctionalInterface
  interface Read {
    RangeStatistics read(long budget, StatisticsLines lines) throws IOException;
  }

  /** The answer that keeps every primitive, within {@code availableHeap} bytes. */
  @FunctionalInterface
  interface Kept {
    RangeStatistics read(long availableHeap) throws IOException;
  }

  /** About how many timelines the file has (the rows of its largest line-ID map). */
  private final int timelines;
  private final int categories;

  StreamedPasses(int timelines, int categories) {
    this.timelines = timelines;
    this.categories = categories;
  }

  /** How many timelines the file's line-ID maps have at most (the rows of the largest). */
  static int timelinesOf(List<LineIdMap> maps) {
    int n = 0;
    for (LineIdMap m : maps) {
      n = Math.max(n, m.rowCount());
    }
    return n;
  }

  /**
   * The passes a streamed read starts with: 1 unless the timelines asked for (null: all; at most as
   * many as the line-ID maps have rows) would alone take more than half of {@code budget}.
   */
  int first(long budget, StatisticsLines lines) {
    long n = lines != null && lines.size() >= 0 ? Math.min(lines.size(), timelines) : timelines;
    long need = n * ExactStatisticsMemory.heldPerTimeline(categories);
    int passes = 1;
    while (passes < RangeReader.MAX_PASSES && need / passes > budget / 2) {
      passes *= 2;
    }
    return passes;
  }

  /**
   * The statistics read in {@code passes}, then twice as many, ... up to {@link RangeReader#MAX_PASSES},
   * while a pass holds too much. Each pass's budget is worked out from the heap the answers of the
   * passes before leave free. Every primitive is kept ({@code kept}) when the file turns out not
   * streamable; refused in one line when even the most passes hold too much (keeping every primitive
   * would hold more).
   */
  RangeStatistics read(Read streamed, Kept kept, long availableHeap, StatisticsLines lines, int passes,
      double start, double end) throws IOException {
    long perAnswer = ExactStatisticsMemory.answerBytesPerTimeline(categories);
    for (int of = passes; of <= RangeReader.MAX_PASSES; of *= 2) {
      List<RangeStatistics> parts = new ArrayList<>(of);
      long answered = 0;
      try {
        for (int p = 0; p < of; p++) {
          long budget = ExactStatisticsMemory.heldBudget(Math.max(0, availableHeap - answered));
          RangeStatistics part = streamed.read(budget, StatisticsLines.inPass(lines, p, of));
          answered += perAnswer * part.byTimeline().size()
              + ExactStatisticsMemory.ANSWER_BYTES_PER_MESSAGE_PAIR * part.messages().size();
          parts.add(part);
        }
        return StatisticsPasses.merge(parts);
      } catch (NotStreamable e) {
        if (!e.heldTooMuch()) {
          return kept.read(availableHeap);
        }
      }
    }
    throw ExactStatisticsMemory.tooBigStreamed(availableHeap, RangeReader.MAX_PASSES, start, end);
  }
}
