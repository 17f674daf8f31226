package org.leapshot.app.frame;

import java.awt.Dimension;
import java.awt.FlowLayout;
import java.util.List;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToolBar;
import org.leapshot.slog2.model.LineIdMap;

/** Open, the zoom actions, and the line-ID map chooser ("Timelines"); wraps onto more rows in a narrow window. */
final class MainToolBar extends JToolBar {
  private final JComboBox<String> maps = new JComboBox<>();
  private boolean updating;

  MainToolBar(MainWindow window, ViewerActions actions) {
    setFloatable(false);
    setName("toolbar");
    setLayout(new WrappingFlowLayout(2, 2));
    JButton open = button("Open…", "toolbarOpen", e -> new OpenChooser(window).choose());
    open.setIcon(ToolIcon.OPEN);
    open.setToolTipText("Open a trace: SLOG-2, CLOG2, OTF, OTF2, Paraver, Paje, PICL or text (Ctrl+O)");
    add(open);
    addSeparator();
    ToolIcon[] icons = {ToolIcon.HOME, ToolIcon.ZOOM_IN, ToolIcon.ZOOM_OUT, ToolIcon.UNDO, ToolIcon.REDO};
    Action[] list = {actions.home, actions.zoomIn, actions.zoomOut, actions.undo, actions.redo};
    for (int i = 0; i < list.length; i++) {
      String name = (String) list[i].getValue(Action.NAME);
      labelled(list[i], icons[i], name, "toolbar" + name.replace(" ", ""));
    }
    addSeparator();
    labelled(window.searchBar().toggle, ToolIcon.FIND, "Find", "toolbarFind");
    JButton prev = add(actions.findPrevious);
    prev.setText("Find ‹");
    prev.setName("toolbarFindPrevious");
    JButton next = add(actions.findNext);
    next.setText("Find ›");
    next.setName("toolbarFindNext");
    labelled(window.statistics(), ToolIcon.STATISTICS, "Statistics", "toolbarStatistics");
    addSeparator();
    maps.setName("mapCombo");
    maps.setMaximumSize(new Dimension(260, maps.getPreferredSize().height + 4));
    maps.setPrototypeDisplayValue("Identity Map (process / thread)");
    maps.addActionListener(e -> {
      if (!updating) {
        window.selectMap(maps.getSelectedIndex());
      }
    });
    maps.setToolTipText("Which line-ID map lays out the timelines");
    // the label and its chooser wrap onto a second row together, not the label left behind
    JPanel chooser = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
    chooser.setOpaque(false);
    chooser.add(new JLabel("Timelines "));
    chooser.add(maps);
    add(chooser);
  }

  /** A button for {@code a} showing its icon with the text beside it. */
  private void labelled(Action a, ToolIcon icon, String text, String name) {
    JButton b = add(a);
    b.setIcon(icon);
    b.setHorizontalTextPosition(javax.swing.SwingConstants.RIGHT);
    b.setVerticalTextPosition(javax.swing.SwingConstants.CENTER);
    b.setHideActionText(false);
    b.setText(text);
    b.setName(name);
  }

  private static JButton button(String text, String name, java.awt.event.ActionListener l) {
    JButton b = new JButton(text);
    b.setName(name);
    b.addActionListener(l);
    return b;
  }

  void setMaps(List<LineIdMap> list) {
    updating = true;
    try {
      maps.removeAllItems();
      for (LineIdMap m : list) {
        maps.addItem(m.title());
      }
      maps.setEnabled(list.size() > 1);
    } finally {
      updating = false;
    }
  }
}
