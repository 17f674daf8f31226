package org.leapshot.app.legend;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ListSelectionEvent;
import javax.swing.event.TableColumnModelEvent;
import javax.swing.event.TableColumnModelListener;
import javax.swing.table.TableColumn;

/**
 * Sizes the legend's name column: it fills the room the fixed columns leave until the user drags
 * its border; from then on it keeps the dragged width and the table scrolls sideways if wider
 * than the legend. (Swing's automatic modes either cut the other columns or refuse to widen it.)
 */
final class NameColumnFit {
  private final JTable table;
  private final JViewport viewport;
  private final TableColumn name;
  private boolean userSized;

  private NameColumnFit(JTable table, JViewport viewport, int nameColumn) {
    this.table = table;
    this.viewport = viewport;
    this.name = table.getColumnModel().getColumn(nameColumn);
  }

  static void install(JTable table, JViewport viewport, int nameColumn) {
    NameColumnFit fit = new NameColumnFit(table, viewport, nameColumn);
    table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
    viewport.addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        fit.fill();
      }
    });
    table.getColumnModel().addColumnModelListener(new TableColumnModelListener() {
      @Override
      public void columnMarginChanged(ChangeEvent e) {
        if (table.getTableHeader() != null && table.getTableHeader().getResizingColumn() == fit.name) {
          fit.userSized = true;
        }
      }

      @Override
      public void columnAdded(TableColumnModelEvent e) { }

      @Override
      public void columnRemoved(TableColumnModelEvent e) { }

      @Override
      public void columnMoved(TableColumnModelEvent e) { }

      @Override
      public void columnSelectionChanged(ListSelectionEvent e) { }
    });
  }

  private void fill() {
    if (userSized) {
      return;
    }
    int others = 0;
    for (int i = 0; i < table.getColumnCount(); i++) {
      TableColumn c = table.getColumnModel().getColumn(i);
      others += c == name ? 0 : c.getWidth();
    }
    int width = Math.max(name.getMinWidth(), viewport.getWidth() - others);
    name.setPreferredWidth(width);
    name.setWidth(width);
  }
}
