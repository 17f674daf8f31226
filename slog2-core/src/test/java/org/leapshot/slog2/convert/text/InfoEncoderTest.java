package org.leapshot.slog2.convert.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Info text to byteinfo: every type big-endian, in label order, as a ByteBuffer would put them. */
class InfoEncoderTest {
  private static final String TYPES = "dhlxXeEs";

  @Property(tries = 500)
  void encodesEachValueAsItsTypeSays(@ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int n) {
    Random r = new Random(seed);
    StringBuilder types = new StringBuilder();
    StringBuilder text = new StringBuilder();
    ByteBuffer expected = ByteBuffer.allocate(64 * n + 200);
    for (int v = 0; v < n; v++) {
      char t = TYPES.charAt(r.nextInt(TYPES.length()));
      types.append(t);
      if (v > 0) {
        text.append(";;");
      }
      String blank = r.nextBoolean() ? " " : "";
      switch (t) {
        case 'd' -> {
          int x = r.nextInt();
          text.append(blank).append(x).append(blank);
          expected.putInt(x);
        }
        case 'h' -> {
          short x = (short) r.nextInt();
          text.append(blank).append(x);
          expected.putShort(x);
        }
        case 'l' -> {
          long x = r.nextLong();
          text.append(x).append(blank);
          expected.putLong(x);
        }
        case 'x' -> {
          int x = r.nextInt();
          text.append(r.nextBoolean() ? "0x" : "").append(Integer.toHexString(x));
          expected.putInt(x);
        }
        case 'X' -> {
          long x = r.nextLong();
          text.append(Long.toHexString(x));
          expected.putLong(x);
        }
        case 'e' -> {
          float x = r.nextFloat() * 1000 - 500;
          text.append(blank).append(x);
          expected.putFloat(x);
        }
        case 'E' -> {
          double x = r.nextDouble() * 1e6 - 5e5;
          text.append(x).append(blank);
          expected.putDouble(x);
        }
        default -> {
          String x = " some ; text " + r.nextInt(1000); // one ';' is text, blanks kept
          text.append(x);
          byte[] b = x.getBytes(StandardCharsets.UTF_8);
          expected.putShort((short) b.length).put(b);
        }
      }
    }
    byte[] line = ("<" + text + ">").getBytes(StandardCharsets.UTF_8);
    byte[] got = InfoEncoder.encode(types.toString(), line, 1, line.length - 1);
    byte[] want = new byte[expected.position()];
    expected.flip().get(want);
    assertThat(got).containsExactly(want);
  }

  @Test
  void noTextIsNoValuesAndTheCountIsCheckedBeforeLengths() {
    assertThat(InfoEncoder.encode("", new byte[0], 0, 0)).isEmpty();
    byte[] huge = ("x".repeat(40_000) + ";;1").getBytes(StandardCharsets.US_ASCII);
    assertThatThrownBy(() -> InfoEncoder.encode("s", huge, 0, huge.length))
        .hasMessageContaining("label has 1 % value(s) but the record has 2");
    assertThatThrownBy(() -> InfoEncoder.encode("sd", huge, 0, huge.length))
        .hasMessageContaining("%s value 1 is longer than 32767 bytes");
  }

  /** Every byte: a hexadecimal digit's value as Character.digit gives it (-1 for all else, high bytes too). */
  @Test
  void hexDigitsAreCharacterDigitsForEveryByte() {
    for (int i = Byte.MIN_VALUE; i <= Byte.MAX_VALUE; i++) {
      byte b = (byte) i;
      assertThat(InfoEncoder.hexDigit(b)).as("byte %d", i).isEqualTo(Character.digit(b, 16));
    }
  }
}
