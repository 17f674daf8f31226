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
 * A node's drawables stored as they come and copied out in drawing order give the bytes of the
 * brute force: the list sorted stably by {@link DrawingOrder#DRAWABLES}, each drawable stored then.
 * Drawables with equal keys (whose insertion order decides), primitives out of start order,
 * composites and info of several lengths; the same lists reused after {@link NodeDrawables#clear}.
 */
class NodeDrawablesPropertiesTest {
  @Property(tries = 300)
  void storesTheStableDrawingOrder(@ForAll long seed, @ForAll @IntRange(max = 400) int n,
      @ForAll @IntRange(min = 1, max = 3) int nodes) {
    Random rnd = new Random(seed);
    NodeDrawables stored = new NodeDrawables(0, 16); // grown from nearly nothing, then reused
    for (int node = 0; node < nodes; node++) {
      List<Drawable> list = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        Drawable d = drawable(rnd, i);
        list.add(d);
        stored.add(d, d.start(), d.end());
      }
      BlockOutput actual = new BlockOutput(16);
      stored.encode(actual);
      assertThat(actual.toByteArray()).isEqualTo(bruteForce(list));
      assertThat(stored.count()).isEqualTo(n);
      stored.clear();
    }
  }

  private static byte[] bruteForce(List<Drawable> list) {
    List<Drawable> sorted = new ArrayList<>(list);
    sorted.sort(DrawingOrder.DRAWABLES); // List.sort is stable
    BlockOutput out = new BlockOutput(16);
    out.writeInt(sorted.size());
    for (Drawable d : sorted) {
      DrawableEncoder.encodeTagged(out, d);
    }
    return out.toByteArray();
  }

  /** Mostly rising ends, starts from a small set of times (many ties), a few lines and categories. */
  private static Drawable drawable(Random rnd, int i) {
    double end = i / 4 + rnd.nextInt(3);
    double start = end - rnd.nextInt(4);
    int line = rnd.nextInt(3);
    int category = rnd.nextInt(3);
    byte[] info = rnd.nextInt(3) == 0 ? null : new byte[rnd.nextInt(12)];
    if (info != null) {
      rnd.nextBytes(info);
    }
    return switch (rnd.nextInt(5)) {
      case 0 -> Primitive.event(category, end, line, info);
      case 1 -> Primitive.arrow(category, rnd.nextBoolean() ? start : end, line, rnd.nextBoolean() ? end : start,
          rnd.nextInt(3), info);
      case 2 -> new Composite(category, List.of(Primitive.state(1, start, end, line, null),
          Primitive.event(2, start, line, info)), info == null ? new byte[0] : info);
      default -> Primitive.state(category, start, end, line, info);
    };
  }
}
