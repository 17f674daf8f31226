package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.Topology;

/**
 * Storing a buffer's shadows in one pass and copying them out sorted gives the bytes of the plain
 * way: nestless shadows, then nestable ones, each group stably sorted by drawing order and stored
 * one by one.
 */
class ShadowDrawingOrderTest {
  @Property(tries = 200)
  void sameBytesAsStoringAStableSortOfEachGroup(@ForAll @IntRange(min = 0, max = 400) int n, @ForAll long seed) {
    List<ShadowAccumulator> shadows = randomShadows(n, new Random(seed));
    ShadowDrawingOrder order = new ShadowDrawingOrder();
    BlockOutput got = new BlockOutput(16);
    order.encode(got, shadows);
    // Twice with the same work space, as the writer reuses it from buffer to buffer.
    BlockOutput again = new BlockOutput(16);
    order.encode(again, shadows);

    BlockOutput expected = new BlockOutput(16);
    storeSorted(expected, shadows, false);
    storeSorted(expected, shadows, true);
    assertThat(bytes(got)).isEqualTo(bytes(expected));
    assertThat(bytes(again)).isEqualTo(bytes(expected));
  }

  private static void storeSorted(BlockOutput out, List<ShadowAccumulator> shadows, boolean nestable) {
    List<ShadowAccumulator> group = new ArrayList<>();
    for (ShadowAccumulator s : shadows) {
      if (s.nestable() == nestable) {
        group.add(s);
      }
    }
    Comparator<ShadowAccumulator> drawing = (a, b) -> DrawingOrder.compareKeys(a.start(), a.end(), a.previewIndex(),
        a.firstLineId(), a.lastLineId(), b.start(), b.end(), b.previewIndex(), b.firstLineId(), b.lastLineId());
    group.sort(drawing); // List.sort is stable
    out.writeInt(group.size());
    for (ShadowAccumulator s : group) {
      s.encode(out);
    }
  }

  /** Few distinct times and lines, and three-vertex arrows that differ only inside: ties of every kind. */
  private static List<ShadowAccumulator> randomShadows(int n, Random rnd) {
    OwnPrimitives own = new OwnPrimitives();
    ShadowKey probe = ShadowKey.probe();
    List<ShadowAccumulator> shadows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double s = rnd.nextInt(5);
      double e = s + rnd.nextInt(3);
      int line = rnd.nextInt(4);
      Topology t;
      Primitive p;
      switch (rnd.nextInt(4)) {
        case 0 -> {
          t = Topology.STATE;
          p = Primitive.state(1 + rnd.nextInt(3), s, e, line, null);
        }
        case 1 -> {
          t = Topology.EVENT;
          p = Primitive.event(5, s, line, null);
        }
        case 2 -> {
          t = Topology.ARROW;
          p = Primitive.arrow(6, s, line, e, rnd.nextInt(4), null);
        }
        default -> {
          t = Topology.ARROW;
          p = Primitive.adopt(6, new double[] {s, s, e}, new int[] {line, rnd.nextInt(50), 0}, null);
        }
      }
      ShadowAccumulator shadow = ShadowAccumulator.of(probe.set(t, p), p, own, i);
      shadow.initialWeights(own);
      shadows.add(shadow);
    }
    return shadows;
  }

  private static byte[] bytes(BlockOutput out) {
    return Arrays.copyOf(out.array(), out.size());
  }
}
