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
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/**
 * A node block decoded into a {@link DrawableSink} ({@link NodeSinkDecoder}, with its fast way
 * through plain primitives) hands on exactly the drawables the object decoder ({@link
 * TreeNodeDecoder#decodeDrawables}, every field checked) reads from the same bytes, nestable list
 * first; on damaged or cut bytes both fail with the same message, or neither does.
 */
class NodeSinkDecoderTest {
  private static final TreeNodeDecoder DECODER = new TreeNodeDecoder(Map.of());

  @Property(tries = 400)
  void sinkGetsWhatTheObjectDecoderReads(@ForAll long seed) throws Exception {
    byte[] block = NodeBytes.random(new Random(seed));
    assertThat(sunk(block, block.length)).isEqualTo(fromObjects(block, block.length));
  }

  @Property(tries = 600)
  void damagedBlocksFailAsTheCheckedReadsDo(@ForAll long seed) {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    int length = r.nextInt(3) == 0 ? r.nextInt(block.length + 1) : block.length;
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      int at = NodeBytes.HEADER_BYTES + r.nextInt(block.length - NodeBytes.HEADER_BYTES);
      block[at] = (byte) (r.nextInt(4) == 0 ? r.nextInt(256) : new int[] {0, 1, 2, 3, 0x7f, 0x80, 0xff}[r.nextInt(7)]);
    }
    assertThat(outcome(() -> sunk(block, length))).isEqualTo(outcome(() -> fromObjects(block, length)));
  }

  @Property(tries = 30)
  void blocksCutAnywhereFailAsTheCheckedReadsDo(@ForAll long seed) {
    byte[] block = NodeBytes.random(new Random(seed));
    for (int length = NodeBytes.HEADER_BYTES; length < block.length; length++) {
      int n = length;
      String expected = outcome(() -> fromObjects(block, n));
      assertThat(outcome(() -> sunk(block, n))).as("cut at %d", n).isEqualTo(expected);
    }
  }

  /** What the sink is handed, one line per call. */
  private static List<String> sunk(byte[] block, int length) throws Slog2FormatException {
    List<String> calls = new ArrayList<>();
    BlockInput in = input(block, length);
    NodeSinkDecoder.decode(in, new DrawableSink() {
      @Override
      public void begin(TimeBox box, int drawables) {
        calls.add("begin " + box + " " + drawables);
      }

      @Override
      public void primitive(int category, int vertices, double t0, int l0, double t1, int l1, BlockInput at,
          int infoAt, int infoLength) {
        byte[] info = Arrays.copyOfRange(at.bytes(), infoAt, infoAt + infoLength);
        calls.add(plain(category, vertices, t0, l0, t1, l1, info));
      }

      @Override
      public void drawable(Drawable d) {
        calls.add("object " + d);
      }
    });
    calls.add("at " + in.position());
    return calls;
  }

  /** The same calls worked out from the drawables the object decoder reads. */
  private static List<String> fromObjects(byte[] block, int length) throws Slog2FormatException {
    BlockInput in = input(block, length);
    NodeDrawables node = DECODER.decodeDrawables(in);
    List<String> calls = new ArrayList<>();
    calls.add("begin " + node.box() + " " + node.drawableCount());
    for (List<Drawable> list : List.of(node.nestable(), node.nestless())) {
      for (Drawable d : list) {
        if (d instanceof Primitive p && p.vertexCount() <= 2) {
          int last = p.vertexCount() - 1;
          byte[] info = p.info() == null ? new byte[0] : p.info();
          calls.add(plain(p.categoryIndex(), p.vertexCount(), p.time(0), p.lineId(0), p.time(last), p.lineId(last),
              info));
        } else {
          calls.add("object " + d);
        }
      }
    }
    calls.add("at " + in.position());
    return calls;
  }

  private static String plain(int category, int vertices, double t0, int l0, double t1, int l1, byte[] info) {
    return "primitive " + category + " " + vertices + " " + Double.doubleToRawLongBits(t0) + " " + l0 + " "
        + Double.doubleToRawLongBits(t1) + " " + l1 + " " + Arrays.toString(info);
  }

  /** The block as a reused buffer holds it: at the start of a longer array. */
  private static BlockInput input(byte[] block, int length) {
    byte[] longer = Arrays.copyOf(block, block.length + 64);
    return new BlockInput(ByteBuffer.wrap(longer, 0, length), "t.slog2", "tree node", 1000);
  }

  @FunctionalInterface
  private interface Decode {
    List<String> run() throws Exception;
  }

  private static String outcome(Decode d) {
    try {
      return String.join("\n", d.run());
    } catch (Slog2FormatException e) {
      return "failed: " + e.getMessage();
    } catch (Exception e) {
      return e.toString();
    }
  }
}
