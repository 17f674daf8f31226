package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * The Identity Map's line IDs are every line ID of the root's own drawables and of the shadows it
 * stores for its children, each once, ascending: what a sorted set of them gives, whether the IDs
 * are a few dense timelines, a wide sparse spread, negative or at the ends of the int range.
 */
class IdentityLineIdsTest {
  private static final byte[] NO_INFO = new byte[0];

  @Property(tries = 300)
  void theIdsAreTheDistinctLineIdsOfTheRootAndItsChildrenShadowsAscending(
      @ForAll @IntRange(min = 0, max = 1_000_000) int seed, @ForAll @IntRange(min = 0, max = 3) int spread,
      @ForAll @IntRange(min = 0, max = 400) int ownDrawables, @ForAll @IntRange(min = 0, max = 3) int children,
      @ForAll @IntRange(min = 0, max = 3_000) int perChild) {
    Random random = new Random(seed);
    TreeSet<Integer> expected = new TreeSet<>();
    OpenNode root = new OpenNode(new NodeId(2, 0), 0);
    for (int i = 0; i < ownDrawables; i++) {
      Primitive p = primitive(random, spread, expected);
      if (random.nextInt(10) == 0) {
        root.addDrawable(new Composite(0, List.of(p, primitive(random, spread, expected)), NO_INFO), true, 0);
      } else {
        root.addDrawable(p, random.nextBoolean(), 0);
      }
    }
    List<ShadowBufferBuilder> buffers = new ArrayList<>();
    for (int c = 0; c < children; c++) {
      ShadowBufferBuilder b = new ShadowBufferBuilder(new NodeId(1, c), 0);
      for (int i = 0; i < perChild; i++) {
        Primitive p = primitive(random, spread, expected);
        b.addPrimitive(p.vertexCount() == 1 ? Topology.EVENT : p.vertexCount() == 2 ? Topology.ARROW : Topology.STATE,
            p);
      }
      buffers.add(b);
    }

    int[] ids = IdentityLineIds.collect(root, buffers);

    assertThat(ids).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
  }

  /** A primitive of one to four vertices, its line IDs added to {@code ids}. */
  private static Primitive primitive(Random random, int spread, TreeSet<Integer> ids) {
    int n = 1 + random.nextInt(4);
    double[] times = new double[n];
    int[] lines = new int[n];
    for (int i = 0; i < n; i++) {
      times[i] = i;
      lines[i] = lineId(random, spread);
      ids.add(lines[i]);
    }
    return new Primitive(0, times, lines, NO_INFO);
  }

  /** 0: 64 timelines from 0; 1: 5 000 from -2 000; 2: any int; 3: a few near each end of the int range. */
  private static int lineId(Random random, int spread) {
    return switch (spread) {
      case 0 -> random.nextInt(64);
      case 1 -> random.nextInt(5_000) - 2_000;
      case 2 -> random.nextInt();
      default -> random.nextBoolean() ? Integer.MIN_VALUE + random.nextInt(8) : Integer.MAX_VALUE - random.nextInt(8);
    };
  }
}
