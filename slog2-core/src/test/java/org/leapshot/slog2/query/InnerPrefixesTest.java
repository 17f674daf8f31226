package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.DirectoryEntry;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.TimeBox;

/**
 * The prefixes exact statistics read of inner nodes ({@link InnerPrefixes}), against the figures
 * worked out by hand from the nodes learned: leaves and unlearned depths keep the scan's prefix;
 * a learned depth gets twice its mean, and a node of a known count room for that many drawables at
 * the depth's bytes per drawable. (That any prefix gives the same drawables is {@link
 * StreamedNodeDecodeTest}'s.)
 */
class InnerPrefixesTest {

  @Property(tries = 300)
  void prefixesFollowTheNodesLearned(@ForAll @Size(max = 12) List<@IntRange(min = 1, max = 4000) Integer> counts,
      @ForAll @IntRange(min = 9, max = 200) int bytesEach, @ForAll @IntRange(min = 1, max = 5) int depth,
      @ForAll @IntRange(min = 0, max = 100_000) int count) {
    InnerPrefixes prefixes = new InnerPrefixes();
    long bytes = 0;
    long drawables = 0;
    for (int i = 0; i < counts.size(); i++) {
      int b = 42 + counts.get(i) * (bytesEach + i % 3); // drawables of a few sizes
      prefixes.learn(node(depth, 10_000_000), counts.get(i), b);
      bytes += b;
      drawables += counts.get(i);
    }
    prefixes.learn(node(depth + 1, 5_000), 10, 1_000); // another depth: not counted
    DirectoryEntry e = node(depth, 10_000_000);

    assertThat(prefixes.prefixBytes(node(0, 65_536), 0)).isZero(); // a leaf is read whole
    assertThat(prefixes.prefixBytes(node(depth + 2, 1 << 20), 32 << 10)).isEqualTo(32 << 10); // unlearned depth
    if (counts.isEmpty()) {
      assertThat(prefixes.prefixBytes(e, 32 << 10)).isEqualTo(32 << 10);
      assertThat(prefixes.bytesFor(e, count)).isGreaterThanOrEqualTo(42 + 9 * count); // the least drawables take
    } else {
      long mean = bytes / counts.size();
      assertThat((long) prefixes.prefixBytes(e, 32 << 10)).isGreaterThanOrEqualTo(Math.max(4096, 2 * mean));
      double each = (double) bytes / drawables;
      assertThat((double) prefixes.bytesFor(e, count)).isGreaterThanOrEqualTo(42 + 1.25 * each * count);
    }
  }

  private static DirectoryEntry node(int depth, int size) {
    return new DirectoryEntry(new NodeId(depth, 0), new TimeBox(0, 1), new BlockPointer(1000, size));
  }
}
