package org.leapshot.app.frame;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.settings.BookmarkStore;
import org.leapshot.app.settings.BookmarkStore.Bookmark;
import org.leapshot.app.view.ViewState;

/**
 * The Bookmarks menu: "Bookmark This View…" (Ctrl+B) keeps the open trace's time window under the
 * name the user gives it (Enter keeps the proposed one, which says where it is); each bookmark listed
 * below zooms back to its window (Undo zoom returns). A bookmark can be renamed or removed alone;
 * removing them all asks first (it was one Down-Down-Enter away, and final). They are saved with the
 * trace's settings and listed again when it is reopened.
 */
final class BookmarksMenu {
  private final MainWindow window;
  private final BookmarkStore store;
  private final JMenu menu = new JMenu("Bookmarks");
  /** Kept in the menu at all times, so that its Ctrl+B works before the menu was ever opened. */
  private final JMenuItem add = new JMenuItem("Bookmark This View…");

  BookmarksMenu(MainWindow window) {
    this.window = window;
    this.store = new BookmarkStore(window.settings());
    menu.setName("menuBookmarks");
    menu.setMnemonic(KeyEvent.VK_B);
    add.setName("menuBookmarkView");
    add.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_B, InputEvent.CTRL_DOWN_MASK));
    add.addActionListener(e -> bookmarkView());
    menu.addMenuListener(new MenuListener() {
      @Override
      public void menuSelected(MenuEvent e) {
        rebuild();
      }

      @Override
      public void menuDeselected(MenuEvent e) { }

      @Override
      public void menuCanceled(MenuEvent e) { }
    });
    rebuild();
  }

  JMenu menu() {
    return menu;
  }

  /** Bookmarking needs a trace's view (its Ctrl+B too, hence here and not when the menu opens). */
  void setTraceOpen(boolean open) {
    add.setEnabled(open);
  }

  /** Bookmarks the open trace's window under a name asked for (nothing without a trace, or when cancelled). */
  void bookmarkView() {
    TraceWorkspace w = window.workspace();
    if (w == null) {
      return;
    }
    ViewState.Window v = w.view().window();
    List<Bookmark> all = new ArrayList<>(store.restore(w.trace().path()));
    if (all.size() >= BookmarkStore.MAX) {
      window.statusBar().setItem("Not bookmarked: " + BookmarkStore.MAX + " bookmarks already");
      return;
    }
    String proposed = name(all.size() + 1, v);
    String name = askName("Bookmark This View", proposed);
    if (name == null) {
      window.statusBar().setItem("Not bookmarked");
      return;
    }
    Bookmark b = new Bookmark(name, v.startSec(), v.endSec());
    all.add(b);
    store.save(w.trace().path(), all);
    window.statusBar().setItem("Bookmarked " + b.name());
    rebuild();
  }

  /**
   * The name typed (the proposal selected, so typing replaces it and Enter keeps it; a blank name
   * keeps it too), or null when the dialog was cancelled.
   */
  private String askName(String title, String proposed) {
    Object typed = JOptionPane.showInputDialog(window, "Name:", title, JOptionPane.PLAIN_MESSAGE, null, null, proposed);
    if (typed == null) {
      return null;
    }
    String name = typed.toString().strip();
    return name.isEmpty() ? proposed : name;
  }

  /** "3: 48.8114 s, 50.00 µs": its number, where it starts (as the Start field shows it) and how wide. */
  static String name(int number, ViewState.Window v) {
    return number + ": " + TimeUnits.time(v.startSec(), v.widthSec() / 100_000) + ", " + TimeUnits.duration(v.widthSec());
  }

  /** Lists the open trace's bookmarks (on opening the menu: the trace may have changed since). */
  private void rebuild() {
    menu.removeAll();
    TraceWorkspace w = window.workspace();
    menu.add(add);
    List<Bookmark> all = w == null ? List.of() : store.restore(w.trace().path());
    if (all.isEmpty()) {
      return;
    }
    menu.addSeparator();
    for (int i = 0; i < all.size(); i++) {
      Bookmark b = all.get(i);
      JMenuItem go = new JMenuItem(b.name());
      go.setName("menuBookmark-" + i);
      go.setToolTipText(TimeUnits.exact(b.startSec()) + " … " + TimeUnits.exact(b.endSec()));
      go.addActionListener(e -> {
        TraceWorkspace now = window.workspace();
        if (now != null) {
          now.view().setWindow(b.startSec(), b.endSec(), true);
        }
      });
      menu.add(go);
    }
    menu.addSeparator();
    menu.add(perBookmark("Rename Bookmark", "menuBookmarkRename-", all, this::rename));
    menu.add(perBookmark("Remove Bookmark", "menuBookmarkRemove-", all, this::remove));
    JMenuItem clear = new JMenuItem("Remove All Bookmarks…");
    clear.setName("menuBookmarksClear");
    clear.addActionListener(e -> removeAll());
    menu.add(clear);
  }

  /** A submenu listing the bookmarks by name; choosing one applies {@code action} to its index. */
  private static JMenu perBookmark(String title, String itemPrefix, List<Bookmark> all, IntConsumer action) {
    JMenu sub = new JMenu(title);
    sub.setName(itemPrefix + "menu");
    for (int i = 0; i < all.size(); i++) {
      int index = i;
      JMenuItem item = new JMenuItem(all.get(i).name());
      item.setName(itemPrefix + i);
      item.addActionListener(e -> action.accept(index));
      sub.add(item);
    }
    return sub;
  }

  private void rename(int index) {
    edit(all -> {
      Bookmark b = all.get(index);
      String name = askName("Rename Bookmark", b.name());
      if (name == null) {
        return false;
      }
      all.set(index, new Bookmark(name, b.startSec(), b.endSec()));
      return true;
    });
  }

  private void remove(int index) {
    edit(all -> {
      all.remove(index);
      return true;
    });
  }

  /** Asks first, the default answer keeping them: there is no undo. */
  private void removeAll() {
    String[] options = {"Remove All", "Cancel"};
    int answer = JOptionPane.showOptionDialog(window, "Remove all bookmarks of this trace?", "Remove All Bookmarks",
        JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE, null, options, options[1]);
    if (answer == 0) {
      edit(all -> {
        all.clear();
        return true;
      });
    }
  }

  /** Applies a change to the open trace's bookmarks and saves them when it says it changed them. */
  private void edit(Predicate<List<Bookmark>> change) {
    TraceWorkspace now = window.workspace();
    if (now == null) {
      return;
    }
    List<Bookmark> all = new ArrayList<>(store.restore(now.trace().path()));
    if (change.test(all)) {
      store.save(now.trace().path(), all);
      rebuild();
    }
  }
}
