package org.leapshot.app.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.leapshot.app.stats.StatsRows.CategoryRow;
import org.leapshot.app.stats.StatsRows.TimelineRow;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;

/**
 * The state categories a chart names: the ones with the most exclusive time in the range, largest
 * first, and one "Other" standing for the rest — a trace with hundreds of functions would otherwise
 * give the chart hundreds of slivers and a legend that fills it.
 */
final class ChartCategories {
  /** The stand-in for every category not shown by name; grey, so it never looks like one of them. */
  static final Category OTHER = Category.of(Integer.MIN_VALUE, "Other", Topology.STATE, new Rgba(0x9A, 0xA0, 0xA6, 255),
      1, InfoLabel.NONE);

  private final List<Category> shown;
  private final Map<Category, Category> seriesOf = new HashMap<>();
  private final Map<Category, CategoryRow> rows = new HashMap<>();
  private final int otherCount;

  private ChartCategories(List<Category> shown, int otherCount) {
    this.shown = shown;
    this.otherCount = otherCount;
  }

  /** The top {@code most} state categories of {@code rows} by exclusive time, and "Other" if more have time. */
  static ChartCategories of(StatsRows rows, int most) {
    Map<Category, Double> totals = new LinkedHashMap<>();
    for (TimelineRow r : rows.timelines()) {
      if (r.category().topology() == Topology.STATE && r.exclusive() > 0) {
        totals.merge(r.category(), r.exclusive(), Double::sum);
      }
    }
    List<Category> ranked = new ArrayList<>(totals.keySet());
    ranked.sort(Comparator.comparing((Category c) -> -totals.get(c)).thenComparingInt(Category::index));
    // "Other" for a single category would hide its name for nothing
    int named = ranked.size() <= most + 1 ? ranked.size() : most;
    List<Category> shown = new ArrayList<>(ranked.subList(0, named));
    ChartCategories c = new ChartCategories(shown, ranked.size() - named);
    if (c.otherCount > 0) {
      shown.add(OTHER);
    }
    for (int i = 0; i < ranked.size(); i++) {
      c.seriesOf.put(ranked.get(i), i < named ? ranked.get(i) : OTHER);
    }
    for (CategoryRow r : rows.categories()) {
      c.rows.put(r.category(), r);
    }
    return c;
  }

  /** The categories shown, largest first, "Other" last when there is one. */
  List<Category> shown() {
    return shown;
  }

  /** Where {@code c}'s time goes: itself, {@link #OTHER}, or null for a category with no state time. */
  Category seriesOf(Category c) {
    return seriesOf.get(c);
  }

  /** How many categories "Other" stands for. */
  int otherCount() {
    return otherCount;
  }

  /** A hover text: the full name with the range's count and times, or what "Other" holds. */
  String describe(Category c) {
    if (c == OTHER) {
      return otherCount + " more categories with less exclusive time each";
    }
    CategoryRow r = rows.get(c);
    return r == null ? c.name() : c.name() + ": " + String.format(java.util.Locale.ROOT, "%,d", r.count())
        + " drawables, exclusive " + org.leapshot.app.canvas.TimeUnits.duration(r.exclusive()) + ", inclusive "
        + org.leapshot.app.canvas.TimeUnits.duration(r.inclusive());
  }

  /**
   * {@code name} cut to {@code max} characters for labels, the ellipsis in the middle: names of one
   * trace often share a long prefix (a module) and differ at the end (the function). Hovers show it whole.
   */
  static String shortName(String name, int max) {
    if (name.length() <= max) {
      return name;
    }
    int head = Math.max(1, (max - 1) / 3);
    int tail = Math.max(1, max - 1 - head);
    return name.substring(0, head) + "…" + name.substring(name.length() - tail);
  }
}
