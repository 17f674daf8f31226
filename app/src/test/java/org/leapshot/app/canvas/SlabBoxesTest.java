package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.leapshot.app.canvas.RenderModel.StateItem;

/**
 * A slab's boxes nested from its wide states alone have the depths that nesting every state of the
 * row gives (as {@link RenderModelBuilder} does), in the builder's paint order.
 */
class SlabBoxesTest {
  private static final double BOX = 2.0 / 8; // two columns of an eighth

  record State(double s, double e, int row, int cat, boolean own) {}

  @Property(tries = 300)
  void wideStatesAloneNestAsEveryStateDoes(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int rows,
      @ForAll @IntRange(min = 0, max = 200) int count, @ForAll boolean drawingOrder) {
    Random random = new Random(seed);
    List<State> states = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      double s = random.nextInt(40) / 8.0;
      double e = s + random.nextInt(random.nextBoolean() ? 3 : 30) / 8.0; // narrow and wide, on column edges
      states.add(new State(s, e, random.nextInt(rows), 2 + random.nextInt(3), random.nextInt(4) > 0));
    }
    Comparator<State> builderOrder = Comparator.comparingDouble(State::s)
        .thenComparing(State::e, Comparator.reverseOrder()).thenComparingInt(State::cat);
    if (drawingOrder) {
      states.sort(builderOrder);
    }
    SlabBoxes boxes = new SlabBoxes(BOX, rows);
    boxes.startSlab();
    for (State st : states) {
      boxes.add(st.s(), st.e(), st.row(), st.cat(), st.own());
    }
    boxes.finishSlab();

    assertThat(boxes.sorted()).isEqualTo(bruteForce(states, builderOrder));
  }

  /** Every state of a row nested in the builder's order, the owned wide ones kept, in paint order. */
  private static List<StateItem> bruteForce(List<State> states, Comparator<State> builderOrder) {
    List<State> all = new ArrayList<>(states);
    all.sort(Comparator.comparingInt(State::row).thenComparing(builderOrder));
    List<StateItem> out = new ArrayList<>();
    NestingLayout nesting = null;
    int row = -1;
    for (State st : all) {
      if (st.row() != row) {
        nesting = new NestingLayout();
        row = st.row();
      }
      int depth = nesting.next(st.s(), st.e());
      if (st.own() && st.e() - st.s() >= BOX) {
        out.add(new StateItem(st.s(), st.e(), st.row(), depth, st.cat(), null, null, 1));
      }
    }
    out.sort(Comparator.comparingInt(StateItem::depth).thenComparingDouble(StateItem::start)
        .thenComparingInt(StateItem::row).thenComparing(StateItem::end, Comparator.reverseOrder())
        .thenComparingInt(StateItem::categoryIndex));
    return out;
  }
}
