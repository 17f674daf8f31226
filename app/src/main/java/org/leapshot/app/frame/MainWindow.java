package org.leapshot.app.frame;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.importing.ConversionCache;
import org.leapshot.app.importing.OpenErrors;
import org.leapshot.app.importing.TraceOpener;
import org.leapshot.app.search.SearchBar;
import org.leapshot.app.search.SearchContext;
import org.leapshot.app.settings.Settings;
import org.leapshot.app.settings.StyleStore;
import org.leapshot.app.stats.StatisticsAction;
import org.leapshot.app.trace.TraceView;

/**
 * The Leapshot main window: menu bar, toolbar, the workspace of the open trace and a status bar.
 * One trace is open at a time; opening another replaces it. Files open in the background, and the
 * latest request wins (see {@link Slog2Openings}); a file that is not valid SLOG-2 gives a dialog
 * with the core's message and leaves the current trace open.
 */
public final class MainWindow extends JFrame {
  static final String TITLE = "Leapshot";

  private final Settings settings;
  private final StyleStore styleStore;
  private final StatusBar status = new StatusBar();
  private final ViewerActions actions;
  private final MainToolBar toolBar;
  private final MainMenus menus;
  private final TraceOpener opener;
  private final SearchBar searchBar = new SearchBar(this::searchContext);
  private final StatisticsAction statistics = new StatisticsAction(this, this::searchContext);
  private TraceWorkspace workspace;
  private java.util.function.Consumer<TraceWorkspace> workspaceListener = w -> { };
  private CanvasTheme theme;
  private boolean stackedShares;
  private final Slog2Openings openings;
  private final Placeholder placeholder = new Placeholder();
  /** The file the user opened for the trace shown (a converted trace's original), null for the demo. */
  private Path shownFile;

  MainWindow(Settings settings) {
    super(TITLE);
    this.settings = settings;
    this.styleStore = new StyleStore(settings);
    this.openings = new Slog2Openings(styleStore, new Slog2Openings.Listener() {
      @Override
      public void opened(TraceView trace, Path shownAs) {
        show(trace, shownAs);
      }

      @Override
      public void failed(Path file, Throwable cause) {
        settleLoading();
        showOpenError(file, cause);
      }

      @Override
      public void superseded() {
        settleLoading();
      }
    });
    this.theme = CanvasTheme.named(settings.theme());
    setName("mainWindow");
    setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    this.actions = new ViewerActions(() -> workspace);
    this.toolBar = new MainToolBar(this, actions);
    this.menus = new MainMenus(this, actions);
    setJMenuBar(menus.bar());
    getContentPane().setLayout(new BorderLayout());
    javax.swing.JPanel bars = new javax.swing.JPanel(new BorderLayout());
    bars.add(toolBar, BorderLayout.NORTH);
    bars.add(searchBar, BorderLayout.SOUTH);
    getContentPane().add(bars, BorderLayout.NORTH);
    getContentPane().add(placeholder, BorderLayout.CENTER);
    getContentPane().add(status, BorderLayout.SOUTH);
    this.opener = new TraceOpener(this, ConversionCache.fromEnvironment(),
        (converted, shownAs) -> openSlog2(converted, shownAs, null));
    opener.onCancelled(status::setItem);
    setTransferHandler(new FileDrop(this::open));
    DialogFocus.install(this, () -> workspace == null ? null : workspace.timeline().canvas());
    JComponent root = getRootPane();
    root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
        .put(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), "undoZoom");
    root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
        .put(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), "redoZoom");
    root.getActionMap().put("undoZoom", actions.undo);
    root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
        .put(KeyStroke.getKeyStroke(KeyEvent.VK_F, InputEvent.ALT_DOWN_MASK), "findNext");
    root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
        .put(KeyStroke.getKeyStroke(KeyEvent.VK_B, InputEvent.ALT_DOWN_MASK), "findPrevious");
    root.getActionMap().put("findNext", actions.findNext);
    root.getActionMap().put("findPrevious", actions.findPrevious);
    root.getActionMap().put("redoZoom", actions.redo);
    addWindowListener(new WindowAdapter() {
      @Override
      public void windowClosed(WindowEvent e) {
        opener.cancel();
        searchBar.close();
        closeWorkspace();
      }
    });
    setMinimumSize(new Dimension(720, 480));
    // 1440×900, or 90 % of a smaller screen's usable area.
    java.awt.Rectangle usable = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
    setSize(new Dimension(Math.min(1440, usable.width * 9 / 10), Math.min(900, usable.height * 9 / 10)));
    setLocationByPlatform(true);
    refreshActions();
  }

  /**
   * Enables what needs an open trace only while there is one: an empty window (its file could not
   * be opened) offers File and Help, not searches and statistics that would do nothing.
   */
  private void refreshActions() {
    actions.refresh();
    boolean open = workspace != null;
    searchBar.toggle.setEnabled(open);
    statistics.setEnabled(open);
    menus.setTraceOpen(open);
  }

  /** What search and statistics work on: the open trace's workspace, or null. */
  private SearchContext searchContext() {
    TraceWorkspace w = workspace;
    return w == null ? null : new SearchContext(w.trace(), w.view(), w.styles(), w.timeline().canvas(), w,
        status::setItem, w::isIdle, w.search());
  }

  StatusBar statusBar() {
    return status;
  }

  SearchBar searchBar() {
    return searchBar;
  }

  StatisticsAction statistics() {
    return statistics;
  }


  /** The file the user opened for the trace shown, null for the demo trace or none. */
  Path shownFile() {
    return shownFile;
  }

  Settings settings() {
    return settings;
  }

  /** The open trace's workspace, or null. */
  TraceWorkspace workspace() {
    return workspace;
  }

  /** True while a file is being opened or converted (for tests). */
  boolean isOpening() {
    return openings.isOpening() || opener.isBusy();
  }

  /** The importer of non-SLOG-2 traces (for tests). */
  public TraceOpener opener() {
    return opener;
  }

  /** Opens a trace of any supported kind; one that is not SLOG-2 is converted (or taken from the cache) first. */
  public void open(Path file) {
    openings.request();
    opener.open(file);
  }

  /** Told on the EDT of each new trace's workspace before it asks for its first picture (tests, benchmark). */
  void setWorkspaceListener(java.util.function.Consumer<TraceWorkspace> listener) {
    workspaceListener = listener;
  }

  /**
   * Opens a file whose reading may already have {@code started} (at launch, while the window was
   * built; only for SLOG-2 files); without a started read it opens like {@link #open(Path)}.
   */
  void open(Path file, CompletableFuture<TraceView> started) {
    if (started == null) {
      open(file);
    } else {
      openSlog2(file, file, started);
    }
  }

  /** Opens a SLOG-2 file in the background (see {@link Slog2Openings}). */
  private void openSlog2(Path file, Path shownAs, CompletableFuture<TraceView> started) {
    status.setLoading(true);
    placeholder.opening(shownAs);
    openings.open(file, shownAs, started);
  }

  /** Opens the demo trace bundled in the jar (see {@link DemoTrace}). */
  public void openDemo() {
    openSlog2(DemoTrace.path(), DemoTrace.path(), DemoTrace.open());
  }

  /** The status bar's loading mark after an opening that showed nothing. */
  private void settleLoading() {
    status.setLoading(openings.isOpening() || (workspace != null && !workspace.isIdle()));
    if (!openings.isOpening()) {
      placeholder.idle();
    }
  }

  private void showOpenError(Path file, Throwable cause) {
    String title = cause instanceof java.io.IOException && !(cause instanceof java.nio.file.FileSystemException)
        ? "Not a readable SLOG-2 file" : "Cannot open trace";
    JOptionPane.showMessageDialog(this, "<html><b>Cannot open " + escape(String.valueOf(file.getFileName()))
        + "</b><br><br>" + escape(OpenErrors.describe(file, cause)) + "</html>", title, JOptionPane.ERROR_MESSAGE);
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private void show(TraceView trace, Path recent) {
    closeWorkspace();
    status.clear();
    workspace = new TraceWorkspace(trace, styleStore, status, this::refreshActions);
    shownFile = recent;
    workspace.setKeepOverview(recent != null);
    workspaceListener.accept(workspace);
    workspace.setTheme(theme);
    workspace.setStackedShares(stackedShares);
    CanvasKeys.install(workspace, actions);
    workspace.preview().showFound(workspace.timeline().canvas().found());
    searchBar.attach();
    getContentPane().remove(((BorderLayout) getContentPane().getLayout()).getLayoutComponent(BorderLayout.CENTER));
    getContentPane().add(workspace, BorderLayout.CENTER);
    setTitle(TITLE + " — " + (recent == null ? "demo trace" : String.valueOf(recent.getFileName())));
    if (recent != null) {
      settings.addRecentFile(recent);
      menus.refreshRecent();
    }
    toolBar.setMaps(trace.lineIdMaps());
    refreshActions();
    revalidate();
    repaint();
    workspace.timeline().canvas().requestFocusInWindow();
  }

  void selectMap(int index) {
    if (workspace != null && index >= 0 && index < workspace.trace().lineIdMaps().size()) {
      workspace.setMap(workspace.trace().lineIdMaps().get(index));
    }
  }

  void setTheme(String name) {
    theme = Themes.install(name);
    Themes.refresh();
    settings.setTheme(name);
    if (workspace != null) {
      workspace.setTheme(theme);
    }
  }

  /** Draws previews as Jumpshot's stacked category shares instead of the per-pixel innermost state. */
  void setStackedShares(boolean on) {
    stackedShares = on;
    if (workspace != null) {
      workspace.setStackedShares(on);
    }
  }

  CanvasTheme canvasTheme() {
    return theme;
  }

  private void closeWorkspace() {
    if (workspace != null) {
      statistics.closeAll();
      workspace.close();
      workspace = null;
      refreshActions();
    }
  }
}
