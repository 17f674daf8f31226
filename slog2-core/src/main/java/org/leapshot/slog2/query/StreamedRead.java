package org.leapshot.slog2.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Category;

/**
 * Exact statistics of a range read once ({@link StreamedStatistics}): the nodes overlapping it in
 * order of their start (a parent before the children that start with it), decoded ahead by the
 * scan's threads, which also take out what statistics use; the timelines in groups, each worked
 * out by a thread of its own (the reading thread takes the first), put together at the end as one
 * answer ({@link StatisticsPasses#merge}, which sums the categories over the timelines in the
 * same order one group would).
 */
final class StreamedRead {
  private StreamedRead() {}

  /** Every timeline's statistics: see below. */
  static RangeStatistics run(TreeDirectory directory, double start, double end, Map<Integer, Category> categories,
      MessageSizes sizes, DrawableScan scan, BooleanSupplier cancelled, long budget, int shards) throws IOException {
    return run(directory, start, end, categories, sizes, scan, cancelled, budget, shards, null);
  }

  /**
   * @param budget most states and arrows held at once, over all groups
   * @param shards groups of timelines worked out at once
   * @param lines the timelines asked for (by first line ID), or null for all
   * @throws NotStreamable when the file breaks what streaming relies on, or the
   *     read would hold more than {@code budget}
   */
  static RangeStatistics run(TreeDirectory directory, double start, double end, Map<Integer, Category> categories,
      MessageSizes sizes, DrawableScan scan, BooleanSupplier cancelled, long budget, int shards,
      StatisticsLines lines) throws IOException {
    List<DirectoryEntry> byOffset = new ArrayList<>();
    for (DirectoryEntry e : directory.entries()) {
      if (e.box().overlaps(start, end)) {
        if (Double.isNaN(e.box().earliest())) {
          throw new NotStreamable("a node box without a start");
        }
        byOffset.add(e);
      }
    }
    byOffset = NodeReadOrder.byOffset(byOffset);
    int[] order = NodeReadOrder.byStart(byOffset);
    List<DirectoryEntry> read = new ArrayList<>(order.length);
    for (int i : order) {
      read.add(byOffset.get(i));
    }
    StreamedNodeReader reading = new StreamedNodeReader(start, end, categories, sizes, shards, lines);
    HeldBudget held = new HeldBudget(budget);
    NodeMessages messages = new NodeMessages(shards, held);
    StreamedStatistics first = new StreamedStatistics(start, end, categories, order.length, held);
    StatisticsShard[] others = new StatisticsShard[shards - 1];
    try {
      for (int k = 0; k < others.length; k++) {
        others[k] = new StatisticsShard(new StreamedStatistics(start, end, categories, order.length, held),
            reading, messages, k + 1);
      }
      scan.readInOrder(read, (source, e, prefix) -> messages.add(reading.read(source, e, prefix)), (i, parts) -> {
        double frontier = i + 1 < order.length ? read.get(i + 1).box().earliest() : Double.POSITIVE_INFINITY;
        for (int k = 0; k < others.length; k++) {
          others[k].feed(order[i], frontier, parts[k + 1]);
        }
        if (first.node(order[i], frontier, parts[0])) {
          reading.spare(parts[0]);
        }
        for (StreamedNode n = first.released(); n != null; n = first.released()) {
          reading.spare(n);
        }
      }, cancelled);
      if (others.length == 0) {
        return first.finish(messages.of(0));
      }
      List<RangeStatistics> answers = new ArrayList<>(shards);
      answers.add(first.finish(messages.of(0)));
      for (StatisticsShard s : others) {
        answers.add(s.finish());
      }
      return StatisticsPasses.merge(answers);
    } finally {
      first.stop();
      for (StatisticsShard s : others) {
        if (s != null) {
          s.stop();
        }
      }
    }
  }
}
