package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.junit.jupiter.api.Test;

class CategoryGroupTest {
  private static List<Category> named(String... names) {
    List<Category> out = new ArrayList<>();
    out.add(Category.preview(Topology.STATE));
    for (int i = 0; i < names.length; i++) {
      out.add(Category.of(i, names[i], Topology.STATE, new Rgba(1, 2, 3, 255), 1, InfoLabel.NONE));
    }
    return out;
  }

  @Test
  void mpiFunctionsAndModulePrefixesAreTheGroupKeys() {
    assertThat(CategoryGroup.keyOf("MPI_Send")).isEqualTo("MPI_");
    assertThat(CategoryGroup.keyOf("MPI_X::Y")).as("MPI wins over a scope").isEqualTo("MPI_");
    assertThat(CategoryGroup.keyOf("MODULE_IO::OPEN")).isEqualTo("MODULE_IO::");
    assertThat(CategoryGroup.keyOf("A::B::C")).as("the first scope is the group").isEqualTo("A::");
    assertThat(CategoryGroup.keyOf("mpi_send")).as("MPI's own names are upper case").isNull();
    assertThat(CategoryGroup.keyOf("::leading")).isNull();
    assertThat(CategoryGroup.keyOf("write")).isNull();
  }

  @Test
  void groupsHaveTwoOrMoreMembersMpiFirstThenByName() {
    List<CategoryGroup> groups = CategoryGroup.of(named("Z::a", "MPI_Recv", "write", "A::x", "Z::b", "MPI_Send",
        "A::y", "A::z", "LONE::one"));
    assertThat(groups).extracting(CategoryGroup::label).containsExactly("MPI_* (2)", "A::* (3)", "Z::* (2)");
    assertThat(groups.get(0).members()).containsExactly(1, 5);
    assertThat(groups.get(1).members()).containsExactly(3, 6, 7);
    assertThat(groups.get(2).contains(0)).isTrue();
    assertThat(groups.get(2).contains(2)).isFalse();
  }

  @Test
  void theTracesOwnGroupsHaveTwoOrMoreMembersMpiFirstThenByName() {
    List<Category> cats = named("MPI_Send", "main", "foo", "bar", "MPI_Recv", "PAPI_FP_OPS", "write");
    java.util.Map<Integer, String> groupOf = java.util.Map.of(0, "MPI", 1, "user", 2, "user", 3, "user", 4, "MPI",
        5, "Hardware", 6, "I/O");

    List<CategoryGroup> groups = CategoryGroup.ofTrace(cats, groupOf);

    assertThat(groups).extracting(CategoryGroup::label).containsExactly("MPI (2)", "user (3)");
    assertThat(groups).allMatch(CategoryGroup::fromTrace);
    assertThat(groups.get(1).members()).containsExactly(1, 2, 3);
  }

  @Test
  void colouringByGroupGivesEachGroupItsChosenOrADistinctColour() {
    List<CategoryGroup> groups = List.of(new CategoryGroup("MPI", List.of(0, 4), true),
        new CategoryGroup("user", List.of(1, 2), true), new CategoryGroup("DYN", List.of(3, 5), true));
    Rgba chosen = new Rgba(1, 2, 3, 255);

    org.leapshot.app.view.GroupColours colours = GroupColouring.colours(groups, java.util.Map.of("user", chosen));

    assertThat(colours.colourOf(4)).isEqualTo(colours.colourOf(0)).isEqualTo(GroupColouring.hue(0));
    assertThat(colours.colourOf(2)).isEqualTo(chosen);
    assertThat(colours.colourOf(5)).isEqualTo(GroupColouring.hue(2)).isNotEqualTo(GroupColouring.hue(0));
    assertThat(colours.colourOf(6)).as("in no group").isNull();
  }

  @Test
  void ratiosRoundedToZeroCarryNoSign() {
    assertThat(LegendRenderers.ratioText(-0.0002f)).isEqualTo("0.000");
    assertThat(LegendRenderers.ratioText(-0.25f)).isEqualTo("-0.250");
    assertThat(LegendRenderers.ratioText(0.0514f)).isEqualTo("0.051");
    assertThat(LegendRenderers.count(1_966_004L)).isEqualTo("1,966,004");
  }

  @Test
  void aTraceWithoutSharedNamesHasNoGroups() {
    assertThat(CategoryGroup.of(named("compute", "write", "MPI_Init"))).isEmpty();
  }
}
