package org.leapshot.app.legend;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.leapshot.slog2.model.Category;

/**
 * A set of categories the trace names alike, shown and hidden together: every {@code MPI_*}
 * function, and every function of one module ({@code MODULE_X::...}, as OTF and Fortran name
 * them). A category belongs to at most one group; a name like {@code MPI_X::y} counts as MPI.
 *
 * @param key the name part the members share: {@code "MPI_"} or {@code "MODULE_X::"}
 * @param members the members' category indices, in the order given
 */
public record CategoryGroup(String key, List<Integer> members) {
  static final String MPI = "MPI_";
  static final String SCOPE = "::";

  public CategoryGroup {
    members = List.copyOf(members);
  }

  /** What the group chooser shows, e.g. {@code "MPI_* (13)"}. */
  public String label() {
    return key + "* (" + members.size() + ")";
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
    List<CategoryGroup> groups = new ArrayList<>();
    List<Integer> mpi = byKey.remove(MPI);
    if (mpi != null && mpi.size() > 1) {
      groups.add(new CategoryGroup(MPI, mpi));
    }
    byKey.forEach((key, members) -> {
      if (members.size() > 1) {
        groups.add(new CategoryGroup(key, members));
      }
    });
    return groups;
  }
}
