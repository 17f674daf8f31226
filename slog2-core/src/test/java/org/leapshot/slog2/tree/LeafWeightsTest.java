package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * A leaf's shadows weighed in one visit ({@link ShadowBufferBuilder#leafWeights}) store the same
 * bytes as initial weights and exclusive ratios found apart: nested and overlapping states of
 * several categories per timeline, instants, shadows with no duration (NaN ratios), many
 * categories (the weights' indexed slots).
 */
class LeafWeightsTest {
  @Property(tries = 300)
  void oneVisitStoresWhatTwoDid(@ForAll @IntRange(min = 0, max = 200) int primitives,
      @ForAll @IntRange(min = 1, max = 30) int categories, @ForAll long seed) {
    ShadowBufferBuilder apart = filled(primitives, categories, new Random(seed));
    ShadowBufferBuilder fused = filled(primitives, categories, new Random(seed));
    ExclusiveScratch scratch = new ExclusiveScratch();
    apart.initialWeights();
    apart.finishExclusive(scratch);
    fused.leafWeights(new ExclusiveScratch());
    fused.finishExclusive(scratch);

    assertThat(fused.byteSize()).isEqualTo(apart.byteSize());
    assertThat(stored(fused)).isEqualTo(stored(apart));
  }

  @Test
  void aLeafGetsNoChildren() {
    ShadowBufferBuilder leaf = filled(10, 3, new Random(1));
    leaf.leafWeights(new ExclusiveScratch());
    ShadowBufferBuilder child = filled(10, 3, new Random(2));
    child.initialWeights();
    child.finishExclusive(new ExclusiveScratch());

    assertThatThrownBy(() -> leaf.mergeChild(child, new HashMapReplay())).isInstanceOf(IllegalStateException.class);
  }

  private static byte[] stored(ShadowBufferBuilder b) {
    BlockOutput out = new BlockOutput(16);
    b.encode(out, new ShadowDrawingOrder());
    return java.util.Arrays.copyOf(out.array(), out.size());
  }

  /** Few timelines and short times, so that states nest, overlap and tie; some instants only. */
  private static ShadowBufferBuilder filled(int n, int categories, Random rnd) {
    ShadowBufferBuilder b = new ShadowBufferBuilder(new NodeId(0, 0), 0);
    boolean instantsOnly = rnd.nextInt(8) == 0;
    double end = 0;
    for (int i = 0; i < n; i++) {
      double s = rnd.nextInt(12);
      double e = instantsOnly ? s : s + rnd.nextInt(4);
      int line = rnd.nextInt(3);
      int category = rnd.nextInt(categories);
      switch (rnd.nextInt(4)) {
        case 0, 1 -> b.addPrimitive(Topology.STATE, Primitive.state(category, s, e, line, null));
        case 2 -> b.addPrimitive(Topology.EVENT, Primitive.event(category, s, line, null));
        default -> b.addPrimitive(Topology.ARROW, Primitive.arrow(category, s, line, e, rnd.nextInt(3), null));
      }
      end = Math.max(end, e);
    }
    b.setEnd(end);
    return b;
  }
}
