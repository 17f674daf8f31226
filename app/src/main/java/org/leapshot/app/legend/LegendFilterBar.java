package org.leapshot.app.legend;

import java.awt.BorderLayout;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

/**
 * The legend's filter box (type part of a name; Esc clears it) and, where the trace has category
 * groups, a group chooser. Every change hands the panel a new {@link LegendFilter}.
 */
final class LegendFilterBar extends JPanel {
  static final String ALL_GROUPS = "All categories";
  private final JTextField text = new JTextField();
  private final JComboBox<Object> group = new JComboBox<>();
  private final Consumer<LegendFilter> onChange;

  LegendFilterBar(List<CategoryGroup> groups, Consumer<LegendFilter> onChange) {
    super(new BorderLayout(6, 0));
    this.onChange = onChange;
    setBorder(BorderFactory.createEmptyBorder(0, 8, 6, 8));
    text.setName("legendFilter");
    text.putClientProperty("JTextField.placeholderText", "Filter by name");
    text.putClientProperty("JTextField.showClearButton", true);
    text.setToolTipText("Lists the categories whose name contains this text (Esc clears)");
    text.getDocument().addDocumentListener(new DocumentListener() {
      @Override
      public void insertUpdate(DocumentEvent e) {
        changed();
      }

      @Override
      public void removeUpdate(DocumentEvent e) {
        changed();
      }

      @Override
      public void changedUpdate(DocumentEvent e) {
        changed();
      }
    });
    text.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "clearFilter");
    text.getActionMap().put("clearFilter", new AbstractAction() {
      @Override
      public void actionPerformed(java.awt.event.ActionEvent e) {
        text.setText("");
      }
    });
    add(text, BorderLayout.CENTER);
    group.setName("legendGroup");
    group.setRenderer(new javax.swing.DefaultListCellRenderer() {
      @Override
      public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
          boolean selected, boolean focus) {
        return super.getListCellRendererComponent(list, value instanceof CategoryGroup g ? g.label() : value, index,
            selected, focus);
      }
    });
    group.setToolTipText("List one group of categories; Show/Hide below then apply to the whole group");
    setGroups(groups);
    group.addActionListener(e -> changed());
    // The longest group label would otherwise squeeze the filter box to nothing.
    group.setPreferredSize(new java.awt.Dimension(170, group.getPreferredSize().height));
    add(group, BorderLayout.EAST);
  }

  /** Lists {@code groups} in the chooser (hidden when there are none) and lists all categories again. */
  void setGroups(List<CategoryGroup> groups) {
    group.removeAllItems();
    group.addItem(ALL_GROUPS);
    groups.forEach(group::addItem);
    group.setVisible(!groups.isEmpty());
  }

  private void changed() {
    onChange.accept(new LegendFilter(text.getText(), group.getSelectedItem() instanceof CategoryGroup g ? g : null));
  }
}
