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
 * worked out by hand from the nodes learned: leaves keep the scan's prefix, unlearned depths read
 * an eighth of the block (at least the scan's prefix); a learned depth gets twice its geometric
 * mean (at most the unlearned read), and a node of a known count room for that many drawables at
 * the depth's bytes per drawable, else every depth's, else the guessed bytes. (That any prefix
 * gives the same drawables is {@link StreamedNodeDecodeTest}'s.)
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
    DirectoryEntry e = node(depth, 10_000_000);
    DirectoryEntry other = node(depth + 1, 5_000);
    if (counts.isEmpty()) { // nothing learned: the guessed bytes per drawable
      assertThat(prefixes.bytesFor(e, count)).isGreaterThanOrEqualTo(42 + InnerPrefixes.GUESSED_DRAWABLE_BYTES * count);
    }
    prefixes.learn(other, 10, 1_000); // another depth: not counted for this one

    assertThat(prefixes.prefixBytes(node(0, 65_536), 0)).isZero(); // a leaf is read whole
    assertThat(prefixes.prefixBytes(node(depth + 2, 1 << 20), 32 << 10)).isEqualTo(128 << 10); // an eighth
    assertThat(prefixes.prefixBytes(node(depth + 2, 100_000), 32 << 10)).isEqualTo(32 << 10); // the scan's
    if (counts.isEmpty()) {
      assertThat(prefixes.prefixBytes(e, 32 << 10)).isEqualTo(10_000_000 / 8);
      assertThat(prefixes.bytesFor(e, count)).isGreaterThanOrEqualTo(42 + (int) (1.25 * 100 * count)); // the other's
    } else {
      double logMean = 0;
      for (int i = 0; i < counts.size(); i++) {
        logMean += Math.log(42 + counts.get(i) * (bytesEach + i % 3)) / counts.size();
      }
      long geometric = (long) Math.exp(logMean);
      assertThat((long) prefixes.prefixBytes(e, 32 << 10)).isBetween(Math.min(10_000_000 / 8, 2 * geometric - 2),
          Math.max(4096, Math.min(10_000_000 / 8, 2 * geometric + 600)));
      double each = (double) bytes / drawables;
      assertThat((double) prefixes.bytesFor(e, count)).isGreaterThanOrEqualTo(42 + 1.25 * each * count);
    }
  }

  @Property(tries = 100)
  void aFewLargeNodesDoNotMakeEveryNodeOfTheirDepthReadLong(@ForAll @IntRange(min = 1, max = 4) int large,
      @ForAll @IntRange(min = 20, max = 200) int small) {
    InnerPrefixes prefixes = new InnerPrefixes();
    for (int i = 0; i < large; i++) {
      prefixes.learn(node(3, 20_000_000), 100_000, 4_500_000); // the root's path: megabytes of drawables
    }
    for (int i = 0; i < small; i++) {
      prefixes.learn(node(3, 200_000), 100, 4_500); // the rest: kilobytes
    }
    // twice the plain mean would read up to 2.25 MB of each small node's block
    assertThat(prefixes.prefixBytes(node(3, 200_000), 32 << 10)).isLessThan(64 << 10);
  }

  private static DirectoryEntry node(int depth, int size) {
    return new DirectoryEntry(new NodeId(depth, 0), new TimeBox(0, 1), new BlockPointer(1000, size));
  }
}
