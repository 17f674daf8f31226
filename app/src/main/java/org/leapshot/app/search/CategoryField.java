package org.leapshot.app.search;

import java.awt.Dimension;
import java.awt.event.ActionEvent;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.Popup;
import javax.swing.PopupFactory;

/**
 * The find bar's category chooser: a field that filters the list of categories below it as one
 * types, keeping the names that contain the text in any case ({@link CategoryMatches}); a combo box
 * only jumped to names starting with the typed letters, and wrf's 572 names mostly start alike.
 * Up / Down move in the list, Enter or a click picks, Esc closes the list and keeps the choice; while
 * the list is closed, Enter and Esc are the bar's (find, hide). Leaving the field after typing picks
 * the first match, as Enter would. The choice is the bound property {@code "choice"}. EDT only.
 */
final class CategoryField extends JTextField {
  private final DefaultListModel<CategoryChoice> shown = new DefaultListModel<>();
  private final JList<CategoryChoice> list = new JList<>(shown);
  private final JScrollPane scroll = new JScrollPane(list);
  /** The open list, or null. A plain popup, not a menu: a menu takes the keys from the field. */
  private Popup popup;
  private List<CategoryChoice> all = List.of(CategoryChoice.ANY_SEARCHABLE);
  private CategoryChoice chosen = CategoryChoice.ANY_SEARCHABLE;
  /** True once the user typed or moved in the list since the choice was shown: leaving the field picks. */
  private boolean edited;
  private boolean settingText;
  private Runnable beforeOpen = () -> { };

  CategoryField() {
    super(24);
    setName("searchCategory");
    putClientProperty("JTextField.placeholderText", "part of a category's name");
    list.setName("searchCategoryList");
    list.setFocusable(false);
    list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
    list.addMouseListener(new MouseAdapter() {
      @Override
      public void mouseReleased(MouseEvent e) {
        pick(list.locationToIndex(e.getPoint()));
      }
    });
    scroll.getVerticalScrollBar().setFocusable(false);
    scroll.setBorder(javax.swing.UIManager.getBorder("PopupMenu.border"));
    JButton open = new JButton("▾");
    open.setName("searchCategoryOpen");
    open.setFocusable(false);
    open.setToolTipText("List the categories");
    open.putClientProperty("JButton.buttonType", "toolBarButton");
    open.addActionListener(e -> {
      requestFocusInWindow();
      if (popup != null) {
        hideList();
      } else {
        openList("");
      }
    });
    putClientProperty("JTextField.trailingComponent", open);
    // every insertion and removal (typing, pasting, deleting) is one edit of the plain document
    getDocument().addUndoableEditListener(e -> typed());
    bind(KeyEvent.VK_DOWN, "categoryNext", () -> move(1), false);
    bind(KeyEvent.VK_UP, "categoryPrevious", () -> move(-1), false);
    bind(KeyEvent.VK_ENTER, "categoryPick", () -> pick(list.getSelectedIndex()), true);
    bind(KeyEvent.VK_ESCAPE, "categoryClose", this::closeList, true);
    addFocusListener(new FocusAdapter() {
      @Override
      public void focusGained(FocusEvent e) {
        selectAll(); // typing replaces the choice's name
      }

      @Override
      public void focusLost(FocusEvent e) {
        if (e.isTemporary()) {
          hideList(); // another window came to the front
        } else {
          pick(edited ? list.getSelectedIndex() : -1);
        }
      }
    });
    addMouseListener(new MouseAdapter() {
      @Override
      public void mousePressed(MouseEvent e) {
        if (popup == null) {
          openList("");
        }
      }
    });
    show(chosen);
  }

  /** The list is outside the window's tree until shown: a change of theme must reach it too. */
  @Override
  public void updateUI() {
    super.updateUI();
    if (scroll != null) { // null while the text field's constructor runs
      javax.swing.SwingUtilities.updateComponentTreeUI(scroll);
      scroll.setBorder(javax.swing.UIManager.getBorder("PopupMenu.border"));
    }
  }

  /**
   * Binds a key on the field; with {@code whileOpen} the key is only the field's while the list is
   * open, so Enter and Esc reach the bar otherwise.
   */
  private void bind(int key, String name, Runnable action, boolean whileOpen) {
    getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), name);
    getActionMap().put(name, new AbstractAction() {
      @Override
      public void actionPerformed(ActionEvent e) {
        action.run();
      }

      @Override
      public boolean isEnabled() {
        return !whileOpen || popup != null;
      }
    });
  }

  /** Called before the list opens (the legend may have changed what can be found). */
  void setBeforeOpen(Runnable beforeOpen) {
    this.beforeOpen = beforeOpen;
  }

  /** The categories offered; the choice stays when it is still among them, else "any searchable". */
  void setChoices(List<CategoryChoice> choices) {
    all = List.copyOf(choices);
    if (!all.contains(chosen)) {
      choose(CategoryChoice.ANY_SEARCHABLE);
    }
    if (popup != null) {
      fill(edited ? getText() : "");
    }
  }

  CategoryChoice choice() {
    return chosen;
  }

  /** Chooses the category of that name; false when it is not offered. */
  boolean choose(String name) {
    for (CategoryChoice c : all) {
      if (c.label().equals(name)) {
        choose(c);
        return true;
      }
    }
    return false;
  }

  /** The names the list shows now, best match first (for tests). */
  List<CategoryChoice> listed() {
    return java.util.Collections.list(shown.elements());
  }

  boolean isListOpen() {
    return popup != null;
  }

  private void choose(CategoryChoice c) {
    CategoryChoice old = chosen;
    chosen = c;
    show(c);
    firePropertyChange("choice", old, c);
  }

  private void show(CategoryChoice c) {
    settingText = true;
    try {
      setText(c.label());
    } finally {
      settingText = false;
    }
    edited = false;
    putClientProperty("JComponent.outline", null);
  }

  /** The user changed the text: the list keeps the names containing it. */
  private void typed() {
    if (!settingText) {
      edited = true;
      openList(getText());
    }
  }

  private void openList(String typed) {
    if (popup == null) {
      beforeOpen.run();
    }
    boolean any = fill(typed);
    putClientProperty("JComponent.outline", any ? null : "error");
    if (!any || !isShowing()) {
      hideList();
      return;
    }
    Dimension size = list.getPreferredScrollableViewportSize();
    Dimension want = new Dimension(Math.min(520, Math.max(getWidth(), size.width + 24)), size.height + 6);
    if (popup != null && want.equals(scroll.getPreferredSize())) {
      scroll.revalidate();
      return;
    }
    hideList();
    scroll.setPreferredSize(want);
    java.awt.Point at = getLocationOnScreen();
    popup = PopupFactory.getSharedInstance().getPopup(this, scroll, at.x, at.y + getHeight());
    popup.show();
  }

  private void hideList() {
    if (popup != null) {
      popup.hide();
      popup = null;
    }
  }

  /** Fills the list with the matches of {@code typed}, the best selected; false when none match. */
  private boolean fill(String typed) {
    List<CategoryChoice> matches = CategoryMatches.of(all, typed);
    shown.clear();
    shown.addAll(matches);
    list.setVisibleRowCount(Math.max(1, Math.min(14, matches.size())));
    int selected = Math.max(0, typed.isEmpty() ? matches.indexOf(chosen) : 0);
    list.setSelectedIndex(selected);
    list.ensureIndexIsVisible(selected);
    return !matches.isEmpty();
  }

  private void move(int by) {
    if (popup == null) {
      openList(edited ? getText() : "");
      return;
    }
    edited = true;
    int i = Math.max(0, Math.min(shown.size() - 1, list.getSelectedIndex() + by));
    list.setSelectedIndex(i);
    list.ensureIndexIsVisible(i);
  }

  /** Picks the listed match at {@code index} and closes the list; without one, the choice stays. */
  private void pick(int index) {
    hideList();
    if (index >= 0 && index < shown.size() && !shown.get(index).equals(chosen)) {
      choose(shown.get(index));
    } else {
      show(chosen);
    }
    selectAll();
  }

  private void closeList() {
    hideList();
    show(chosen);
    selectAll();
  }
}
