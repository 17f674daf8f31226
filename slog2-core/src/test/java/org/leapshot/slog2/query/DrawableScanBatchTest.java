package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.TimeBox;

/** The whole-file scan's batches: every node once, in order, bounded in count and in bytes. */
class DrawableScanBatchTest {

  @Property(tries = 200)
  void batchesCoverEveryNodeInOrderWithinTheirBounds(
      @ForAll @Size(min = 1, max = 60) List<@IntRange(min = 1, max = 3 << 20) Integer> sizes,
      @ForAll @Size(min = 1, max = 60) List<@IntRange(min = 0, max = 3) Integer> depths) {
    List<DirectoryEntry> entries = new ArrayList<>();
    long offset = 0;
    for (int i = 0; i < sizes.size(); i++) {
      int depth = depths.get(i % depths.size());
      entries.add(new DirectoryEntry(new NodeId(depth, i), new TimeBox(i, i + 1), new BlockPointer(offset, sizes.get(i))));
      offset += sizes.get(i);
    }
    int from = 0;
    while (from < entries.size()) {
      int end = DrawableScan.batchEnd(entries, from);
      assertThat(end).isGreaterThan(from).isLessThanOrEqualTo(Math.min(entries.size(), from + DrawableScan.BATCH_NODES));
      long before = 0;
      for (int i = from; i < end - 1; i++) {
        DirectoryEntry e = entries.get(i);
        before += e.id().depth() > 0 ? Math.min(e.pointer().size(), DrawableScan.INNER_PREFIX_BYTES) : e.pointer().size();
      }
      // every node but the last was added while the batch was under its byte bound
      assertThat(end - from == 1 || before < DrawableScan.BATCH_BYTES).isTrue();
      from = end;
    }
    assertThat(from).isEqualTo(entries.size());
  }

  @Property(tries = 20)
  void usualLeavesGoEightToABatch(@ForAll @IntRange(min = 8, max = 100) int leaves) {
    List<DirectoryEntry> entries = new ArrayList<>();
    for (int i = 0; i < leaves; i++) {
      entries.add(new DirectoryEntry(new NodeId(0, i), new TimeBox(i, i + 1), new BlockPointer(i * 65536L, 65536)));
    }
    assertThat(DrawableScan.batchEnd(entries, 0)).isEqualTo(8);
  }
}
