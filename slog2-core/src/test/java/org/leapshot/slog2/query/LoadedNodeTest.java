package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.format.BlockPointer;
import org.leapshot.slog2.format.NodeId;
import org.leapshot.slog2.format.TreeNode;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;
import org.leapshot.slog2.model.TimeBox;

/** A node's two lists merged once: drawing order, nestable first on ties, and honest about disorder. */
class LoadedNodeTest {

  @Property(tries = 300)
  void mergesInDrawingOrderAndFlagsUnsortedLists(@ForAll long seed, @ForAll boolean disorder, @ForAll boolean nan) {
    Random r = new Random(seed);
    List<Drawable> nestable = new ArrayList<>();
    List<Drawable> nestless = new ArrayList<>();
    for (int i = r.nextInt(40); i > 0; i--) {
      double s = r.nextInt(20) / 2.0; // coarse: ties within and across the lists
      nestable.add(Primitive.state(r.nextInt(3), s, s + r.nextInt(4), r.nextInt(3), null));
    }
    for (int i = r.nextInt(40); i > 0; i--) {
      double s = r.nextInt(20) / 2.0;
      int line = r.nextInt(3);
      // info bytes keep an arrow from equalling a state, while the drawing order can still tie them
      nestless.add(Primitive.arrow(r.nextInt(3), s, line, s + r.nextInt(4), r.nextBoolean() ? line : r.nextInt(3),
          new byte[] {1}));
    }
    nestable.sort(DrawingOrder.DRAWABLES);
    nestless.sort(DrawingOrder.DRAWABLES);
    boolean broken = false;
    if (disorder && nestable.size() > 1 && DrawingOrder.compare(nestable.get(0), nestable.get(nestable.size() - 1)) < 0) {
      java.util.Collections.swap(nestable, 0, nestable.size() - 1);
      broken = true;
    }
    if (nan) {
      nestless.add(0, Primitive.event(0, Double.NaN, 0, null));
      broken = true;
    }
    LoadedNode n = LoadedNode.of(new TreeNode(new TimeBox(0, 20), new NodeId(0, 0), BlockPointer.NULL, nestless,
        nestable, List.of()));
    assertThat(n.merged()).containsExactlyInAnyOrderElementsOf(concat(nestable, nestless));
    assertThat(n.sorted()).isEqualTo(!broken);
    if (!broken) {
      assertThat(n.merged()).isSortedAccordingTo(DrawingOrder.DRAWABLES);
      // on an exact tie the nestable drawable comes first, as the reference merges them
      for (int i = 1; i < n.merged().size(); i++) {
        Drawable a = n.merged().get(i - 1);
        Drawable b = n.merged().get(i);
        if (DrawingOrder.compare(a, b) == 0 && nestless.contains(a)) {
          assertThat(nestless).contains(b);
        }
      }
    }
  }

  private static List<Drawable> concat(List<Drawable> a, List<Drawable> b) {
    List<Drawable> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}
