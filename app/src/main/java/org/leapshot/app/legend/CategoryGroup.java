package org.leapshot.app.legend;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.model.Category;

/**
 * A set of categories shown, hidden and coloured together: a group the trace itself defines (an
 * OTF function group, an OTF2 paradigm, kept by the converter beside the file), or else one the
 * names suggest: every {@code MPI_*} function, and every function of one module
 * ({@code MODULE_X::...}, as OTF and Fortran name them). A category belongs to at most one group; a
 * name like {@code MPI_X::y} counts as MPI.
 *
 * @param key the group's name in the trace, or the name part the members share ({@code "MPI_"}, {@code "MODULE_X::"})
 * @param members the members' category indices, in the order given
 * @param fromTrace true for a group the trace defines, false for one made from names
 */
public record CategoryGroup(String key, List<Integer> members, boolean fromTrace) {
  static final String MPI = "MPI_";
  static final String SCOPE = "::";
  /** The name OTF and OTF2 give MPI's group, listed first like {@link #MPI}. */
  static final String MPI_GROUP = "MPI";

  public CategoryGroup {
    members = List.copyOf(members);
  }

  public CategoryGroup(String key, List<Integer> members) {
    this(key, members, false);
  }

  /** What the group chooser shows, e.g. {@code "MPI_* (13)"}, or {@code "MPI (13)"} for the trace's own group. */
  public String label() {
    return key + (fromTrace ? "" : "*") + " (" + members.size() + ")";
  }

  /**
   * The trace's own groups ({@code groupOf}: category index → group name) with at least two of
   * {@code categories} as members, MPI first and the rest by name.
   */
  static List<CategoryGroup> ofTrace(Collection<Category> categories, Map<Integer, String> groupOf) {
    Map<String, List<Integer>> byKey = new TreeMap<>();
    for (Category c : categories) {
      String key = c.isPreview() ? null : groupOf.get(c.index());
      if (key != null) {
        byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(c.index());
      }
    }
    return ordered(byKey, MPI_GROUP, true);
  }

  public boolean contains(int categoryIndex) {
    return members.contains(categoryIndex);
  }

  /** The group key of a category name, or null when the name belongs to no group. */
  static String keyOf(String name) {
    if (name.startsWith(MPI)) {
      return MPI;
    }
    int scope = name.indexOf(SCOPE);
    return scope > 0 ? name.substring(0, scope + SCOPE.length()) : null;
  }

  /**
   * The groups of {@code categories} with at least two members (a group of one is the category
   * itself), MPI first and the rest by key, so the chooser stays short and predictable.
   */
  static List<CategoryGroup> of(Collection<Category> categories) {
    Map<String, List<Integer>> byKey = new TreeMap<>();
    for (Category c : categories) {
      String key = c.isPreview() ? null : keyOf(c.name());
      if (key != null) {
        byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(c.index());
      }
    }
    return ordered(byKey, MPI, false);
  }

  /** The groups of two or more members, {@code first} first and the rest in key order. */
  private static List<CategoryGroup> ordered(Map<String, List<Integer>> byKey, String first, boolean fromTrace) {
    List<CategoryGroup> groups = new ArrayList<>();
    List<Integer> lead = byKey.remove(first);
    if (lead != null && lead.size() > 1) {
      groups.add(new CategoryGroup(first, lead, fromTrace));
    }
    byKey.forEach((key, members) -> {
      if (members.size() > 1) {
        groups.add(new CategoryGroup(key, members, fromTrace));
      }
    });
    return groups;
  }
}
