package org.leapshot.app.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.swing.RowSorter.SortKey;
import javax.swing.SortOrder;
import org.leapshot.slog2.model.Category;

/**
 * The order of a statistics table's rows for its sort keys, as clicking the headers asks for it:
 * categories by name, timeline labels in natural order, times with "no time" below every time,
 * ties kept in the rows' given order. Used off the EDT: r16384 has 298 000 rows "by timeline".
 */
final class StatsOrder {
  private StatsOrder() {}

  /** {@code rows} (unchanged) sorted by {@code keys}, a stable sort. */
  static <R> List<R> sorted(StatsTableModel<R> model, List<R> rows, List<? extends SortKey> keys) {
    List<R> out = new ArrayList<>(rows);
    Comparator<R> order = comparator(model, keys);
    if (order != null) {
      out.sort(order);
    }
    return out;
  }

  /** The rows' order for {@code keys}, or null when no key sorts. */
  static <R> Comparator<R> comparator(StatsTableModel<R> model, List<? extends SortKey> keys) {
    Comparator<R> order = null;
    for (SortKey k : keys) {
      if (k.getSortOrder() == SortOrder.UNSORTED) {
        continue;
      }
      Function<R, ?> value = model.column(k.getColumn()).value();
      Comparator<Object> values = Comparator.nullsFirst(of(model.column(k.getColumn()).kind()));
      Comparator<R> one = Comparator.comparing(value::apply, values);
      if (k.getSortOrder() == SortOrder.DESCENDING) {
        one = one.reversed();
      }
      order = order == null ? one : order.thenComparing(one);
    }
    return order;
  }

  @SuppressWarnings("unchecked")
  private static Comparator<Object> of(StatsColumn.Kind kind) {
    return switch (kind) {
      case CATEGORY -> Comparator.comparing((Object o) -> ((Category) o).name(), String.CASE_INSENSITIVE_ORDER);
      case TEXT -> natural();
      // no time (an arrow's "—") counts below every time: last when sorted by the most time
      case SECONDS, SHARE -> Comparator.comparingDouble((Object o) -> {
        double d = ((Number) o).doubleValue();
        return Double.isNaN(d) ? Double.NEGATIVE_INFINITY : d;
      });
      default -> (a, b) -> ((Comparable<Object>) a).compareTo(b);
    };
  }

  /** {@link StatsTables#naturalOrder} with each label split once: a sort compares each label ~18 times. */
  private static Comparator<Object> natural() {
    Map<String, Part[]> parts = new HashMap<>();
    return (a, b) -> compareParts(parts.computeIfAbsent(String.valueOf(a), StatsOrder::parts),
        parts.computeIfAbsent(String.valueOf(b), StatsOrder::parts));
  }

  /** One " / "-separated part of a label, and its number when it is one. */
  record Part(String text, Long number) {}

  /** A label's parts, split once. */
  static Part[] parts(String label) {
    String[] s = label.split(" / ");
    Part[] out = new Part[s.length];
    for (int i = 0; i < s.length; i++) {
      Long n;
      try {
        n = Long.parseLong(s[i].trim());
      } catch (NumberFormatException e) {
        n = null;
      }
      out[i] = new Part(s[i], n);
    }
    return out;
  }

  /** Part by part: numbers as numbers, else as text ignoring case; a prefix first. */
  static int compareParts(Part[] x, Part[] y) {
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      Part a = x[i];
      Part b = y[i];
      int c = a.number() != null && b.number() != null ? Long.compare(a.number(), b.number())
          : a.text().compareToIgnoreCase(b.text());
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.length, y.length);
  }
}
