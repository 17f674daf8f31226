package org.leapshot.app.search;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Set;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.leapshot.app.trace.Found;
import org.leapshot.app.view.CategoryStyles;

/**
 * The find bar above the timelines (Ctrl+F): category chooser, timeline restriction, Previous and
 * Next (Enter). It is the {@link SearchController.Scope} of the open trace's find next / previous, so
 * F3 and Shift+F3 search what the bar shows even when it is hidden; it reports each outcome in the bar
 * and opens the match's info popup. Misses are reported here and in the status bar, never in a
 * dialog. EDT only.
 */
public final class SearchBar extends JPanel implements SearchController.Scope, SearchController.Listener {
  private static final KeyStroke ESCAPE = KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0);
  private final Supplier<SearchContext> context;
  private final CategoryField category = new CategoryField();
  private final TimelineChooser timelines = new TimelineChooser();
  private final FindMessage result = new FindMessage();
  private final Revealer revealer = new Revealer();
  private SearchContext attached;
  private boolean filling;

  public final Action toggle = new AbstractAction("Find…") {
    @Override
    public void actionPerformed(ActionEvent e) {
      toggle();
    }
  };

  public SearchBar(Supplier<SearchContext> context) {
    // The message takes what is left between the controls and ✕, cut with "…" when long (its whole
    // text is its tooltip and in the status bar): in one flow, a long message (a long category name,
    // the match's timeline) wrapped onto a second row the bar has no room for, and ✕ went with it.
    super(new BorderLayout(6, 0));
    this.context = context;
    toggle.putValue(Action.SHORT_DESCRIPTION, "Find a category on chosen timelines (Ctrl+F)");
    toggle.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(KeyEvent.VK_F, InputEvent.CTRL_DOWN_MASK));
    setName("searchBar");
    setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Component.borderColor")));
    JLabel find = new JLabel("Find");
    find.setFont(find.getFont().deriveFont(java.awt.Font.BOLD));
    category.setToolTipText("Category to look for (type part of its name); the legend's Show and Find columns say "
        + "which can be found");
    category.addPropertyChangeListener("choice", e -> scopeChanged());
    category.setBeforeOpen(() -> {
      // the legend's columns may have changed since the bar was filled
      SearchContext ctx = context.get();
      if (ctx != null) {
        refreshChoices(ctx);
      }
    });
    timelines.addPropertyChangeListener("text", e -> scopeChanged());
    timelines.setNarrowAction(this::focusRowFilter);
    timelines.setRowsSource(() -> {
      SearchContext ctx = context.get();
      return ctx == null ? null : ctx.canvas().rows();
    });
    JPanel controls = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 3));
    controls.setOpaque(false);
    controls.add(find);
    controls.add(category);
    controls.add(timelines);
    controls.add(button("◀ Previous", "searchPrevious", "Previous match before the view or the last match (Shift+F3)",
        false));
    controls.add(button("Next ▶", "searchNext", "Next match after the view's start or the last match (F3, Enter)",
        true));
    controls.add(button("Zoom to Match", "searchZoom",
        "Zoom so the marked match fills a third of the view (Enter on the timelines; Undo goes back)", this::zoomToMatch));
    JButton details = button("Details", "searchDetails", "Open the match's info box (Alt+D; a click on the match opens"
        + " it too). Once open, it follows F3 from match to match", this::details);
    details.setMnemonic(KeyEvent.VK_D);
    controls.add(details);
    result.setName("searchResult");
    JButton close = new JButton("✕");
    close.setName("searchClose");
    close.setToolTipText("Close the find bar (Esc)");
    close.putClientProperty("JButton.buttonType", "toolBarButton");
    close.addActionListener(e -> hideBar());
    JPanel end = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 3));
    end.setOpaque(false);
    end.add(close);
    add(controls, BorderLayout.WEST);
    add(result, BorderLayout.CENTER);
    add(end, BorderLayout.EAST);
    registerKeyboardAction(e -> find(true), KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0),
        JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
    registerKeyboardAction(e -> escape(), ESCAPE, JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT);
    setVisible(false);
  }

  private JButton button(String text, String name, String tip, boolean forward) {
    return button(text, name, tip, () -> find(forward));
  }

  private static JButton button(String text, String name, String tip, Runnable action) {
    JButton b = new JButton(text);
    b.setName(name);
    b.setToolTipText(tip);
    b.addActionListener(e -> action.run());
    return b;
  }

  /** Shows the bar and focuses the chooser, or hides it when it already has the focus. */
  public void toggle() {
    if (isVisible() && category.isFocusOwner()) {
      hideBar();
      return;
    }
    setVisible(true);
    attach();
    revalidate();
    category.requestFocusInWindow();
  }

  /** Hides the bar and gives the keyboard back to the timelines; F3 keeps searching what the bar chose. */
  private void hideBar() {
    setVisible(false);
    SearchContext ctx = context.get();
    if (ctx != null) {
      ctx.canvas().requestFocusInWindow();
    }
  }

  /**
   * Esc in the bar hides it and then does what Esc does on the timelines, closing the info box a
   * match opened: it stayed open, with the keyboard back on the canvas, until a second Esc.
   */
  private void escape() {
    hideBar();
    SearchContext ctx = context.get();
    if (ctx != null) {
      JComponent canvas = ctx.canvas();
      Object key = canvas.getInputMap(JComponent.WHEN_FOCUSED).get(ESCAPE);
      Action onCanvas = key == null ? null : canvas.getActionMap().get(key);
      if (onCanvas != null && onCanvas.isEnabled()) {
        onCanvas.actionPerformed(new ActionEvent(canvas, ActionEvent.ACTION_PERFORMED, null));
      }
    }
  }

  /** Connects the bar to the open trace's search (call whenever another trace is shown). */
  public void attach() {
    SearchContext ctx = context.get();
    revealer.cancel();
    if (ctx != null && (attached == null || attached.search() != ctx.search())) {
      result.setMessage(" ");
      revealer.forget();
      ctx.search().setScope(this);
      ctx.search().setListener(this);
    }
    attached = ctx;
    if (ctx != null) {
      refreshChoices(ctx);
    }
  }

  private void refreshChoices(SearchContext ctx) {
    filling = true;
    try {
      category.setChoices(CategoryChoice.of(ctx.styles().snapshot()));
      timelines.setRows(ctx.canvas().rows());
    } finally {
      filling = false;
    }
  }

  private void scopeChanged() {
    if (!filling && attached != null) {
      attached.search().forget();
    }
  }

  /** Gives the keyboard to the timelines' filter above the labels (the axis's, named "rowFilter"). */
  private void focusRowFilter() {
    SearchContext ctx = context.get();
    if (ctx != null) {
      RowFilterFocus.focus(ctx.canvas());
    }
  }

  /** Selects a category by name; false when it is not offered (not shown or not searchable). */
  public boolean choose(String name) {
    return category.choose(name);
  }

  /** Searches one step forward or back from the last match or the view. */
  public void find(boolean forward) {
    SearchContext ctx = context.get();
    if (ctx == null) {
      return;
    }
    if (attached != ctx) {
      attach();
    }
    timelines.setRows(ctx.canvas().rows());
    result.setMessage("Searching…");
    if (forward) {
      ctx.search().next();
    } else {
      ctx.search().previous();
    }
  }

  /** Zooms so that the marked match fills a third of the view (Undo goes back). */
  private void zoomToMatch() {
    SearchContext ctx = context.get();
    if (ctx != null) {
      RevealWindow.zoomToMark(ctx.view(), ctx.canvas().found());
    }
  }

  /** Opens the last match's info box: F3 no longer opens it over the rows beside the match. */
  private void details() {
    SearchContext ctx = context.get();
    if (ctx == null || attached == null || attached.search() != ctx.search() || !revealer.hasShown()) {
      say("No match to describe yet: Next (F3) finds one.");
      return;
    }
    revealer.details(ctx);
  }

  private CategoryChoice choice() {
    return category.choice();
  }

  @Override
  public Set<Integer> categories(CategoryStyles styles) {
    return choice().indices(styles.snapshot());
  }

  @Override
  public Set<Integer> lineIds() {
    return timelines.selectedLineIds();
  }

  @Override
  public String describe() {
    return choice().isAny() ? "searchable categories" : choice().label();
  }

  @Override
  public void found(Found match, String message) {
    say(message);
    SearchContext ctx = attached;
    if (ctx != null) {
      revealer.reveal(ctx, match.drawable(),
          () -> say(message + " — cannot be shown: its timeline is not in this map"));
    }
  }

  @Override
  public void missed(String message) {
    say(message);
  }

  private void say(String message) {
    result.setMessage(message);
  }

  /** The last match, or null (for tests). */
  public Found lastMatch() {
    return attached == null ? null : attached.search().last();
  }

  /** True while a search runs or its match is being brought into view. */
  public boolean isBusy() {
    return (attached != null && attached.search().isSearching()) || revealer.isPending();
  }

  /** Stops waiting for a match to be drawn (the window is closing). */
  public void close() {
    revealer.cancel();
  }
}
