package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The numbers a block stores are big-endian to the byte, as {@link ByteBuffer} (big-endian by
 * default) writes them, wherever they start: the block turns their bytes itself.
 */
class BlockOutputPropertiesTest {
  /** A short, int or long ({@code width} 2, 4 or 8 bytes) stored at {@code at}. */
  @Property(tries = 4000)
  void numbersAreBigEndian(@ForAll long v, @ForAll @IntRange(max = 8) int at, @ForAll("widths") int width) {
    byte[] b = new byte[16];
    ByteBuffer expected = ByteBuffer.allocate(16);
    int end = switch (width) {
      case 2 -> {
        expected.putShort(at, (short) v);
        yield BlockOutput.putShort(b, at, (int) v);
      }
      case 4 -> {
        expected.putInt(at, (int) v);
        yield BlockOutput.putInt(b, at, (int) v);
      }
      default -> {
        expected.putLong(at, v);
        yield BlockOutput.putLong(b, at, v);
      }
    };
    assertThat(end).isEqualTo(at + width);
    assertThat(b).isEqualTo(expected.array());
  }

  @Provide
  Arbitrary<Integer> widths() {
    return Arbitraries.of(2, 4, 8);
  }

  @Property(tries = 2000)
  void doublesAndFloatsAreBigEndianWithTheCanonicalNan(@ForAll double d, @ForAll float f) {
    BlockOutput out = new BlockOutput(16);
    out.writeDouble(d);
    out.writeFloat(f);
    assertThat(out.toByteArray()).isEqualTo(ByteBuffer.allocate(12).putDouble(d).putFloat(f).array());
  }
}
