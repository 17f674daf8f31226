package org.leapshot.app.frame;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.settings.BookmarkStore;
import org.leapshot.app.settings.BookmarkStore.Bookmark;
import org.leapshot.app.view.ViewState;

/**
 * The Bookmarks menu: "Bookmark This View" (Ctrl+B) keeps the open trace's time window under a
 * name that says where it is; each bookmark listed below zooms back to its window (Undo zoom
 * returns). They are saved with the trace's settings and listed again when it is reopened.
 */
final class BookmarksMenu {
  private final MainWindow window;
  private final BookmarkStore store;
  private final JMenu menu = new JMenu("Bookmarks");
  /** Kept in the menu at all times, so that its Ctrl+B works before the menu was ever opened. */
  private final JMenuItem add = new JMenuItem("Bookmark This View");

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

  /** Bookmarks the open trace's window now (nothing without a trace); its name says where it is. */
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
    Bookmark b = new Bookmark(name(all.size() + 1, v), v.startSec(), v.endSec());
    all.add(b);
    store.save(w.trace().path(), all);
    window.statusBar().setItem("Bookmarked " + b.name());
    rebuild();
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
    JMenuItem clear = new JMenuItem("Remove All Bookmarks");
    clear.setName("menuBookmarksClear");
    clear.addActionListener(e -> {
      TraceWorkspace now = window.workspace();
      if (now != null) {
        store.save(now.trace().path(), List.of());
        rebuild();
      }
    });
    menu.add(clear);
  }
}
