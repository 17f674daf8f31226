package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.format.Slog2FormatException;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;

/**
 * A node block decoded into packed columns ({@link TreeNodeDecoder#decodePacked}, with its fast way
 * through plain primitives) holds exactly the drawables the object decoder ({@link
 * TreeNodeDecoder#decode}, every field checked) reads from the same bytes, merged in drawing order;
 * and on damaged bytes both fail, with the same message, or neither does.
 */
class PackedDecodingTest {
  private static final TreeNodeDecoder DECODER = new TreeNodeDecoder(Map.of());

  @Property(tries = 400)
  void packedNodeHoldsWhatTheObjectDecoderReads(@ForAll long seed) throws Exception {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    TreeNode objects = DECODER.decode(input(block, block.length));
    PackedNode packed = decodePacked(block, block.length);
    List<Drawable> got = List.of(packed.drawables().toArray());
    boolean inOrder = inOrder(objects.nestless()) && inOrder(objects.nestable());
    assertThat(packed.drawables().sorted()).isEqualTo(inOrder);
    if (inOrder) {
      assertThat(got).containsExactlyElementsOf(merged(objects.nestable(), objects.nestless()));
    } else {
      assertThat(got).containsExactlyInAnyOrderElementsOf(concat(objects.nestable(), objects.nestless()));
    }
    for (int i = 0; i < got.size(); i++) {
      assertThat(Double.compare(packed.drawables().start(i), got.get(i).start())).isZero();
      assertThat(packed.drawables().category(i)).isEqualTo(got.get(i).categoryIndex());
    }
  }

  /** Bytes changed or cut short anywhere: the fast way fails exactly when, and as, the checked reads do. */
  @Property(tries = 600)
  void damagedBlocksFailAsTheCheckedReadsDo(@ForAll long seed) {
    Random r = new Random(seed);
    byte[] block = NodeBytes.random(r);
    int length = r.nextInt(3) == 0 ? r.nextInt(block.length + 1) : block.length;
    for (int k = 1 + r.nextInt(3); k > 0; k--) {
      int at = NodeBytes.HEADER_BYTES + r.nextInt(block.length - NodeBytes.HEADER_BYTES);
      block[at] = (byte) (r.nextInt(4) == 0 ? r.nextInt(256) : new int[] {0, 1, 2, 3, 0x7f, 0x80, 0xff}[r.nextInt(7)]);
    }
    String expected = failure(() -> DECODER.decode(input(block, length)).nestable().size());
    String actual = failure(() -> decodePacked(block, length).drawables().size());
    assertThat(actual).isEqualTo(expected);
  }

  /** A block cut short at every length (the bytes after the cut still in the array): the same failure. */
  @Property(tries = 30)
  void blocksCutAnywhereFailAsTheCheckedReadsDo(@ForAll long seed) {
    byte[] block = NodeBytes.random(new Random(seed));
    for (int length = NodeBytes.HEADER_BYTES; length < block.length; length++) {
      int n = length;
      String expected = failure(() -> DECODER.decode(input(block, n)).nestable().size());
      assertThat(expected).isNotEqualTo("none");
      assertThat(failure(() -> decodePacked(block, n).drawables().size())).as("cut at %d", n).isEqualTo(expected);
    }
  }

  private static PackedNode decodePacked(byte[] block, int length) throws Slog2FormatException {
    return DECODER.decodePacked(input(block, length), (offset, n) -> {
      throw new AssertionError("no shadows to read again");
    });
  }

  /** The block as a reused buffer holds it: at the start of a longer array. */
  private static BlockInput input(byte[] block, int length) {
    byte[] longer = java.util.Arrays.copyOf(block, block.length + 64);
    return new BlockInput(ByteBuffer.wrap(longer, 0, length), "t.slog2", "tree node", 1000);
  }

  @FunctionalInterface
  private interface Decode {
    int run() throws Exception;
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

  private static boolean inOrder(List<Drawable> list) {
    for (int i = 0; i < list.size(); i++) {
      if (Double.isNaN(list.get(i).start()) || (i > 0 && DrawingOrder.compare(list.get(i - 1), list.get(i)) > 0)) {
        return false;
      }
    }
    return true;
  }

  /** Both sorted lists merged, the nestable drawable first on a tie (spec §11.3). */
  private static List<Drawable> merged(List<Drawable> nestable, List<Drawable> nestless) {
    List<Drawable> out = new ArrayList<>();
    int j = 0;
    for (Drawable d : nestable) {
      while (j < nestless.size() && DrawingOrder.compare(nestless.get(j), d) < 0) {
        out.add(nestless.get(j++));
      }
      out.add(d);
    }
    out.addAll(nestless.subList(j, nestless.size()));
    return out;
  }

  private static List<Drawable> concat(List<Drawable> a, List<Drawable> b) {
    List<Drawable> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}
