package org.leapshot.app.legend;

import java.awt.FontMetrics;
import javax.swing.JTable;
import javax.swing.table.TableColumn;

/** Widths of the legend's short columns: as wide as their header and their widest value, never cut. EDT only. */
final class LegendColumnWidths {
  /** A little air beside a header's or a number's text. */
  static final int PAD_PX = 4;

  private LegendColumnWidths() {}

  /**
   * The width model column {@code col}'s renderer asks for to show {@code value} whole. Asked for no
   * row (-1): in row 0 an event's Incl and Excl read "–" whatever the value, so a legend sorted with
   * an event first (Paraver's "Communicator in MPI Global OP") sized its time columns to a dash.
   */
  static int cellWidth(JTable table, int col, Object value) {
    TableColumn c = table.getColumnModel().getColumn(table.convertColumnIndexToView(col));
    return c.getCellRenderer().getTableCellRendererComponent(table, value, false, false, -1,
        table.convertColumnIndexToView(col)).getPreferredSize().width + PAD_PX;
  }

  /** The width the header of model column {@code col} asks for, sort arrow included where it is sorted. */
  static int headerWidth(JTable table, int col) {
    TableColumn c = table.getColumnModel().getColumn(table.convertColumnIndexToView(col));
    return table.getTableHeader().getDefaultRenderer().getTableCellRendererComponent(table, c.getHeaderValue(), false,
        false, -1, table.convertColumnIndexToView(col)).getPreferredSize().width + PAD_PX;
  }

  /**
   * Incl and Excl as wide as their header and their widest time in a run of {@code runSeconds}
   * (their ratios while it is not known): "1.250 ms" is wider than the ratio "0.010" it replaces.
   */
  static void sizeTimeColumns(JTable table, LegendTableModel model, double runSeconds) {
    FontMetrics fm = table.getFontMetrics(table.getFont());
    for (int col : new int[] {LegendTableModel.INCLUSIVE, LegendTableModel.EXCLUSIVE}) {
      TableColumn c = table.getColumnModel().getColumn(table.convertColumnIndexToView(col));
      int w = Math.max(headerWidth(table, col), model.getRowCount() == 0 ? 0 : cellWidth(table, col,
          LegendRenderers.widestTime(fm, model, col == LegendTableModel.INCLUSIVE, runSeconds)));
      c.setMinWidth(w);
      c.setPreferredWidth(w);
      c.setWidth(w);
    }
  }
}
