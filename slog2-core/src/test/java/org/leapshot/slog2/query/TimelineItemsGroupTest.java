package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.leapshot.slog2.model.ShadowColumns;
import org.leapshot.slog2.model.Topology;

/**
 * Grouping items by timeline moves each shadow's weights with it: read back row by row, every
 * shadow has the weights it was added with, in the order added, whatever the interleaving of
 * timelines, the number of weights (none included) and the threads sharing the moves.
 */
class TimelineItemsGroupTest {
  @Property(tries = 200)
  void eachShadowKeepsItsWeightsAfterGrouping(
      @ForAll @Size(min = 1, max = 300) List<@IntRange(min = 0, max = 9) Integer> lines,
      @ForAll @Size(min = 300, max = 300) List<@IntRange(min = 0, max = 5) Integer> weightCounts,
      @ForAll @IntRange(min = 1, max = 3) int threads) throws InterruptedException {
    ShadowColumns.Builder b = new ShadowColumns.Builder(lines.size());
    for (int s = 0; s < lines.size(); s++) {
      b.shadow(s % 3 == 0 ? Topology.EVENT : Topology.STATE, 1, s, s + 1, s + 100);
      b.vertex(s, lines.get(s));
      if (s % 3 != 0) {
        b.vertex(s + 1, lines.get(s));
      }
      for (int w = 0; w < weightCounts.get(s); w++) {
        b.weight(w + 10 * s, 0.25f * w, 0.125f * w, 1000L * s + w);
      }
    }
    ShadowColumns c = b.build();
    TimelineItems items = new TimelineItems();
    for (int s = 0; s < c.size(); s++) {
      if (s % 4 == 1) { // primitives between the shadows
        items.primitive(TimelineItems.EVENT, s, s, 7, lines.get(s), lines.get(s), -1);
      }
      items.shadow(c, s, 0);
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      items.group(pool, threads);
    } finally {
      pool.shutdown();
    }

    List<Long> seen = new ArrayList<>();
    for (int row = 0; row < items.rows(); row++) {
      for (int i = items.firstOf(row); i < items.endOf(row); i++) {
        if (items.kind(i) == TimelineItems.EVENT) {
          continue;
        }
        int s = (int) items.start(i);
        assertThat(lines.get(s)).isEqualTo(items.lineOf(row));
        assertThat(items.weightCount(i)).isEqualTo(weightCounts.get(s));
        for (int k = 0; k < items.weightCount(i); k++) {
          int w = items.firstWeight(i) + k;
          assertThat(items.weights().category(w)).isEqualTo(k + 10 * s);
          assertThat(items.weights().realCount(w)).isEqualTo(1000.0 * s + k);
          assertThat(items.weights().inclusiveRatio(w)).isEqualTo(0.25 * k);
          assertThat(items.weights().exclusiveRatio(w)).isEqualTo(0.125 * k);
        }
        seen.add((long) s);
      }
    }
    assertThat(seen).hasSize(lines.size());
  }

  /**
   * A primitive's numbers come back as given after grouping, in the order added within its timeline,
   * negative ones included (a line ID or category past what the halves of a long hold unsigned, an
   * unknown message size).
   */
  @Property(tries = 200)
  void primitivesKeepTheirNumbersAfterGrouping(
      @ForAll @Size(min = 1, max = 200) List<@IntRange(min = -3, max = 6) Integer> lines,
      @ForAll long size, @ForAll int category, @ForAll int peer) {
    TimelineItems items = new TimelineItems();
    for (int k = 0; k < lines.size(); k++) {
      byte kind = k % 3 == 0 ? TimelineItems.ARROW : k % 3 == 1 ? TimelineItems.STATE : TimelineItems.EVENT;
      items.primitive(kind, k - 0.5, k + 0.25, category ^ k, lines.get(k), peer ^ k, size ^ k);
    }
    items.group(null, 1);

    int seen = 0;
    for (int row = 0; row < items.rows(); row++) {
      int previous = -1;
      for (int i = items.firstOf(row); i < items.endOf(row); i++, seen++) {
        int k = (int) (items.start(i) + 0.5);
        assertThat(k).isGreaterThan(previous);
        previous = k;
        assertThat(lines.get(k)).isEqualTo(items.lineOf(row));
        assertThat(items.kind(i)).isEqualTo(k % 3 == 0 ? TimelineItems.ARROW
            : k % 3 == 1 ? TimelineItems.STATE : TimelineItems.EVENT);
        assertThat(items.end(i)).isEqualTo(k + 0.25);
        assertThat(items.category(i)).isEqualTo(category ^ k);
        assertThat(items.lastLine(i)).isEqualTo(peer ^ k);
        assertThat(items.peer(i)).isEqualTo(peer ^ k);
        assertThat(items.amount(i)).isEqualTo(size ^ k);
      }
    }
    assertThat(seen).isEqualTo(lines.size());
  }
}
