package org.leapshot.app.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * The find bar's category filter: names containing the typed text in any case, the equal name first,
 * then names starting with it (wrf's 572 names mostly start "MODULE_", so typing from the first letter
 * reached "CALC_CQ" only as the whole "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ").
 */
class CategoryMatchesTest {
  private static final List<CategoryChoice> WRF = choices("Any searchable category", "MODULE_ADVECT_EM::ADVECT_SCALAR",
      "MODULE_BIG_STEP_UTILITIES_EM::CALC_ALT", "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ",
      "MODULE_BIG_STEP_UTILITIES_EM::CALC_MU_UV", "MPI_Allreduce", "MPI_Send", "MPI_Wait", "MPI_Waitall");

  @Test
  void partOfANameInAnyCaseFindsIt() {
    assertThat(labels(CategoryMatches.of(WRF, "CALC_CQ"))).containsExactly("MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ");
    assertThat(labels(CategoryMatches.of(WRF, " calc_"))).containsExactly("MODULE_BIG_STEP_UTILITIES_EM::CALC_ALT",
        "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ", "MODULE_BIG_STEP_UTILITIES_EM::CALC_MU_UV");
    assertThat(CategoryMatches.of(WRF, "no such")).isEmpty();
    assertThat(CategoryMatches.of(WRF, "")).isEqualTo(WRF);
  }

  @Test
  void theEqualNameComesFirstThenThoseStartingWithTheText() {
    assertThat(labels(CategoryMatches.of(WRF, "mpi_wait"))).containsExactly("MPI_Wait", "MPI_Waitall");
    List<CategoryChoice> fpilog = choices("Any searchable category", "RECV", "SEND", "SENDRECV", "User_Send");
    assertThat(labels(CategoryMatches.of(fpilog, "send"))).containsExactly("SEND", "SENDRECV", "User_Send");
    assertThat(labels(CategoryMatches.of(fpilog, "recv"))).containsExactly("RECV", "SENDRECV");
  }

  @Property
  void exactlyTheNamesContainingTheTextAreKeptOnce(@ForAll @Size(max = 12) List<@StringLength(max = 8) @AlphaChars
      @Chars({'_', ':'}) String> names, @ForAll @StringLength(max = 3) @AlphaChars String typed) {
    List<CategoryChoice> all = choices(names.toArray(String[]::new));
    List<CategoryChoice> matches = CategoryMatches.of(all, typed);
    String part = typed.strip().toLowerCase(Locale.ROOT);
    List<CategoryChoice> containing = all.stream()
        .filter(c -> c.label().toLowerCase(Locale.ROOT).contains(part)).toList();
    assertThat(matches).containsExactlyInAnyOrderElementsOf(containing);
  }

  private static List<CategoryChoice> choices(String... names) {
    List<CategoryChoice> out = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      out.add(i == 0 && names[0].equals(CategoryChoice.ANY_SEARCHABLE.label()) ? CategoryChoice.ANY_SEARCHABLE
          : new CategoryChoice(i, names[i]));
    }
    return out;
  }

  private static List<String> labels(List<CategoryChoice> choices) {
    return choices.stream().map(CategoryChoice::label).toList();
  }
}
