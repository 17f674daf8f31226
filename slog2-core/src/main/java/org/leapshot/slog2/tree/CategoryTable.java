package org.leapshot.slog2.tree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;

/**
 * The writer's categories: definitions, which ones stored drawables or shadows use (only those are
 * written, spec §5.2), and the summaries accumulated from the root's shadows (§10.6).
 *
 * <p>A {@link HashMap} keyed by index filled in the reference's order, so the block lists the
 * categories in the reference's order (Appendix A): the table's capacity depends on every
 * category ever defined, unused ones included.
 */
final class CategoryTable {

  /** One category with its writer-side state. */
  static final class Entry {
    Category category;
    boolean used;
    float inclusive;
    float exclusive;
    long count;

    Entry(Category category) {
      this.category = category;
    }
  }

  /** Offset of index 0 in {@link #byIndex}: the preview categories -1..-3 fit in front of it. */
  private static final int FAST_OFFSET = 3;
  private static final int FAST_SIZE = 1024;

  private final Map<Integer, Entry> entries = new HashMap<>();
  /** The same entries for indices -3..1020, so that the three look-ups per drawable need no boxing or hashing. */
  private final Entry[] byIndex = new Entry[FAST_SIZE];

  /** Defines a category; a repeated index replaces the definition but keeps its place. */
  void define(Category c) {
    Entry e = entries.get(c.index());
    if (e == null) {
      e = new Entry(c);
      entries.put(c.index(), e);
      int slot = c.index() + FAST_OFFSET;
      if (slot >= 0 && slot < FAST_SIZE) {
        byIndex[slot] = e;
      }
    } else {
      e.category = c;
    }
  }

  /** The entry of a category index, or {@code null} when it was never defined. */
  Entry find(int index) {
    int slot = index + FAST_OFFSET;
    // Within the quick compiler's inlining limit: the map is for rare indices only.
    return slot >= 0 && slot < FAST_SIZE ? byIndex[slot] : entries.get(index);
  }

  void addSummary(int index, long count, float inclusive, float exclusive) {
    Entry e = entries.get(index);
    if (e != null) {
      e.count += count;
      e.inclusive += inclusive;
      e.exclusive += exclusive;
    }
  }

  /** The used categories in block order, each with its accumulated summary. */
  List<Category> usedCategories() {
    List<Category> list = new ArrayList<>();
    for (Entry e : entries.values()) {
      if (e.used) {
        list.add(e.category.withSummary(new CategorySummary(e.inclusive, e.exclusive, e.count)));
      }
    }
    return list;
  }
}
