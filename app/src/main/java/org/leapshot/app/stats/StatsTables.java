package org.leapshot.app.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import javax.swing.JTable;
import javax.swing.RowSorter;
import javax.swing.table.TableRowSorter;
import org.leapshot.app.legend.NameElision;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.slog2.model.Category;

/** Builds the sortable JTables of the Statistics window from {@link StatsTableModel}s. */
final class StatsTables {
  private StatsTables() {}

  /** A table sorted by {@code keys} at first; clicking a header re-sorts. */
  static JTable table(String name, StatsTableModel<?> model, List<RowSorter.SortKey> keys) {
    JTable t = new JTable(model);
    t.setName(name);
    t.setAutoCreateRowSorter(false);
    t.setFillsViewportHeight(true);
    t.setShowVerticalLines(false);
    t.setRowHeight(Math.max(22, t.getRowHeight() + 6));
    TableRowSorter<StatsTableModel<?>> sorter = new TableRowSorter<>(model);
    for (int c = 0; c < model.getColumnCount(); c++) {
      Kind kind = model.column(c).kind();
      t.getColumnModel().getColumn(c).setCellRenderer(new StatsCellRenderer(kind, kind == Kind.CATEGORY
          ? NameElision.differences(names(model, c)) : Map.of()));
      if (kind == Kind.CATEGORY) {
        sorter.setComparator(c, Comparator.comparing((Object o) -> ((Category) o).name(),
            String.CASE_INSENSITIVE_ORDER));
      } else if (kind == Kind.TEXT) {
        sorter.setComparator(c, StatsTables::naturalOrder);
      } else if (kind == Kind.SECONDS || kind == Kind.SHARE) {
        // no time (an arrow's "—") counts below every time: last when sorted by the most time
        sorter.setComparator(c, Comparator.comparingDouble((Object o) -> {
          double d = ((Number) o).doubleValue();
          return Double.isNaN(d) ? Double.NEGATIVE_INFINITY : d;
        }));
      }
      int width = switch (kind) {
        case CATEGORY -> 190;
        case TEXT -> model.column(c).name().equals("Topology") ? 80 : 110;
        default -> 120;
      };
      t.getColumnModel().getColumn(c).setPreferredWidth(width);
    }
    sorter.setSortKeys(keys);
    t.setRowSorter(sorter);
    return t;
  }

  /** The names of the categories in column {@code c}. */
  private static List<String> names(StatsTableModel<?> model, int c) {
    List<String> out = new ArrayList<>();
    for (int r = 0; r < model.getRowCount(); r++) {
      if (model.getValueAt(r, c) instanceof Category cat) {
        out.add(cat.name());
      }
    }
    return out;
  }

  /** Timeline labels sort as numbers where they are numbers ("2" before "10"; "1 / 3" by parts). */
  static int naturalOrder(Object a, Object b) {
    String[] x = String.valueOf(a).split(" / ");
    String[] y = String.valueOf(b).split(" / ");
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      int c = compareOne(x[i], y[i]);
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.length, y.length);
  }

  private static int compareOne(String a, String b) {
    try {
      return Long.compare(Long.parseLong(a.trim()), Long.parseLong(b.trim()));
    } catch (NumberFormatException e) {
      return a.compareToIgnoreCase(b);
    }
  }
}
