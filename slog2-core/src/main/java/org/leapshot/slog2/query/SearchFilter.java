package org.leapshot.slog2.query;

import java.util.Set;

/**
 * What a search may stop at.
 *
 * @param categories category indices to consider, or {@code null} for every searchable category of
 *     the file; a composite matches by its own category
 * @param lineIds timelines to consider, or {@code null} for all; a drawable matches when any of its
 *     vertices lies on one of them
 */
public record SearchFilter(Set<Integer> categories, Set<Integer> lineIds) {
  public static final SearchFilter ALL = new SearchFilter(null, null);

  public SearchFilter {
    categories = categories == null ? null : Set.copyOf(categories);
    lineIds = lineIds == null ? null : Set.copyOf(lineIds);
  }

  public static SearchFilter categories(Set<Integer> categories) {
    return new SearchFilter(categories, null);
  }

  public SearchFilter withLineIds(Set<Integer> lines) {
    return new SearchFilter(categories, lines);
  }
}
