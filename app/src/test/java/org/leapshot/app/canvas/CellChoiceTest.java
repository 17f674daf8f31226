package org.leapshot.app.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.Composite;
import org.leapshot.slog2.model.Drawable;
import org.leapshot.slog2.model.Primitive;

/** The choice of the real state a click on a drawn cell describes: cell category → preferred state. */
class CellChoiceTest {
  private final Map<Integer, Category> cats = Fixtures.categories();

  /** A cell of row 0 (timelines 0 and 1) drawn in {@code category}, column [3.0, 3.1], clicked at 3.05. */
  private static DrawnCell cell(int category) {
    return new DrawnCell(0, category, 1, 3.0, 3.1, 3.05, new int[] {1, 0}, true);
  }

  @Test
  void aStateOfTheDrawnCategoryWinsOverADeeperOneOfAnotherTimeline() {
    List<Drawable> read = List.of(
        Primitive.state(Fixtures.OUTER, 0, 10, 0, null),
        Primitive.state(Fixtures.INNER, 3.02, 3.04, 0, null), // innermost on timeline 0, not the drawn colour
        Primitive.state(Fixtures.OUTER, 2, 5, 1, null));
    CellChoice.Choice c = CellChoice.choose(cell(Fixtures.OUTER), read, cats).orElseThrow();
    assertThat(c.state().categoryIndex()).isEqualTo(Fixtures.OUTER);
    assertThat(c.state().lineId(0)).as("the shorter, innermost Outer").isEqualTo(1);
    assertThat(c.timelinesWithCategory()).isEqualTo(2);
    assertThat(c.timelines()).isEqualTo(2);
  }

  @Test
  void aStateCoveringTheClickedTimeWinsOverOneOnlyTouchingThePixel() {
    List<Drawable> read = List.of(
        Primitive.state(Fixtures.INNER, 3.0, 3.01, 0, null),
        Primitive.state(Fixtures.INNER, 3.04, 3.2, 1, null));
    CellChoice.Choice c = CellChoice.choose(cell(Fixtures.INNER), read, cats).orElseThrow();
    assertThat(c.state().start()).isEqualTo(3.04);
  }

  @Test
  void withoutTheDrawnCategoryTheInnermostStateThereIsChosen() {
    List<Drawable> read = List.of(Primitive.state(Fixtures.OUTER, 0, 10, 0, null),
        Primitive.state(Fixtures.OUTER, 3, 3.5, 0, null));
    CellChoice.Choice c = CellChoice.choose(cell(Fixtures.INNER), read, cats).orElseThrow();
    assertThat(c.state().end()).isEqualTo(3.5);
    assertThat(c.timelinesWithCategory()).isZero();
  }

  @Test
  void otherTimelinesArrowsHiddenCategoriesAndOtherTimesAreLeftOut() {
    Map<Integer, Category> hiddenInner = new java.util.HashMap<>(cats);
    hiddenInner.put(Fixtures.INNER, cats.get(Fixtures.INNER).withVisible(false));
    List<Drawable> read = List.of(
        Primitive.state(Fixtures.INNER, 3, 3.1, 2, null), // timeline 2: another row
        Primitive.arrow(Fixtures.MSG, 3.0, 0, 3.1, 1, null),
        Primitive.state(Fixtures.OUTER, 4, 5, 0, null)); // after the pixel
    assertThat(CellChoice.choose(cell(Fixtures.INNER), read, cats)).isEmpty();
    assertThat(CellChoice.choose(cell(Fixtures.INNER), List.of(Primitive.state(Fixtures.INNER, 3, 3.1, 0, null)),
        hiddenInner)).as("hidden: not drawn").isEmpty();
  }

  @Test
  void aCompositesPrimitivesAreLookedAtWithTheCompositeAsOwner() {
    Primitive inner = Primitive.state(Fixtures.INNER, 3.0, 3.1, 1, null);
    Composite c = new Composite(Fixtures.OUTER, List.of(Primitive.state(Fixtures.OUTER, 0, 10, 1, null), inner), null);
    CellChoice.Choice choice = CellChoice.choose(cell(Fixtures.INNER), List.of(c), cats).orElseThrow();
    assertThat(choice.state()).isEqualTo(inner);
    assertThat(choice.owner()).isSameAs(c);
  }
}
