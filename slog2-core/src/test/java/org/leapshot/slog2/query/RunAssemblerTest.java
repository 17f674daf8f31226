package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.format.decode.PackedDrawables;
import org.leapshot.slog2.format.decode.PackedList;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.DrawingOrder;
import org.leapshot.slog2.model.Primitive;

/** The window's drawables come out in drawing order whatever runs the tree walk hands over. */
class RunAssemblerTest {

  @Property(tries = 300)
  void resultIsEveryDrawableInDrawingOrder(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int levels,
      @ForAll boolean shuffleOne) {
    Random r = new Random(seed);
    RunAssembler a = new RunAssembler();
    List<Drawable> all = new ArrayList<>();
    for (int level = 0; level < levels; level++) {
      // a level sized for every drawable (as the planned walk sizes the largest) has the others merged into it in place
      a.startRun(level == 0 && r.nextBoolean() ? 300 : 16);
      List<Drawable> run = new ArrayList<>();
      int n = r.nextInt(level == 0 ? 200 : 10);
      for (int i = 0; i < n; i++) {
        double s = r.nextInt(50) / 4.0; // coarse times: many ties
        run.add(Primitive.state(r.nextInt(3), s, s + r.nextInt(8) / 4.0, r.nextInt(3), null));
      }
      run.sort(DrawingOrder.DRAWABLES);
      boolean sorted = !(shuffleOne && level == levels - 1 && n > 1);
      if (!sorted) {
        java.util.Collections.reverse(run);
      }
      // hand the run over as nodes: whole chunks and single drawables
      int i = 0;
      while (i < run.size()) {
        int k = Math.min(run.size(), i + 1 + r.nextInt(20));
        int how = r.nextInt(4);
        if (how == 0) {
          a.append(run.subList(i, k), sorted);
        } else if (how == 1) {
          a.append(packed(run.subList(i, k)), sorted);
        } else if (how == 2) {
          // a node partly in the window: its drawables picked by index, in order
          PackedDrawables node = packed(run.subList(i, k));
          a.append(node, java.util.stream.IntStream.range(0, node.size()).toArray(), sorted);
        } else {
          for (Drawable d : run.subList(i, k)) {
            a.add(d);
          }
        }
        i = k;
      }
      all.addAll(run);
    }
    List<Drawable> result = a.result();
    assertThat(result).containsExactlyInAnyOrderElementsOf(all);
    assertThat(result).isSortedAccordingTo(DrawingOrder.DRAWABLES);
  }

  @Test
  void packedDrawablesBecomeObjectsOnlyWhenReadAndEqualEachTime() {
    RunAssembler a = new RunAssembler();
    a.startRun(16);
    Drawable early = Primitive.event(0, 1, 0, null);
    Drawable late = Primitive.state(1, 2, 3, 1, new byte[] {7});
    a.append(packed(List.of(early, late)), true);
    a.startRun(16);
    Drawable upper = Primitive.state(2, 1.5, 9, 0, null);
    a.add(upper);
    List<Drawable> result = a.result();
    assertThat(result).containsExactly(early, upper, late);
    assertThat(result.get(2)).isNotSameAs(result.get(2)).isEqualTo(result.get(2));
    assertThat(result.get(1)).isSameAs(upper);
    assertThatThrownBy(() -> result.get(3)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> result.set(0, early)).isInstanceOf(UnsupportedOperationException.class);
    assertThat(new WindowResult(WindowQuery.exact(0, 9), result, List.of(), 0, 0, 0).drawables()).isSameAs(result);
  }

  /** A node's list as the decoder packs it (the drawables in the order given, as its nestable list). */
  private static PackedDrawables packed(List<Drawable> drawables) {
    PackedList nestable = new PackedList(drawables.size());
    drawables.forEach(nestable::add);
    return PackedDrawables.merge(nestable, new PackedList(0));
  }
}
