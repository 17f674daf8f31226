package org.leapshot.app.legend;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JLabel;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.CategorySummary;
import org.leapshot.slog2.model.InfoLabel;
import org.leapshot.slog2.model.Rgba;
import org.leapshot.slog2.model.Topology;
import org.leapshot.slog2.query.DurationStats;

/**
 * Incl and Excl gave bare numbers ("3978.877", "0.051") that read as seconds but were SLOG-2's
 * ratios to the run's length. They now show the whole-run time each stands for, in the ruler's
 * units, and their columns are wide enough for it.
 */
class LegendTimesTest {
  @Test
  void ratiosReadAsTimesOfTheRunWithTheirUnit() {
    assertThat(LegendRenderers.timeText(3978.877f, 0.128934)).isEqualTo("513.0 s");
    assertThat(LegendRenderers.timeText(0.0514f, 0.128934)).isEqualTo("6.627 ms");
    assertThat(LegendRenderers.timeText(-0.0002f, 10)).as("rounding in the file").isEqualTo("0 s");
    assertThat(LegendRenderers.timeText(Float.NaN, 10)).as("an event's ratio").isEqualTo("–");
    assertThat(LegendRenderers.timeText(1e-12f, 1.37)).as("rounding, not time").isEqualTo("0 s");
    assertThat(LegendRenderers.timeText(0.5f, Double.NaN)).as("before the run's length is known").isEqualTo("0.500");
  }

  @Test
  void countedTotalsReplaceTheFilesSummaryAndLoseTheirItalics() {
    Map<Integer, Category> cats = categories();
    String[][] cells = GuiActionRunner.execute(() -> {
      LegendPanel legend = new LegendPanel(new CategoryStyles(cats));
      legend.setRunSeconds(0.128934);
      // the file said Compute's exclusive time was 6.627 ms; counting found 20 ms of 30 ms inclusive
      legend.setExactTotals(Map.of(0, new DurationStats(16_384, 513.0, 500.0), 1, new DurationStats(151, 0.030, 0.020),
          2, new DurationStats(64, 0, 0)));
      JTable table = legend.table();
      String[][] out = new String[3][4];
      for (int row = 0; row < 3; row++) {
        int[] cols = {LegendTableModel.INCLUSIVE, LegendTableModel.EXCLUSIVE, LegendTableModel.COUNT};
        for (int k = 0; k < 3; k++) {
          int col = table.convertColumnIndexToView(cols[k]);
          JLabel c = (JLabel) table.prepareRenderer(table.getCellRenderer(row, col), row, col);
          out[row][k] = c.getText() + (c.getFont().isItalic() ? " (italic)" : "");
        }
        out[row][3] = String.valueOf(table.getValueAt(row, table.convertColumnIndexToView(LegendTableModel.NAME)));
      }
      return out;
    });
    Map<String, String[]> expected = Map.of("MPI_Init", new String[] {"513.0 s", "500.0 s", "16,384"},
        "Compute", new String[] {"30.00 ms", "20.00 ms", "151"}, "Converged", new String[] {"–", "–", "64"});
    for (String[] c : cells) {
      assertThat(new String[] {c[0], c[1], c[2]}).as(c[3]).containsExactly(expected.get(c[3]));
    }
  }

  /** r64_5g's "message" arrows read 2462.8 s exclusive (their summed time in flight): an arrow holds no timeline. */
  @Test
  void anArrowHasNoExclusiveTimeInTheSummaryNorOnceCounted() {
    Map<Integer, Category> cats = categories();
    cats.put(3, Category.of(3, "message", Topology.ARROW, new Rgba(255, 255, 255, 255), 1, InfoLabel.NONE)
        .withSummary(new CategorySummary(0.2f, 0.2f, 500)));
    String[][] cells = GuiActionRunner.execute(() -> {
      LegendPanel legend = new LegendPanel(new CategoryStyles(cats));
      legend.setRunSeconds(10);
      String[] before = arrowTimes(legend.table());
      legend.setExactTotals(Map.of(3, new DurationStats(500, 2462.8, 2462.8)));
      return new String[][] {before, arrowTimes(legend.table())};
    });
    assertThat(cells[0]).as("from the file's summary").containsExactly("2.000 s", "–");
    assertThat(cells[1]).as("counted").containsExactly("2462.8 s", "–");
  }

  private static String[] arrowTimes(JTable table) {
    for (int row = 0; row < table.getRowCount(); row++) {
      if ("message".equals(table.getValueAt(row, table.convertColumnIndexToView(LegendTableModel.NAME)))) {
        String[] out = new String[2];
        int[] cols = {LegendTableModel.INCLUSIVE, LegendTableModel.EXCLUSIVE};
        for (int k = 0; k < 2; k++) {
          int col = table.convertColumnIndexToView(cols[k]);
          out[k] = ((JLabel) table.prepareRenderer(table.getCellRenderer(row, col), row, col)).getText();
        }
        return out;
      }
    }
    throw new AssertionError("no message row");
  }

  private static Map<Integer, Category> categories() {
    Map<Integer, Category> cats = new LinkedHashMap<>();
    cats.put(0, Category.of(0, "MPI_Init", Topology.STATE, new Rgba(200, 90, 30, 255), 1, InfoLabel.NONE)
        .withSummary(new CategorySummary(3978.877f, 3978.5f, 16_384)));
    cats.put(1, Category.of(1, "Compute", Topology.STATE, new Rgba(30, 90, 200, 255), 1, InfoLabel.NONE)
        .withSummary(new CategorySummary(0.0514f, 0.0514f, 150)));
    cats.put(2, Category.of(2, "Converged", Topology.EVENT, new Rgba(230, 0, 0, 255), 1, InfoLabel.NONE)
        .withSummary(new CategorySummary(Float.NaN, 0f, 64)));
    return cats;
  }

  @Test
  void theLegendShowsTheTimesWholeOnceItKnowsTheRunsLength() {
    Map<Integer, Category> cats = categories();
    String[][] cells = GuiActionRunner.execute(() -> {
      LegendPanel legend = new LegendPanel(new CategoryStyles(cats));
      legend.setRunSeconds(0.128934);
      JTable table = legend.table();
      String[][] out = new String[3][4];
      for (int row = 0; row < 3; row++) {
        int col = table.convertColumnIndexToView(row == 1 ? LegendTableModel.EXCLUSIVE : LegendTableModel.INCLUSIVE);
        JLabel c = (JLabel) table.prepareRenderer(table.getCellRenderer(row, col), row, col);
        out[row][0] = c.getText();
        out[row][3] = String.valueOf(c.getFont().isItalic());
        out[row][1] = String.valueOf(c.getPreferredSize().width <= table.getColumnModel().getColumn(col).getWidth());
        out[row][2] = String.valueOf(table.getValueAt(row, table.convertColumnIndexToView(LegendTableModel.NAME)));
      }
      return out;
    });
    for (String[] c : cells) {
      assertThat(c[0]).as(c[2]).isEqualTo(Map.of("MPI_Init", "513.0 s", "Compute", "6.627 ms", "Converged", "–").get(c[2]));
      // from the file's summary: in italics until the whole run is counted
      assertThat(c[3]).as(c[2]).isEqualTo("true");
      assertThat(c[1]).as("%s's time fits its column", c[2]).isEqualTo("true");
    }
  }

  /**
   * lulesh's Paraver trace sorts an event ("Communicator in MPI Global OP") first: measured in row 0,
   * the time columns were sized to its dash and every time read "4…".
   */
  @Test
  void anEventInTheFirstRowDoesNotNarrowTheTimeColumns() {
    Map<Integer, Category> cats = categories();
    cats.put(3, Category.of(3, "Aborted", Topology.EVENT, new Rgba(0, 0, 230, 255), 1, InfoLabel.NONE)
        .withSummary(new CategorySummary(Float.NaN, 0f, 8)));
    String[][] cells = GuiActionRunner.execute(() -> {
      LegendPanel legend = new LegendPanel(new CategoryStyles(cats));
      legend.setRunSeconds(0.128934);
      JTable table = legend.table();
      String[][] out = new String[table.getRowCount()][3];
      for (int row = 0; row < table.getRowCount(); row++) {
        int col = table.convertColumnIndexToView(LegendTableModel.INCLUSIVE);
        JLabel c = (JLabel) table.prepareRenderer(table.getCellRenderer(row, col), row, col);
        out[row][0] = String.valueOf(table.getValueAt(row, table.convertColumnIndexToView(LegendTableModel.NAME)));
        out[row][1] = c.getText();
        out[row][2] = String.valueOf(c.getPreferredSize().width <= table.getColumnModel().getColumn(col).getWidth());
      }
      return out;
    });
    assertThat(cells[0][0]).as("sorted by name, the event first").isEqualTo("Aborted");
    for (String[] c : cells) {
      assertThat(c[2]).as("%s's Incl \"%s\" fits its column", c[0], c[1]).isEqualTo("true");
    }
  }
}
