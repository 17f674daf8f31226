package org.leapshot.app.search;

import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.query.SearchFilter;
import org.leapshot.slog2.query.SearchHit;
import org.leapshot.slog2.query.TraceSession;

/**
 * The find bar above the timelines (Ctrl+F): category chooser, timeline restriction, Previous
 * (Shift+F3) and Next (F3, Enter). The search itself runs on a background thread through the
 * engine's tree search; a newer search cancels an older one. Misses are reported in the bar and the
 * status bar, never in a dialog. EDT only.
 */
public final class SearchBar extends JPanel implements AutoCloseable {
  private final Supplier<SearchContext> context;
  private final JComboBox<CategoryChoice> category = new JComboBox<>();
  private final TimelineChooser timelines = new TimelineChooser();
  private final JLabel result = new JLabel(" ");
  private final BackgroundQueue queue = new BackgroundQueue("leapshot-search", busy -> { });
  private final Revealer revealer = new Revealer();
  private SearchHit last;
  private boolean searching;

  public final Action toggle = action("Find…", "Show or hide the search bar (Ctrl+F)",
      KeyStroke.getKeyStroke(KeyEvent.VK_F, InputEvent.CTRL_DOWN_MASK), this::toggle);
  public final Action next = action("Find Next", "Next drawable of the chosen category (F3, Enter)",
      KeyStroke.getKeyStroke(KeyEvent.VK_F3, 0), () -> find(true));
  public final Action previous = action("Find Previous", "Previous drawable of the chosen category (Shift+F3)",
      KeyStroke.getKeyStroke(KeyEvent.VK_F3, InputEvent.SHIFT_DOWN_MASK), () -> find(false));

  public SearchBar(Supplier<SearchContext> context) {
    super(new FlowLayout(FlowLayout.LEFT, 6, 3));
    this.context = context;
    setName("searchBar");
    setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Component.borderColor")));
    JLabel find = new JLabel("Find");
    find.setFont(find.getFont().deriveFont(java.awt.Font.BOLD));
    category.setName("searchCategory");
    category.setPrototypeDisplayValue(new CategoryChoice(0, "Any searchable category  "));
    category.setToolTipText("Category to look for; the legend's S column says which categories are searchable");
    category.addActionListener(e -> last = null);
    category.addPopupMenuListener(new javax.swing.event.PopupMenuListener() {
      @Override
      public void popupMenuWillBecomeVisible(javax.swing.event.PopupMenuEvent e) {
        // the legend's S column may have changed since the bar was filled
        SearchContext ctx = context.get();
        if (ctx != null) {
          refreshChoices(ctx);
        }
      }

      @Override
      public void popupMenuWillBecomeInvisible(javax.swing.event.PopupMenuEvent e) { }

      @Override
      public void popupMenuCanceled(javax.swing.event.PopupMenuEvent e) { }
    });
    JButton prev = new JButton("◀ Previous");
    prev.setName("searchPrevious");
    prev.addActionListener(e -> find(false));
    prev.setToolTipText((String) previous.getValue(Action.SHORT_DESCRIPTION));
    JButton nxt = new JButton("Next ▶");
    nxt.setName("searchNext");
    nxt.addActionListener(e -> find(true));
    nxt.setToolTipText((String) next.getValue(Action.SHORT_DESCRIPTION));
    JButton close = new JButton("✕");
    close.setName("searchClose");
    close.setToolTipText("Close the search bar (Esc)");
    close.putClientProperty("JButton.buttonType", "toolBarButton");
    close.addActionListener(e -> setVisible(false));
    result.setName("searchResult");
    add(find);
    add(category);
    add(timelines);
    add(prev);
    add(nxt);
    add(result);
    add(close);
    registerKeyboardAction(e -> find(true), KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0),
        JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
    registerKeyboardAction(e -> setVisible(false), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
        JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
    setVisible(false);
  }

  private static Action action(String name, String tip, KeyStroke key, Runnable body) {
    Action a = new AbstractAction(name) {
      @Override
      public void actionPerformed(ActionEvent e) {
        body.run();
      }
    };
    a.putValue(Action.SHORT_DESCRIPTION, tip);
    a.putValue(Action.ACCELERATOR_KEY, key);
    return a;
  }

  /** Shows the bar (filled from the open trace) and focuses the chooser, or hides it. */
  public void toggle() {
    if (isVisible() && category.isFocusOwner()) {
      setVisible(false);
      return;
    }
    open();
  }

  /** Shows the bar, refreshing the category and timeline choices from the open trace. */
  public void open() {
    SearchContext ctx = context.get();
    if (ctx != null) {
      refreshChoices(ctx);
    }
    setVisible(true);
    revalidate();
    category.requestFocusInWindow();
  }

  /** Forgets the last hit and refills the choices: call when another trace or map is shown. */
  public void reset() {
    last = null;
    revealer.cancel();
    result.setText(" ");
    SearchContext ctx = context.get();
    if (ctx != null && isVisible()) {
      refreshChoices(ctx);
    }
  }

  private void refreshChoices(SearchContext ctx) {
    Object selected = category.getSelectedItem();
    category.removeAllItems();
    for (CategoryChoice c : CategoryChoice.of(ctx.styles().snapshot())) {
      category.addItem(c);
    }
    if (selected != null) {
      category.setSelectedItem(selected);
    }
    timelines.setRows(ctx.canvas().rows());
  }

  /** Selects a category by name (for menus and tests); false when it is not searchable. */
  public boolean choose(String name) {
    for (int i = 0; i < category.getItemCount(); i++) {
      if (category.getItemAt(i).label().equals(name)) {
        category.setSelectedIndex(i);
        return true;
      }
    }
    return false;
  }

  /** Searches one step forward or back from the last hit or the view. */
  public void find(boolean forward) {
    SearchContext ctx = context.get();
    if (ctx == null) {
      return;
    }
    if (!isVisible() || category.getItemCount() == 0) {
      open();
    }
    timelines.setRows(ctx.canvas().rows());
    Optional<TraceSession> session = ctx.session();
    CategoryChoice choice = (CategoryChoice) category.getSelectedItem();
    Set<Integer> cats = choice == null ? Set.of() : choice.indices(ctx.styles().snapshot());
    if (session.isEmpty() || cats.isEmpty()) {
      say(ctx, "Nothing to search: no searchable category chosen.");
      return;
    }
    SearchRequest req = new SearchRequest(forward, new SearchFilter(cats, timelines.selectedLineIds()), last,
        ctx.view().window());
    searching = true;
    result.setText("Searching…");
    queue.submit(() -> req.run(session.get()), hit -> found(ctx, req, hit), e -> {
      searching = false;
      say(ctx, "Search failed: " + e.getMessage());
    });
  }

  private void found(SearchContext ctx, SearchRequest req, Optional<SearchHit> hit) {
    searching = false;
    if (hit.isEmpty()) {
      String what = ((CategoryChoice) category.getSelectedItem()).label();
      say(ctx, "No more matches for " + what + (req.forward() ? " after " : " before ")
          + (req.continuesFromPrevious() ? "the last match." : "the view."));
      return;
    }
    last = hit.get();
    Category c = ctx.styles().get(last.drawable().categoryIndex());
    String name = c == null ? "category " + last.drawable().categoryIndex() : c.name();
    say(ctx, "Found " + name + " at " + TimeUnits.time(last.time(), Math.max(1e-12, last.drawable().duration() / 1000))
        + "  (F3 next, Shift+F3 previous)");
    revealer.reveal(ctx, last.drawable(), () -> say(ctx, "Found " + name + " but could not show it on the canvas."));
  }

  private void say(SearchContext ctx, String message) {
    result.setText(message);
    ctx.status().accept(message);
  }

  /** The last drawable found, or null (for tests). */
  public SearchHit lastHit() {
    return last;
  }

  /** True while a search runs or its drawable is being brought into view. */
  public boolean isBusy() {
    return searching || revealer.isPending();
  }

  @Override
  public void close() {
    revealer.cancel();
    queue.close();
  }
}
