package org.leapshot.app.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.leapshot.slog2.model.Category;

/**
 * An entry of the search bar's category chooser: one category, or every searchable one.
 *
 * @param index the category's index, or {@link #ANY} for "any searchable"
 */
public record CategoryChoice(int index, String label) {
  public static final int ANY = Integer.MIN_VALUE;
  public static final CategoryChoice ANY_SEARCHABLE = new CategoryChoice(ANY, "Any searchable category");

  public boolean isAny() {
    return index == ANY;
  }

  /**
   * The categories this choice searches for under the legend's current settings: its own index, or
   * every real category ticked Show and Find. A category unticked in either column is never searched,
   * even when chosen by name (a hidden match could not be shown), so the legend stays the one place
   * that says what search sees.
   */
  public Set<Integer> indices(Map<Integer, Category> styles) {
    Set<Integer> out = new LinkedHashSet<>();
    for (Category c : styles.values()) {
      if (findable(c) && (isAny() || c.index() == index)) {
        out.add(c.index());
      }
    }
    return out;
  }

  private static boolean findable(Category c) {
    return !c.isPreview() && c.visible() && c.searchable();
  }

  /** "Any searchable" followed by the file's shown, searchable real categories by name. */
  public static List<CategoryChoice> of(Map<Integer, Category> styles) {
    List<CategoryChoice> out = new ArrayList<>();
    out.add(ANY_SEARCHABLE);
    styles.values().stream().filter(CategoryChoice::findable)
        .sorted(Comparator.comparing(Category::name, String.CASE_INSENSITIVE_ORDER))
        .forEach(c -> out.add(new CategoryChoice(c.index(), c.name())));
    return out;
  }

  @Override
  public String toString() {
    return label;
  }
}
