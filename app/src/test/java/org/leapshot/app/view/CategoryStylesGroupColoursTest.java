package org.leapshot.app.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** Colour by group is drawn over each category's own style, which stays what is edited and saved. */
class CategoryStylesGroupColoursTest {
  static final Rgba RED = new Rgba(200, 0, 0, 255);
  static final Rgba BLUE = new Rgba(0, 0, 200, 255);

  private static CategoryStyles styles() {
    Map<Integer, Category> cats = new LinkedHashMap<>();
    for (int i = 0; i < 3; i++) {
      cats.put(i, Category.of(i, "c" + i, Topology.STATE, new Rgba(10 * i, 10, 10, 255), 1, InfoLabel.NONE));
    }
    return new CategoryStyles(cats);
  }

  @Test
  void membersAreDrawnInTheirGroupsColourAndOthersInTheirOwn() {
    CategoryStyles styles = styles();
    AtomicInteger told = new AtomicInteger();
    styles.addListener(told::incrementAndGet);

    styles.setGroupColours(new GroupColours(Map.of(0, "g", 1, "g"), Map.of("g", RED)));

    assertThat(told).hasValue(1);
    assertThat(styles.snapshot().get(0).color()).isEqualTo(RED);
    assertThat(styles.get(1).color()).isEqualTo(RED);
    assertThat(styles.get(2).color()).isEqualTo(new Rgba(20, 10, 10, 255));
    assertThat(styles.own().get(0).color()).as("its own colour is kept").isEqualTo(new Rgba(0, 10, 10, 255));

    styles.setGroupColours(styles.groupColours().with("g", BLUE));
    assertThat(styles.get(0).color()).isEqualTo(BLUE);
    styles.setGroupColours(GroupColours.NONE);
    assertThat(styles.snapshot()).isSameAs(styles.own());
    assertThat(styles.get(1).color()).isEqualTo(new Rgba(10, 10, 10, 255));
  }

  @Test
  void editsWhileColouredByGroupChangeTheOwnStyleOnly() {
    CategoryStyles styles = styles();
    styles.setGroupColours(new GroupColours(Map.of(0, "g", 1, "g"), Map.of("g", RED)));

    styles.setVisible(List.of(0, 1, 7), false);
    styles.setColor(1, BLUE);

    assertThat(styles.get(0).visible()).isFalse();
    assertThat(styles.get(1).color()).as("still drawn in the group's colour").isEqualTo(RED);
    assertThat(styles.own().get(0).color()).as("hiding kept the own colour").isEqualTo(new Rgba(0, 10, 10, 255));
    assertThat(styles.own().get(1).color()).isEqualTo(BLUE);
    assertThat(styles.own()).doesNotContainKey(7);
    styles.setGroupColours(GroupColours.NONE);
    assertThat(styles.get(1).color()).isEqualTo(BLUE);
  }
}
