package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/** The "Colour by group" switch and a group's new colour, on the styles the canvas draws from (on the EDT). */
class GroupColouringTest {
  static final Rgba PICKED = new Rgba(12, 34, 56, 255);

  private static CategoryStyles styles() {
    Map<Integer, Category> cats = new LinkedHashMap<>();
    String[] names = {"MPI_Send", "MPI_Recv", "main", "foo"};
    for (int i = 0; i < names.length; i++) {
      cats.put(i, Category.of(i, names[i], Topology.STATE, new Rgba(40 * i, 40, 40, 255), 1, InfoLabel.NONE));
    }
    return new CategoryStyles(cats);
  }

  @Test
  void theSwitchColoursByGroupAndAPickedColourGoesToTheWholeGroup() {
    GuiActionRunner.execute(() -> {
      CategoryStyles styles = styles();
      GroupColouring colouring = new GroupColouring(styles);
      assertThat(colouring.toggle().isEnabled()).as("no groups yet").isFalse();
      colouring.setGroups(List.of(new CategoryGroup("MPI", List.of(0, 1), true)), Map.of());
      assertThat(colouring.recolour(0, PICKED)).as("coloured per category: the category's own").isFalse();

      colouring.toggle().doClick();
      assertThat(styles.get(0).color()).isEqualTo(styles.get(1).color()).isEqualTo(GroupColouring.hue(0));
      assertThat(colouring.colouredGroupOf(1)).isEqualTo("MPI");
      assertThat(colouring.recolour(1, PICKED)).isTrue();
      assertThat(styles.get(0).color()).isEqualTo(PICKED);
      assertThat(colouring.recolour(2, PICKED)).as("main is in no group").isFalse();
      assertThat(styles.get(2).color()).isEqualTo(new Rgba(80, 40, 40, 255));

      // New groups (the trace's own, read later) keep the switch on and a chosen colour by key.
      colouring.setGroups(List.of(new CategoryGroup("MPI", List.of(0, 1), true),
          new CategoryGroup("user", List.of(2, 3), true)), Map.of());
      assertThat(colouring.toggle().isSelected()).isTrue();
      assertThat(styles.get(1).color()).isEqualTo(PICKED);
      assertThat(styles.get(3).color()).isEqualTo(GroupColouring.hue(1));

      colouring.toggle().doClick();
      assertThat(styles.get(0).color()).isEqualTo(new Rgba(0, 40, 40, 255));
      assertThat(styles.groupColours().isOn()).isFalse();
      return null;
    });
  }
}
