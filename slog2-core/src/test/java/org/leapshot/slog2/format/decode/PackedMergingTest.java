package org.leapshot.slog2.format.decode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/**
 * The decoder's merge of a node's two lists against a plain stable merge written on objects: the
 * same drawables in the same places, whatever the times (ties of start and of end, zeros of
 * either sign, negative, infinite and NaN times) and whether or not the lists were in order.
 */
class PackedMergingTest {
  /** Few values, so that starts and ends tie often; the odd ones now and then. */
  private static final double[] TIMES = {0.5, 1, 1.5, 2, 2.5, 3, 0.5, 1, 1.5, 2, -1, -0.0, 0.0,
      Double.POSITIVE_INFINITY, Double.NaN};

  @Property(tries = 1000)
  void placesEveryDrawableAsAPlainStableMergeDoes(@ForAll long seed, @ForAll boolean odd, @ForAll boolean shuffled) {
    Random r = new Random(seed);
    int[] made = {0};
    List<Drawable> nestable = new ArrayList<>();
    for (int i = r.nextInt(30); i > 0; i--) {
      double s = time(r, odd);
      nestable.add(r.nextInt(5) == 0 ? Primitive.event(r.nextInt(2), s, r.nextInt(2), info(made))
          : Primitive.state(r.nextInt(2), s, r.nextInt(6) == 0 ? s : time(r, odd), r.nextInt(2), info(made)));
    }
    List<Drawable> nestless = new ArrayList<>();
    for (int i = r.nextInt(30); i > 0; i--) {
      double s = time(r, odd);
      if (odd && r.nextInt(10) == 0) { // an object among the nestless
        nestless.add(new Primitive(3, new double[] {s, s, time(r, odd)}, new int[] {0, 1, 0}, info(made)));
      } else {
        nestless.add(Primitive.arrow(r.nextInt(2), s, r.nextInt(2), r.nextInt(6) == 0 ? s : time(r, odd),
            r.nextInt(2), info(made)));
      }
    }
    nestable.sort(DrawingOrder.DRAWABLES);
    nestless.sort(DrawingOrder.DRAWABLES);
    if (shuffled) {
      Collections.shuffle(r.nextBoolean() ? nestable : nestless, r);
    }
    PackedDrawables merged = PackedDrawables.merge(builder(nestable), builder(nestless));
    assertThat(merged.toArray()).containsExactlyElementsOf(stableMerge(nestable, nestless));
  }

  /** For each nestable drawable, first the nestless ones before it in drawing order (a tie: after it). */
  private static List<Drawable> stableMerge(List<Drawable> nestable, List<Drawable> nestless) {
    List<Drawable> out = new ArrayList<>();
    int j = 0;
    for (Drawable x : nestable) {
      while (j < nestless.size() && before(nestless.get(j), x)) {
        out.add(nestless.get(j++));
      }
      out.add(x);
    }
    out.addAll(nestless.subList(j, nestless.size()));
    return out;
  }

  /** As the reference: a NaN start comes before nothing, and the stored order is kept past one. */
  private static boolean before(Drawable y, Drawable x) {
    return y.start() < x.start() || (y.start() == x.start() && DrawingOrder.compare(x, y) > 0);
  }

  private static double time(Random r, boolean odd) {
    return TIMES[r.nextInt(odd ? TIMES.length : 10)];
  }

  /** Distinct info bytes: drawables that tie in drawing order still differ, so places are checked. */
  private static byte[] info(int[] made) {
    return new byte[] {(byte) made[0]++, (byte) (made[0] >> 8)};
  }

  private static PackedList builder(List<Drawable> list) {
    PackedList b = new PackedList(list.size());
    list.forEach(b::add);
    return b;
  }
}
