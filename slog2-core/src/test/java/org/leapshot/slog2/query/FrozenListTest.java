package org.leapshot.slog2.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class FrozenListTest {

  @Test
  void showsOnlyTheAdoptedPrefixAndEqualsAnyListWithIt() {
    List<String> l = FrozenList.adopt(new Object[] {"a", "b", null}, 2);
    assertThat(l).containsExactly("a", "b").isEqualTo(List.of("a", "b"));
    assertThat(l.hashCode()).isEqualTo(List.of("a", "b").hashCode());
    assertThatThrownBy(() -> l.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void cannotBeChanged() {
    List<String> l = FrozenList.adopt(new Object[] {"a"}, 1);
    assertThatThrownBy(() -> l.add("b")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> l.set(0, "b")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> l.remove(0)).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void refusesNullsAndSizesOutsideTheArray() {
    assertThatThrownBy(() -> FrozenList.adopt(new Object[] {"a", null}, 2)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> FrozenList.adopt(new Object[1], 2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FrozenList.adopt(new Object[1], -1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void windowResultKeepsAFrozenListAndCopiesOthers() {
    List<org.leapshot.slog2.model.Drawable> frozen = FrozenList.adopt(new Object[0], 0);
    WindowResult kept = new WindowResult(WindowQuery.exact(0, 1), frozen, List.of(), 0, 0, 0);
    assertThat(kept.drawables()).isSameAs(frozen);
    java.util.ArrayList<org.leapshot.slog2.model.Drawable> mutable = new java.util.ArrayList<>();
    WindowResult copied = new WindowResult(WindowQuery.exact(0, 1), mutable, List.of(), 0, 0, 0);
    mutable.add(org.leapshot.slog2.model.Primitive.event(1, 0.5, 0, null));
    assertThat(copied.drawables()).isEmpty();
  }
}
