package org.leapshot.app.frame;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import org.leapshot.app.export.ExportDialog;

/** File (open, recent, export, quit), View (navigation, themes), Bookmarks and Help menus. */
final class MainMenus {
  private final MainWindow window;
  private final JMenuBar bar = new JMenuBar();
  private final JMenu recent = new JMenu("Open Recent");
  private JMenuItem export;
  private final BookmarksMenu bookmarks;

  MainMenus(MainWindow window, ViewerActions actions) {
    this.window = window;
    bar.add(fileMenu());
    bar.add(viewMenu(actions));
    bookmarks = new BookmarksMenu(window);
    bar.add(bookmarks.menu());
    bar.add(helpMenu());
    refreshRecent();
  }

  JMenuBar bar() {
    return bar;
  }

  private JMenu fileMenu() {
    JMenu file = new JMenu("File");
    JMenuItem open = item("Open…", "menuOpen", KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK));
    open.addActionListener(e -> new OpenChooser(window).choose());
    recent.setName("menuRecent");
    JMenuItem demo = item("Open Demo Trace", "menuDemo", null);
    demo.addActionListener(e -> window.openDemo());
    export = item("Export View…", "menuExport", KeyStroke.getKeyStroke(KeyEvent.VK_E, InputEvent.CTRL_DOWN_MASK));
    export.addActionListener(e -> {
      if (window.workspace() != null) {
        exportDialog(window).setVisible(true);
      }
    });
    JMenuItem quit = item("Quit", "menuQuit", KeyStroke.getKeyStroke(KeyEvent.VK_Q, InputEvent.CTRL_DOWN_MASK));
    quit.addActionListener(e -> window.dispose());
    file.add(open);
    file.add(recent);
    file.add(demo);
    file.addSeparator();
    file.add(export);
    file.addSeparator();
    file.add(quit);
    return file;
  }

  /** File ▸ Export View…'s dialog for the window's view; the status bar names the file once written. */
  static ExportDialog exportDialog(MainWindow window) {
    Path shown = window.shownFile(); // the file the user opened, not the conversion cache's copy
    Path folder = shown == null ? null : shown.toAbsolutePath().getParent();
    return new ExportDialog(window, window.workspace().exportSource())
        .startingIn(folder)
        .onWritten(out -> window.statusBar().setItem("Exported the view to " + out));
  }

  private JMenu viewMenu(ViewerActions actions) {
    JMenu view = new JMenu("View");
    view.setMnemonic(KeyEvent.VK_V);
    view.add(actions.zoomIn);
    view.add(actions.zoomOut);
    view.add(actions.home);
    view.addSeparator();
    view.add(actions.fitAll).setName("menuFitAll");
    view.add(actions.tallerRows).setName("menuTallerRows");
    view.add(actions.shorterRows).setName("menuShorterRows");
    view.add(actions.collapseLevel1).setName("menuCollapseLevel1");
    view.add(actions.collapseLevel2).setName("menuCollapseLevel2");
    view.add(actions.expandAll).setName("menuExpandAll");
    view.addSeparator();
    view.add(actions.undo);
    view.add(actions.redo);
    view.addSeparator();
    view.add(window.searchBar().toggle).setName("menuFind");
    view.add(actions.findPrevious);
    view.add(actions.findNext);
    view.add(window.statistics()).setName("menuStatistics");
    view.addSeparator();
    javax.swing.JCheckBoxMenuItem stacked = new javax.swing.JCheckBoxMenuItem("Stacked Shares Previews (Jumpshot)");
    stacked.setName("menuStackedShares");
    stacked.addActionListener(e -> window.setStackedShares(stacked.isSelected()));
    view.add(stacked);
    view.addSeparator();
    ButtonGroup group = new ButtonGroup();
    for (String theme : new String[] {"light", "dark"}) {
      JRadioButtonMenuItem item = new JRadioButtonMenuItem(theme.equals("light") ? "Light Theme" : "Dark Theme");
      item.setName("menuTheme-" + theme);
      item.setSelected(theme.equals(window.canvasTheme().name()));
      item.addActionListener(e -> window.setTheme(theme));
      group.add(item);
      view.add(item);
    }
    return view;
  }

  private JMenu helpMenu() {
    JMenu help = new JMenu("Help");
    JMenuItem keys = item("Mouse and Keys", "menuKeys", KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0));
    keys.addActionListener(e -> JOptionPane.showMessageDialog(window, HELP, "Mouse and keys",
        JOptionPane.INFORMATION_MESSAGE));
    JMenuItem about = item("About Leapshot", "menuAbout", null);
    about.addActionListener(e -> JOptionPane.showMessageDialog(window,
        "Leapshot 0.1.0\nA fast viewer for SLOG-2 traces, successor to Jumpshot-4.", "About Leapshot",
        JOptionPane.INFORMATION_MESSAGE));
    help.add(keys);
    help.add(about);
    return help;
  }

  /** Export and bookmarks need a trace's view. */
  void setTraceOpen(boolean open) {
    export.setEnabled(open);
    bookmarks.setTraceOpen(open);
  }

  void refreshRecent() {
    recent.removeAll();
    for (Path p : window.settings().recentFiles()) {
      JMenuItem item = new JMenuItem(p.getFileName() + "  —  " + p.getParent());
      item.addActionListener(e -> window.open(p));
      recent.add(item);
    }
    recent.setEnabled(recent.getItemCount() > 0);
  }

  private static JMenuItem item(String text, String name, KeyStroke key) {
    JMenuItem i = new JMenuItem(text);
    i.setName(name);
    if (key != null) {
      i.setAccelerator(key);
    }
    return i;
  }

  private static final String HELP = String.join("\n",
      "Wheel: scroll timelines (3 rows a notch)        Ctrl+wheel: zoom at the cursor        Shift+wheel: pan in time",
      "Ctrl+Shift+wheel or Ctrl+Shift+Up / Down: taller / shorter rows        Ctrl+0: fit all timelines",
      "Timeline labels: click a group's ▾/▸ to collapse / expand it, drag a row onto a sibling to move it,",
      "  right-click to hide or show timelines; the box above filters by name (\"12\", \"node 3\")",
      "Ctrl+Shift+1 / 2: collapse all groups to level 1 / 2        Ctrl+Shift+0: expand all",
      "Left-drag: zoom to a range (Esc cancels)        Middle- or right-drag: pan",
      "Left-drag on the time ruler: measure a range (it stays shaded; Enter zooms to it, Ctrl+T counts it, Esc forgets it)",
      "Click a state, arrow, event or preview: info box",
      "W / S: zoom in / out at the cursor        A / D or Left / Right: pan        Up / Down: scroll",
      "Home or Alt+H: whole run        Alt+I / Alt+O: zoom in / out",
      "Alt+U or Ctrl+Z: undo zoom        Alt+R or Ctrl+Shift+Z: redo zoom",
      "Ctrl+F: find bar (category, timelines)        Ctrl+T: statistics of the measured range or view      Ctrl+B: bookmark the view",
      "F3 or Alt+F: find next        Shift+F3 or Alt+B: find previous (categories ticked Show and Find)",
      "Preview strip: drag the window to scroll, drag its edges to zoom, click to centre");
}
