package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * A buffer's stored size, kept up as its shadows are weighed, merged and adopted rather than
 * summed over them when it is finished, is the size it is stored in: with children whose shadows
 * share keys with the parent's and with each other's, and bring categories the parent's lack.
 */
class ShadowBufferSizeTest {
  @Property(tries = 200)
  void keptSizeIsTheStoredSize(@ForAll @IntRange(min = 0, max = 4) int children,
      @ForAll @IntRange(min = 0, max = 60) int own, @ForAll long seed) {
    Random rnd = new Random(seed);
    HashMapReplay replay = new HashMapReplay();
    ExclusiveScratch scratch = new ExclusiveScratch();
    ShadowDrawingOrder order = new ShadowDrawingOrder();
    ShadowBufferBuilder parent = filled(new NodeId(1, 0), own, rnd);
    parent.initialWeights();
    for (int c = 0; c < children; c++) {
      ShadowBufferBuilder child = filled(new NodeId(0, c), rnd.nextInt(60), rnd);
      child.initialWeights();
      child.finishExclusive(scratch);
      assertThat(child.byteSize()).isEqualTo(storedSize(child, order));
      parent.mergeChild(child, replay);
    }
    parent.finishExclusive(scratch);

    assertThat(parent.byteSize()).isEqualTo(storedSize(parent, order));
  }

  private static int storedSize(ShadowBufferBuilder b, ShadowDrawingOrder order) {
    BlockOutput out = new BlockOutput(16);
    b.encode(out, order);
    return out.size();
  }

  /** Few lines and categories, so that keys meet across buffers and tables gain slots when merged. */
  private static ShadowBufferBuilder filled(NodeId id, int n, Random rnd) {
    ShadowBufferBuilder b = new ShadowBufferBuilder(id, 0);
    for (int i = 0; i < n; i++) {
      double s = rnd.nextInt(8);
      double e = s + rnd.nextInt(3);
      int line = rnd.nextInt(5);
      int category = rnd.nextInt(4);
      switch (rnd.nextInt(3)) {
        case 0 -> b.addPrimitive(Topology.STATE, Primitive.state(category, s, e, line, null));
        case 1 -> b.addPrimitive(Topology.EVENT, Primitive.event(4 + category, s, line, null));
        default -> b.addPrimitive(Topology.ARROW, Primitive.arrow(8 + category, s, line, e, rnd.nextInt(5), null));
      }
      b.lowerStart(s);
      b.setEnd(Math.max(b.end(), e));
    }
    return b;
  }
}
