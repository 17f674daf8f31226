package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class InfoArenaTest {

  /** Every slice handed out still holds its bytes after later adds, however the chunks fill. */
  @Property(tries = 200)
  void slicesKeepTheirBytes(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 5000) Integer> lengths) {
    InfoArena arena = new InfoArena();
    byte[] source = new byte[6000];
    for (int i = 0; i < source.length; i++) {
      source[i] = (byte) (i * 31 + 7);
    }
    BlockInput block = direct(source);
    List<byte[]> chunks = new ArrayList<>();
    List<Integer> offsets = new ArrayList<>();
    for (int i = 0; i < lengths.size(); i++) {
      int from = i % 500;
      offsets.add(arena.add(block, from, lengths.get(i)));
      chunks.add(arena.chunk());
    }
    for (int i = 0; i < lengths.size(); i++) {
      int from = i % 500;
      int len = lengths.get(i);
      assertThat(Arrays.copyOfRange(chunks.get(i), offsets.get(i), offsets.get(i) + len))
          .isEqualTo(Arrays.copyOfRange(source, from, from + len));
    }
  }

  @Property(tries = 50)
  void smallInfosShareAChunk(@ForAll @IntRange(min = 1, max = 40) int length) {
    InfoArena arena = new InfoArena();
    BlockInput source = new BlockInput(new byte[64], "f", "b", 0);
    arena.add(source, 0, length);
    byte[] first = arena.chunk();
    arena.add(source, 0, length);
    assertThat(arena.chunk()).isSameAs(first);
    assertThat(first.length).isEqualTo(InfoArena.CHUNK_BYTES);
  }

  /** A block may sit in a direct buffer: the arena copies out of that too. */
  private static BlockInput direct(byte[] bytes) {
    ByteBuffer buffer = ByteBuffer.allocateDirect(bytes.length);
    buffer.put(bytes).flip();
    return new BlockInput(buffer, "f", "b", 0);
  }
}
