package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

class CategoryChoiceTest {
  private static Map<Integer, Category> styles() {
    Map<Integer, Category> m = new LinkedHashMap<>();
    m.put(Category.PREVIEW_STATE_INDEX, Category.preview(Topology.STATE));
    m.put(1, Category.of(1, "recv", Topology.STATE, new Rgba(0, 0, 255, 255), 1, InfoLabel.NONE));
    m.put(2, Category.of(2, "SEND", Topology.STATE, new Rgba(0, 255, 0, 255), 1, InfoLabel.NONE));
    m.put(3, Category.of(3, "Barrier", Topology.STATE, new Rgba(255, 0, 0, 255), 1, InfoLabel.NONE)
        .withSearchable(false));
    m.put(4, Category.of(4, "Hidden", Topology.STATE, new Rgba(9, 9, 9, 255), 1, InfoLabel.NONE).withVisible(false));
    return m;
  }

  @Test
  void chooserListsAnyThenSearchableRealCategoriesByName() {
    assertThat(CategoryChoice.of(styles())).extracting(CategoryChoice::label)
        .containsExactly("Any searchable category", "recv", "SEND");
  }

  @Test
  void anySearchableMeansTheLegendsShownSearchableRealCategories() {
    assertThat(CategoryChoice.ANY_SEARCHABLE.indices(styles())).containsExactly(1, 2);
  }

  @Test
  void aCategoryUntickedInTheLegendIsNotSearchedEvenByName() {
    assertThat(new CategoryChoice(2, "SEND").indices(styles())).containsExactly(2);
    assertThat(new CategoryChoice(3, "Barrier").indices(styles())).as("not searchable").isEmpty();
    assertThat(new CategoryChoice(4, "Hidden").indices(styles())).as("not shown").isEmpty();
  }
}
