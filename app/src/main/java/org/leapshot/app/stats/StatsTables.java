package org.leapshot.app.stats;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JTable;
import javax.swing.RowSorter;
import org.leapshot.app.legend.NameElision;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.slog2.model.Category;

/** Builds the sortable JTables of the Statistics window from {@link StatsTableModel}s. */
final class StatsTables {
  private StatsTables() {}

  /**
   * A table of {@code model}, whose rows are in the order of {@code keys} already (sorted off the
   * EDT, see {@link StatsOrder}); clicking a header re-sorts off the EDT.
   */
  static <R> JTable table(String name, StatsTableModel<R> model, List<RowSorter.SortKey> keys) {
    JTable t = new JTable(model);
    t.setName(name);
    t.setAutoCreateRowSorter(false);
    t.setFillsViewportHeight(true);
    t.setShowVerticalLines(false);
    t.setRowHeight(Math.max(22, t.getRowHeight() + 6));
    for (int c = 0; c < model.getColumnCount(); c++) {
      Kind kind = model.column(c).kind();
      t.getColumnModel().getColumn(c).setCellRenderer(new StatsCellRenderer(kind, kind == Kind.CATEGORY
          ? NameElision.differences(names(model, c)) : Map.of()));
      int width = switch (kind) {
        case CATEGORY -> 190;
        case TEXT -> model.column(c).name().equals("Topology") ? 80 : 110;
        default -> 120;
      };
      t.getColumnModel().getColumn(c).setPreferredWidth(width);
    }
    t.setRowSorter(new PresortedRowSorter<>(model, keys));
    return t;
  }

  /** The names of the categories in column {@code c}. */
  private static Set<String> names(StatsTableModel<?> model, int c) {
    Set<Category> seen = new HashSet<>();
    Set<String> out = new HashSet<>();
    for (int r = 0; r < model.getRowCount(); r++) {
      if (model.getValueAt(r, c) instanceof Category cat && seen.add(cat)) {
        out.add(cat.name());
      }
    }
    return out;
  }

  /** Timeline labels sort as numbers where they are numbers ("2" before "10"; "1 / 3" by parts). */
  static int naturalOrder(Object a, Object b) {
    return StatsOrder.compareParts(StatsOrder.parts(String.valueOf(a)), StatsOrder.parts(String.valueOf(b)));
  }
}
