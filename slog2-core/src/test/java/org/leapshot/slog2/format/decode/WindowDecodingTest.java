package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.model.Drawable;

/**
 * A node block decoded for a window ({@link TreeNodeDecoder#decodePackedDrawables(BlockInput, double,
 * double)}) against brute force: the whole node decoded, then filtered by the window. When both
 * lists are in drawing order it holds exactly the whole node's drawables whose box overlaps the
 * window, in the whole node's order; when they are not it declines (null), unless the node's box
 * lies inside the window (then it is the whole node); on damaged bytes it fails as the whole decode does.
 */
class WindowDecodingTest {
  private static final TreeNodeDecoder DECODER = new TreeNodeDecoder(Map.of());

  @Property(tries = 600)
  void windowPartIsTheWholeNodeFiltered(@ForAll long seed) throws Exception {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    double[] w = window(r);
    PackedDrawables whole = DECODER.decodePackedDrawables(input(block, block.length)).drawables();
    PackedNode part = DECODER.decodePackedDrawables(input(block, block.length), w[0], w[1]);
    boolean boxInside = w[0] <= 0 && 100 <= w[1]; // NodeBytes' box is [0, 100]
    if (boxInside) {
      assertThat(part).isNotNull();
      assertThat(part.drawables().toArray()).containsExactly(whole.toArray());
      assertThat(part.drawables().sorted()).isEqualTo(whole.sorted());
      return;
    }
    if (!whole.sorted()) {
      assertThat(part).as("out of order: only the whole node says").isNull();
      return;
    }
    assertThat(part).isNotNull();
    List<Drawable> expected = new ArrayList<>();
    List<Double> starts = new ArrayList<>();
    for (int i = 0; i < whole.size(); i++) {
      if (whole.start(i) <= w[1] && whole.end(i) >= w[0]) {
        expected.add(whole.get(i));
        starts.add(whole.start(i));
      }
    }
    PackedDrawables got = part.drawables();
    assertThat(got.sorted()).isTrue();
    assertThat(got.toArray()).as("window %s", Arrays.toString(w)).containsExactlyElementsOf(expected);
    for (int i = 0; i < got.size(); i++) {
      assertThat(got.start(i)).isEqualTo(starts.get(i));
    }
  }

  /** Bytes changed or cut short: decoding for a window fails exactly when, and as, the whole decode does. */
  @Property(tries = 400)
  void damagedBlocksFailAsTheWholeDecodeDoes(@ForAll long seed) {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    int length = r.nextInt(3) == 0 ? r.nextInt(block.length + 1) : block.length;
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      int at = NodeBytes.HEADER_BYTES + r.nextInt(block.length - NodeBytes.HEADER_BYTES);
      block[at] = (byte) (r.nextInt(4) == 0 ? r.nextInt(256) : new int[] {0, 1, 2, 3, 0x7f, 0x80, 0xff}[r.nextInt(7)]);
    }
    double[] w = window(r);
    String expected = failure(() -> DECODER.decodePackedDrawables(input(block, length)));
    assertThat(failure(() -> DECODER.decodePackedDrawables(input(block, length), w[0], w[1]))).isEqualTo(expected);
  }

  /** Windows over NodeBytes' times (quarters from 0 to 10), empty, narrow or wide, now and then the whole box. */
  private static double[] window(Random r) {
    if (r.nextInt(8) == 0) {
      return new double[] {-1, 200};
    }
    double a = r.nextInt(52) / 4.0 - 1;
    return new double[] {a, a + r.nextInt(24) / 4.0};
  }

  private static BlockInput input(byte[] block, int length) {
    byte[] longer = Arrays.copyOf(block, block.length + 64);
    return new BlockInput(ByteBuffer.wrap(longer, 0, length), "t.slog2", "tree node", 1000);
  }

  @FunctionalInterface
  private interface Decode {
    Object run() throws Exception;
  }

  private static String failure(Decode d) {
    try {
      d.run();
      return "none";
    } catch (Slog2FormatException e) {
      return e.getMessage();
    } catch (Exception e) {
      return e.toString();
    }
  }
}
