package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.TimeBox;

/** The read order of streamed statistics by packed numbers against the chained comparators it replaces. */
class NodeReadOrderTest {
  /** Box starts drawn from few values, so that many tie; both zeros among them. */
  private static final double[] STARTS = {-0.0, 0.0, 1e-9, 0.5, 0.5 + 1e-16, 3, Double.NEGATIVE_INFINITY};

  @Property(tries = 300)
  void sameOrderAsTheComparators(@ForAll long seed, @ForAll @IntRange(min = 0, max = 300) int nodes,
      @ForAll boolean deep) {
    Random random = new Random(seed);
    List<DirectoryEntry> entries = new ArrayList<>();
    for (int i = 0; i < nodes; i++) {
      double start = random.nextInt(3) == 0 ? STARTS[random.nextInt(STARTS.length)] : random.nextInt(50) / 8.0;
      // offsets tie now and then, and a deep tree passes what a packed number holds
      long offset = random.nextInt(4) == 0 ? 1000 : 108 + random.nextInt(1 << 20) * 64L;
      int depth = deep && random.nextInt(10) == 0 ? 256 + random.nextInt(4) : random.nextInt(6);
      entries.add(new DirectoryEntry(new NodeId(depth, i), new TimeBox(start, start + 1),
          new BlockPointer(offset, 64)));
    }
    List<DirectoryEntry> byOffset = new ArrayList<>(entries);
    byOffset.sort(Comparator.comparingLong(e -> e.pointer().offset()));
    assertThat(NodeReadOrder.byOffset(entries)).containsExactlyElementsOf(byOffset);
    assertThat(NodeReadOrder.byStart(byOffset)).containsExactly(NodeReadOrder.byComparators(byOffset));
  }

  @Property(tries = 20)
  void offsetsPastAPackedNumberSortAsWell(@ForAll long seed) {
    Random random = new Random(seed);
    List<DirectoryEntry> entries = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      long offset = random.nextBoolean() ? (1L << 40) + random.nextInt(1000) : random.nextInt(1000);
      entries.add(new DirectoryEntry(new NodeId(0, i), new TimeBox(0, 1), new BlockPointer(offset, 8)));
    }
    List<DirectoryEntry> byOffset = new ArrayList<>(entries);
    byOffset.sort(Comparator.comparingLong(e -> e.pointer().offset()));
    assertThat(NodeReadOrder.byOffset(entries)).containsExactlyElementsOf(byOffset);
  }
}
