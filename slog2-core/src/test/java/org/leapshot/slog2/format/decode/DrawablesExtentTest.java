package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.Slog2Reader;
import org.leapshot.slog2.format.TreeDirectory;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.testing.SharedData;

/**
 * Stepping over a node's drawables ({@link DrawablesExtent}) ends where the decoder does, however the
 * block's bytes come in; and a read of a node's drawables alone ({@link NodeReads#readPackedDrawables})
 * that sizes its reads so gives what decoding the whole block gives, for every first guess.
 */
class DrawablesExtentTest {
  private static final TreeNodeDecoder DECODER = new TreeNodeDecoder(Map.of());
  private static final Path FPILOG = SharedData.testdata("reference/fpilog.slog2");

  /** Fed in random pieces, it ends where the decoder stops, or says it cannot step over the block. */
  @Property(tries = 600)
  void endsWhereTheDecoderStops(@ForAll long seed) throws Exception {
    Random r = new Random(seed);
    byte[] node = NodeBytes.random(r);
    byte[] block = Arrays.copyOf(node, node.length + r.nextInt(40)); // shadow buffers' bytes after
    BlockInput in = new BlockInput(ByteBuffer.wrap(block), "t", "node", 0);
    DECODER.decodePackedDrawables(in);
    int decoderEnd = in.position();
    DrawablesExtent extent = new DrawablesExtent();
    int have = r.nextInt(block.length + 1);
    int end = extent.advance(block, have);
    while (end == DrawablesExtent.MORE && have < block.length) {
      long wanted = extent.wanted(have);
      assertThat(wanted).isGreaterThan(have);
      have = (int) Math.min(block.length, r.nextBoolean() ? wanted : have + 1 + r.nextInt(block.length - have));
      end = extent.advance(block, have);
    }
    if (end == DrawablesExtent.UNKNOWN) {
      assertThat(hasObjects(DECODER.decodePackedDrawables(new BlockInput(ByteBuffer.wrap(block), "t", "node", 0))))
          .as("only a drawable kept as an object stops it").isTrue();
    } else {
      assertThat(end).isEqualTo(decoderEnd);
    }
  }

  /** Bytes changed or cut short: it never reads past what it was given, nor claims an end past it. */
  @Property(tries = 600)
  void damagedBytesNeverTakeItPastTheLimit(@ForAll long seed) {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      block[r.nextInt(block.length)] = (byte) r.nextInt(256);
    }
    int limit = r.nextInt(block.length + 1);
    int end = new DrawablesExtent().advance(block, limit);
    assertThat(end).isBetween(DrawablesExtent.MORE, limit);
  }

  @Test
  void drawablesAloneMatchTheWholeNodeForEveryFirstRead() throws Exception {
    try (Slog2Reader reader = Slog2Reader.open(FPILOG)) {
      NodeReads reads = new NodeReads(reader);
      TreeDirectory dir = reader.directory();
      for (int i = 0; i < dir.size(); i++) {
        BlockPointer p = dir.pointer(i);
        List<Drawable> whole = List.of(reads.readPackedNode(p, "node", (offset, length) -> null).drawables().toArray());
        for (int first : new int[] {1, 40, 200, 1 << 10, 8 << 10, p.size()}) {
          PackedPrefix part = reads.readPackedDrawables(p, "node", first);
          assertThat(List.of(part.node().drawables().toArray())).as("node %d, first read %d", i, first)
              .containsExactlyElementsOf(whole);
          assertThat(part.bytes()).isLessThanOrEqualTo(p.size());
        }
      }
    }
  }

  private static boolean hasObjects(PackedNode node) {
    for (int i = 0; i < node.drawables().size(); i++) {
      if (node.drawables().stored(i) != null) {
        return true;
      }
    }
    return false;
  }
}
