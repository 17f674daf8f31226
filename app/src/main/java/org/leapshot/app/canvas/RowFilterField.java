package org.leapshot.app.canvas;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.leapshot.app.rows.RowArranger;
import org.leapshot.app.rows.RowPlan;

/**
 * The filter box over the row axis: keeps the timelines whose label, or a group above them,
 * matches what is typed ("12", "node 3"), and says how many are shown. Esc clears it.
 */
final class RowFilterField extends JPanel {
  private final JTextField field = new JTextField(14);
  private final JLabel count = new JLabel();

  RowFilterField(RowArranger arranger) {
    super(new BorderLayout(6, 0));
    setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
    field.setName("rowFilter");
    field.putClientProperty("JTextField.placeholderText", "Filter: 12, node 3");
    field.setToolTipText("Show only timelines whose name, or a group above them, contains this (numbers match whole)");
    count.setName("rowFilterCount");
    field.getDocument().addDocumentListener(new DocumentListener() {
      @Override
      public void insertUpdate(DocumentEvent e) {
        arranger.setFilter(field.getText());
      }

      @Override
      public void removeUpdate(DocumentEvent e) {
        arranger.setFilter(field.getText());
      }

      @Override
      public void changedUpdate(DocumentEvent e) {
        arranger.setFilter(field.getText());
      }
    });
    // Esc clears the filter, as in the legend's filter box.
    field.getInputMap().put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "clearRowFilter");
    field.getActionMap().put("clearRowFilter", new AbstractAction() {
      @Override
      public void actionPerformed(ActionEvent e) {
        field.setText("");
      }
    });
    add(field, BorderLayout.WEST);
    add(count, BorderLayout.CENTER);
    showCount(arranger.plan());
  }

  /**
   * "16 of 16,384 timelines" while some are filtered out or hidden, else nothing; one timeline is
   * said by its line ID too: "12345" finds rank 12345, whose label reads only "771 / 9".
   */
  void showCount(RowPlan plan) {
    count.setText(countText(plan));
  }

  static String countText(RowPlan plan) {
    int shown = plan.shownTimelines();
    int all = plan.map().rowCount();
    if (shown == all) {
      return "";
    }
    String text = String.format(java.util.Locale.ROOT, "%,d of %,d timelines", shown, all);
    int[] rows = shown == 1 ? plan.shownMapRows() : new int[0];
    return rows.length == 1 ? text + " (line ID " + plan.map().lineId(rows[0]) + ")" : text;
  }
}
