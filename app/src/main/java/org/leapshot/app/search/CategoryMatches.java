package org.leapshot.app.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which of the find bar's categories a typed text names: those whose name contains it, whatever the
 * case ("calc_cq" finds "MODULE_BIG_STEP_UTILITIES_EM::CALC_CQ" among wrf's 572 names, where typing
 * only matched names from their first letter). The name equal to the text comes first, then the names
 * that start with it, then the others, each in the chooser's order, so that typing a whole short name
 * ("SEND") picks it before the longer ones containing it ("SENDRECV").
 */
final class CategoryMatches {
  private CategoryMatches() {}

  /** The choices matching {@code typed} (all of them for a blank text), best first. */
  static List<CategoryChoice> of(List<CategoryChoice> choices, String typed) {
    String part = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    if (part.isEmpty()) {
      return List.copyOf(choices);
    }
    List<CategoryChoice> equal = new ArrayList<>();
    List<CategoryChoice> starting = new ArrayList<>();
    List<CategoryChoice> containing = new ArrayList<>();
    for (CategoryChoice c : choices) {
      String name = c.label().toLowerCase(Locale.ROOT);
      if (name.equals(part)) {
        equal.add(c);
      } else if (name.startsWith(part)) {
        starting.add(c);
      } else if (name.contains(part)) {
        containing.add(c);
      }
    }
    equal.addAll(starting);
    equal.addAll(containing);
    return equal;
  }
}
