package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
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
      a.startRun();
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
        if (r.nextBoolean()) {
          a.append(run.subList(i, k), sorted);
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
}
