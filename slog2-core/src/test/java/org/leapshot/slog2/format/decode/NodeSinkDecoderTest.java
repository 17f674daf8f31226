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
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
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

  /** Bytes changed (jqwik's edge cases among them: 0, 1, -1, 127, -128) and the block cut short now and then. */
  @Property(tries = 600)
  void damagedBlocksFailAsTheCheckedReadsDo(@ForAll long seed,
      @ForAll @Size(min = 1, max = 3) List<@IntRange(min = 0, max = 1 << 16) Integer> places,
      @ForAll @Size(min = 3, max = 3) List<Byte> values, @ForAll @IntRange(min = 0, max = 200) int cutPercent) {
    byte[] block = NodeBytes.random(new Random(seed));
    int length = cutPercent < 100 ? block.length * cutPercent / 100 : block.length;
    int body = block.length - NodeBytes.HEADER_BYTES;
    for (int i = 0; i < places.size(); i++) {
      block[NodeBytes.HEADER_BYTES + places.get(i) % body] = values.get(i);
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
