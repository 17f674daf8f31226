package org.leapshot.app.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import javax.swing.RowSorter.SortKey;
import javax.swing.SortOrder;
import org.leapshot.app.stats.StatsColumn.Kind;
import org.leapshot.slog2.model.Category;
import org.junit.jupiter.api.Test;

/** The table models and their sorting, headless. */
class StatsTableModelTest extends FpilogStatistics {
  @Test
  void categoryTableSortsByExclusiveTimeWithUserComputeFirst() throws IOException {
    StatsTableModel<StatsRows.CategoryRow> m = StatsTableModel.byCategory(whole());
    assertThat(m.getRowCount()).isEqualTo(11);
    assertThat(m.getColumnClass(2)).isEqualTo(Long.class);
    assertThat(m.getColumnClass(4)).isEqualTo(Double.class);
    // on the EDT: the GUI tests in the same run install a repaint manager that fails on thread violations
    List<List<Object>> columns = org.assertj.swing.edt.GuiActionRunner.execute(() -> {
      JTable t = StatsTables.table("t", StatsLayout.sorted(m, List.of(new SortKey(4, SortOrder.DESCENDING))),
          List.of(new SortKey(4, SortOrder.DESCENDING)));
      List<Object> excl = new ArrayList<>();
      for (int r = 0; r < t.getRowCount(); r++) {
        excl.add(t.getValueAt(r, 4));
      }
      Object top = ((Category) t.getValueAt(0, 0)).name();
      List<Object> names = new ArrayList<>();
      for (StatsRows.CategoryRow r : StatsOrder.sorted(m, m.given(), List.of(new SortKey(0, SortOrder.ASCENDING)))) {
        names.add(r.category().name());
      }
      return List.of(List.of(top), excl, names);
    });
    assertThat(columns.get(0)).containsExactly("User_Compute");
    List<Double> excl = columns.get(1).stream().map(Double.class::cast).toList();
    int timed = (int) excl.stream().filter(d -> !d.isNaN()).count();
    assertThat(excl.subList(0, timed)).isSortedAccordingTo((a, b) -> Double.compare(b, a));
    assertThat(excl.subList(timed, excl.size())).as("arrows and events last").allMatch(d -> d.isNaN());
    assertThat(columns.get(2).stream().map(String.class::cast).toList())
        .isSortedAccordingTo(String.CASE_INSENSITIVE_ORDER);
  }

  /**
   * An arrow is not time its timeline spent: its row shows "—" for inclusive and exclusive time and
   * sorts below every state by either column (r64_5g's whole run listed "message 2 463 s" first,
   * above Compute's 2 378 s, in a range of 64 timelines × 67 s).
   */
  @Test
  void arrowsHaveNoTimeOnTheirTimelineAndSortBelowTheStates() throws IOException {
    StatsTableModel<StatsRows.CategoryRow> m = StatsTableModel.byCategory(whole());
    List<Object[]> rows = org.assertj.swing.edt.GuiActionRunner.execute(() -> {
      List<Object[]> out = new ArrayList<>();
      for (int column : new int[] {3, 4}) {
        List<SortKey> keys = List.of(new SortKey(column, SortOrder.DESCENDING));
        JTable t = StatsTables.table("t", StatsLayout.sorted(m, keys), keys);
        for (int r = 0; r < t.getRowCount(); r++) {
          Category c = (Category) t.getValueAt(r, 0);
          out.add(new Object[] {column, r, c.topology(), t.getValueAt(r, column)});
        }
      }
      return out;
    });
    int lastState = -1;
    int firstOther = Integer.MAX_VALUE;
    for (Object[] r : rows) {
      if (r[2] == org.leapshot.slog2.model.Topology.ARROW) {
        assertThat((Double) r[3]).isNaN();
        assertThat(new StatsCellRenderer(Kind.SECONDS).text(r[3])).isEqualTo("—");
      }
      if ((int) r[0] == 4) {
        if (r[2] == org.leapshot.slog2.model.Topology.STATE) {
          lastState = Math.max(lastState, (int) r[1]);
        } else {
          firstOther = Math.min(firstOther, (int) r[1]);
        }
      }
    }
    assertThat(rows).anyMatch(r -> r[2] == org.leapshot.slog2.model.Topology.ARROW);
    assertThat(lastState).as("every state above every arrow and event").isLessThan(firstOther);
  }

  @Test
  void timelineLabelsSortAsNumbers() {
    List<String> labels = new ArrayList<>(List.of("10", "2", "1 / 3", "1 / 12", "b", "a"));
    labels.sort(StatsTables::naturalOrder);
    assertThat(labels).containsExactly("1 / 3", "1 / 12", "2", "10", "a", "b");
  }

  @Test
  void cellsShowReadableTimesSharesAndGroupedCounts() {
    assertThat(new StatsCellRenderer(Kind.SECONDS).text(0.0015)).isEqualTo("1.500 ms");
    assertThat(new StatsCellRenderer(Kind.SHARE).text(0.4567)).isEqualTo("45.7 %");
    assertThat(new StatsCellRenderer(Kind.SHARE).text(Double.NaN)).isEqualTo("—");
    assertThat(new StatsCellRenderer(Kind.BYTES).text(1234567L)).isEqualTo("1,234,567");
  }

  @Test
  void messageTableListsSenderReceiverPairs() throws IOException {
    StatsRows rows = whole();
    StatsTableModel<StatsRows.MessageRow> m = StatsTableModel.messages(rows);
    assertThat(m.getColumnCount()).isEqualTo(4);
    assertThat(m.getRowCount()).isEqualTo(rows.messages().size()).isPositive();
    long total = 0;
    for (int r = 0; r < m.getRowCount(); r++) {
      total += (Long) m.getValueAt(r, 2);
    }
    assertThat(total).isEqualTo(39);
  }
}
