package org.leapshot.slog2.format.decode;

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

/** A node's two lists merged once: drawing order, nestable first on ties, and honest about disorder. */
class PackedDrawablesTest {

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
    if (r.nextInt(4) == 0) { // objects among the columns: a composite and a three-vertex primitive
      double s = r.nextInt(20) / 2.0;
      nestable.add(new Composite(7, List.of(Primitive.state(1, s, s + 1, 0, null), Primitive.event(2, s + 0.5, 1, null)),
          new byte[] {2}));
      nestless.add(new Primitive(8, new double[] {s, s + 1, s + 2}, new int[] {0, 1, 2}, null));
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
    PackedDrawables n = PackedDrawables.merge(builder(nestable), builder(nestless));
    List<Drawable> merged = List.of(n.toArray());
    assertThat(merged).containsExactlyInAnyOrderElementsOf(concat(nestable, nestless));
    assertThat(n.sorted()).isEqualTo(!broken);
    for (int i = 0; i < n.size(); i++) {
      assertThat(Double.compare(n.start(i), merged.get(i).start())).isZero();
      assertThat(Double.compare(PackedDrawables.start(n.readColumns(), i), merged.get(i).start())).isZero();
      assertThat(Double.compare(n.end(i), merged.get(i).end())).isZero();
      assertThat(n.get(i)).isEqualTo(merged.get(i));
    }
    if (!broken) {
      assertThat(merged).isSortedAccordingTo(DrawingOrder.DRAWABLES);
      // on an exact tie the nestable drawable comes first, as the reference merges them
      for (int i = 1; i < merged.size(); i++) {
        Drawable a = merged.get(i - 1);
        Drawable b = merged.get(i);
        if (DrawingOrder.compare(a, b) == 0 && nestless.contains(a)) {
          assertThat(nestless).contains(b);
        }
      }
    }
  }

  /** Infos longer than the merge first makes room for, in both lists (a 4096-timeline trace's). */
  @Property(tries = 50)
  void longInfosInBothListsAreKept(@ForAll @IntRange(min = 1, max = 300) int n, @ForAll @IntRange(min = 0, max = 200) int infoBytes) {
    List<Drawable> nestable = new ArrayList<>();
    List<Drawable> nestless = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      byte[] info = new byte[infoBytes];
      java.util.Arrays.fill(info, (byte) i);
      nestable.add(Primitive.state(1, i, i + 1, 0, info));
      nestless.add(Primitive.arrow(2, i + 0.5, 0, i + 0.7, 1, info));
    }
    PackedDrawables packed = PackedDrawables.merge(builder(nestable), builder(nestless));
    List<Drawable> all = concat(nestable, nestless);
    all.sort(DrawingOrder.DRAWABLES);
    assertThat(packed.toArray()).containsExactlyElementsOf(all);
  }

  /**
   * A start read straight from the columns, as the merge of a window's levels reads it, is the
   * drawable's: the earlier vertex of an arrow drawn backwards (a receive stamped before its send
   * by skewed clocks), an event's one vertex, an object's own start.
   */
  @Property(tries = 200)
  void startFromTheColumnsIsTheDrawablesStart(@ForAll long seed) {
    Random r = new Random(seed);
    PackedList b = new PackedList(30);
    List<Drawable> added = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      double t0 = r.nextInt(50) / 4.0;
      double t1 = r.nextInt(50) / 4.0;
      Drawable d = switch (r.nextInt(4)) {
        case 0 -> Primitive.arrow(1, t0, 0, t1, 1, null);
        case 1 -> Primitive.event(2, t0, 1, null);
        case 2 -> Primitive.state(3, Math.min(t0, t1), Math.max(t0, t1), 2, null);
        default -> new Primitive(4, new double[] {t0, t1, t0 + 1}, new int[] {0, 1, 2}, null);
      };
      b.add(d);
      added.add(d);
    }
    PackedDrawables packed = new PackedDrawables(b, false);
    for (int i = 0; i < added.size(); i++) {
      assertThat(PackedDrawables.start(packed.readColumns(), i)).isEqualTo(added.get(i).start());
    }
  }

  private static PackedList builder(List<Drawable> list) {
    PackedList b = new PackedList(list.size());
    list.forEach(b::add);
    return b;
  }

  private static List<Drawable> concat(List<Drawable> a, List<Drawable> b) {
    List<Drawable> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}
