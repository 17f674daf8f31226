package org.leapshot.slog2.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * A node's list stored through a work block in the order the drawables were added, then copied in
 * drawing order, gives the bytes of storing each drawable in a stable sort of the list by {@link
 * DrawingOrder#DRAWABLES}: with ties on every key, composites, infos of several lengths, and one
 * sorter reused for lists of growing and shrinking sizes.
 */
class DrawableDrawingOrderTest {
  @Property(tries = 300)
  void storesTheListAsAStableSortOfItWould(@ForAll @IntRange(min = 0, max = 700) int n, @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 4) int lists, @ForAll boolean twoPasses) {
    Random r = new Random(seed);
    DrawableDrawingOrder order = new DrawableDrawingOrder();
    BlockOutput out = new BlockOutput(16);
    for (int k = 0; k < lists; k++) {
      ArrayList<Drawable> list = new ArrayList<>();
      int size = k == 0 ? n : r.nextInt(n + 1);
      for (int i = 0; i < size; i++) {
        list.add(drawable(r));
      }
      List<Drawable> sorted = new ArrayList<>(list);
      sorted.sort(DrawingOrder.DRAWABLES); // stable
      BlockOutput expected = new BlockOutput(16);
      expected.writeInt(size);
      for (Drawable d : sorted) {
        DrawableEncoder.encodeTagged(expected, d);
      }
      out.reset();
      out.writeByte(7); // a list starts anywhere in its block
      // Through the work block, or, for a list said to be bigger than it takes, in two passes.
      order.encode(out, list, twoPasses ? DrawableDrawingOrder.STORED_AHEAD_MAX_BYTES + 1 : 0);
      byte[] got = out.toByteArray();
      assertThat(got[0]).isEqualTo((byte) 7);
      assertThat(java.util.Arrays.copyOfRange(got, 1, got.length)).isEqualTo(expected.toByteArray());
    }
  }

  /** Few distinct times, categories and lines, so that every key of the order decides some pairs. */
  private static Drawable drawable(Random r) {
    double a = r.nextInt(6) * 0.5;
    double b = a + r.nextInt(3) * 0.5;
    int category = r.nextInt(3);
    int line0 = r.nextInt(3);
    int line1 = r.nextInt(3);
    byte[] info = new byte[r.nextInt(4) == 0 ? 0 : r.nextInt(40)];
    r.nextBytes(info);
    switch (r.nextInt(6)) {
      case 0:
        return Primitive.event(category, a, line0, info);
      case 1:
        return Primitive.arrow(category, b, line0, a, line1, info); // backwards: starts at its later vertex
      case 2:
        return new Composite(category, List.of(Primitive.state(category, a, b, line0, info),
            Primitive.event(category, b, line1, new byte[0])), info);
      case 3:
        return new Primitive(category, new double[] {a, b, a}, new int[] {line0, line1, line0}, info);
      default:
        return Primitive.state(category, a, b, line0, info);
    }
  }
}
