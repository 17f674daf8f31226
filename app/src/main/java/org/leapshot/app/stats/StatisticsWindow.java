package org.leapshot.app.stats;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.leapshot.app.canvas.TimeUnits;
import org.leapshot.app.view.ViewState;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.RangeStatistics;
import org.leapshot.slog2.query.TraceSession;

/**
 * The non-modal Statistics window of a time range: the range (editable, or "Use view"), a banner
 * for approximate figures (with their bound, while the exact ones are computed), a stacked bar chart
 * of exclusive time per timeline (a heat map of timelines × categories for many timelines),
 * and sortable tables by category, by timeline × category and of messages; "Copy as CSV" copies
 * all three. Computing runs in the background and never blocks the viewer. EDT only.
 */
public final class StatisticsWindow extends JDialog {
  private final StatsSource source;
  private final Map<Integer, Category> categories;
  private final LineIdMap map;
  private final Supplier<ViewState.Window> view;
  private final RangeFields range;
  private final ApproximateBanner banner = new ApproximateBanner(() -> compute(true), this::cancel);
  private final JLabel summary = new JLabel(" ");
  private final JCheckBox onlyShown = new JCheckBox("Only the timelines shown", true);
  private final Supplier<TimelineScope> axis;
  private TimelineScope shown;
  private RangeStatistics full;
  /** The timelines {@link #full} is of: all, or a part the engine was asked for alone. */
  private TimelineScope fullScope;
  private final StatsFigures figures = new StatsFigures(this::scope);
  private final String baseTitle;
  private StatsRequest running;
  /** The scope whose exact figures are computed once its approximate ones are on screen, or null. */
  private TimelineScope refining;
  /** Figures being turned into rows, tables and chart off the EDT, or null. */
  private StatsLayout laying;
  private StatsRows rows;
  /** Line ID → the name the trace gives the timeline; labels fall back to the map's values. */
  private Map<Integer, String> timelineNames = Map.of();

  public StatisticsWindow(Window owner, String traceName, TraceSession session, Map<Integer, Category> categories,
      LineIdMap map, Supplier<ViewState.Window> view) {
    this(owner, traceName, session, categories, map, view, () -> TimelineScope.all(map));
  }

  /**
   * @param axis the timelines the axis shows now: the figures are of those (read at opening and by
   *     "Use view"), unless the user switches to all
   */
  public StatisticsWindow(Window owner, String traceName, TraceSession session, Map<Integer, Category> categories,
      LineIdMap map, Supplier<ViewState.Window> view, Supplier<TimelineScope> axis) {
    this(owner, traceName, StatsSource.of(session), categories, map, view, axis);
  }

  /** The same with figures from {@code source} (tests give a slow one). */
  StatisticsWindow(Window owner, String traceName, StatsSource source, Map<Integer, Category> categories,
      LineIdMap map, Supplier<ViewState.Window> view, Supplier<TimelineScope> axis) {
    super(owner, "Statistics — " + traceName, ModalityType.MODELESS);
    this.baseTitle = getTitle();
    this.source = source;
    this.categories = categories;
    this.map = map;
    this.view = view;
    this.axis = axis;
    this.shown = axis.get();
    this.range = new RangeFields(() -> compute(false), this::useView);
    setName("statisticsWindow");
    setDefaultCloseOperation(DISPOSE_ON_CLOSE);
    addWindowListener(new WindowAdapter() {
      @Override
      public void windowClosed(WindowEvent e) {
        cancel();
        stopLayout();
        banner.stop();
      }
    });
    getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
        JComponent.WHEN_IN_FOCUSED_WINDOW);
    layoutParts();
    ChartWarmUp.start(categories, map);
    // 980×760, or 90 % of a smaller screen's usable area
    java.awt.Rectangle usable = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
    setSize(new Dimension(Math.min(980, usable.width * 9 / 10), Math.min(760, usable.height * 9 / 10)));
    setMinimumSize(new Dimension(Math.min(640, usable.width), Math.min(480, usable.height)));
    setLocationRelativeTo(owner);
  }

  private void layoutParts() {
    JPanel top = new JPanel(new BorderLayout());
    JPanel header = new JPanel(new BorderLayout(0, 4));
    header.setBorder(BorderFactory.createEmptyBorder(10, 12, 8, 12));
    header.add(range, BorderLayout.NORTH);
    summary.setName("statsSummary");
    summary.setForeground(UIManager.getColor("Label.disabledForeground"));
    // lined up with the "from" field's text, under the range it describes
    summary.setBorder(BorderFactory.createEmptyBorder(0, 6, 0, 0));
    onlyShown.setName("statsOnlyShown");
    onlyShown.setToolTipText("Unticked: every timeline of the trace, also those the axis filters, hides or folds away");
    onlyShown.addActionListener(e -> reshow());
    JPanel summaryLine = new JPanel(new BorderLayout(12, 0));
    summaryLine.add(summary, BorderLayout.CENTER);
    summaryLine.add(onlyShown, BorderLayout.EAST);
    onlyShown.setVisible(!shown.isAll());
    header.add(summaryLine, BorderLayout.SOUTH);
    top.add(header, BorderLayout.NORTH);
    top.add(banner, BorderLayout.SOUTH);
    JButton close = new JButton("Close");
    close.setName("statsClose");
    close.addActionListener(e -> dispose());
    getContentPane().setLayout(new BorderLayout());
    getContentPane().add(top, BorderLayout.NORTH);
    getContentPane().add(figures.charts(), BorderLayout.CENTER);
    getContentPane().add(figures.buttons(close), BorderLayout.SOUTH);
  }

  /** Shows statistics of {@code [start, end]}: approximate first when the range is large. */
  public void showRange(double start, double end) {
    range.set(start, end);
    compute(false);
  }

  private void useView() {
    shown = axis.get();
    onlyShown.setVisible(!shown.isAll());
    ViewState.Window w = view.get();
    showRange(w.startSec(), w.endSec());
  }

  private void compute(boolean exact) {
    double[] r = range.read();
    if (r != null) {
      compute(r[0], r[1], exact);
    }
  }

  /** Computes the figures of [start, end] of the scope chosen now (its timelines alone when a part). */
  private void compute(double start, double end, boolean exact) {
    cancel();
    stopLayout();
    setTitle(baseTitle + " [" + RangeFields.text(start, end - start) + " … " + RangeFields.text(end, end - start) + "]");
    banner.showBusy(exact);
    figures.computing();
    TimelineScope scope = scope();
    StatsRequest req = new StatsRequest(source, start, end, exact, scope, s -> showAndRefine(s, scope),
        e -> banner.showMessage("Could not compute statistics: " + e.getMessage(), false));
    running = req;
    req.execute();
  }

  /**
   * Shows computed figures and, when they are approximate, computes the exact ones next (see
   * {@link #refine}): they replace the estimate when ready, and Cancel keeps the estimate.
   */
  private void showAndRefine(RangeStatistics s, TimelineScope scope) {
    show(s, scope);
    if (s.approximate()) {
      refining = scope;
      banner.showRefining(scope.bound(s));
    }
  }

  /**
   * Starts computing the exact figures of the approximate ones just put on screen. Not before: side
   * by side with the estimate's layout, the exact computation's threads took the cores, and on wrf
   * under load the window stayed empty until the exact figures came, 8 s later.
   */
  private void refine() {
    TimelineScope scope = refining;
    refining = null;
    StatsRequest req = new StatsRequest(source, full.start(), full.end(), true, scope, exact -> show(exact, scope),
        e -> banner.showMessage("Could not compute exact statistics: " + e.getMessage(), true));
    running = req;
    req.execute();
  }

  private void cancel() {
    boolean exactDue = refining != null;
    refining = null;
    if (exactDue || running != null && !running.isDone()) {
      boolean exact = exactDue || running.exact();
      if (running != null) {
        running.cancel(true);
      }
      banner.showMessage(exact ? "Exact computation cancelled; the figures shown are approximate."
          : "Cancelled.", exact);
    }
    running = null;
  }

  /** Shows computed figures of every timeline (package-private so tests can show approximate ones). */
  void show(RangeStatistics s) {
    show(s, TimelineScope.all(map));
  }

  private void show(RangeStatistics s, TimelineScope of) {
    running = null;
    stopLayout();
    full = s;
    fullScope = of;
    reshow();
  }

  /**
   * Shows the last figures of the scope chosen now (the axis's timelines, or all): cut from those of
   * all timelines, or computed again when they were of a part only.
   */
  private void reshow() {
    if (full == null) {
      return;
    }
    TimelineScope scope = scope();
    if (!fullScope.isAll() && fullScope != scope) {
      compute(full.start(), full.end(), false);
      return;
    }
    stopLayout();
    String title = String.join(" / ", map.columnLabels());
    laying = new StatsLayout(full, categories, map, scope, timelineNames, title, figures.chartSize(),
        laid -> install(laid, scope),
        e -> {
          laying = null;
          refining = null;
          banner.showMessage("Could not show statistics: " + e.getMessage(), full.approximate());
        });
    laying.execute();
  }

  private void stopLayout() {
    if (laying != null) {
      laying.cancel(true);
      laying = null;
    }
  }

  /** Puts figures laid out off the EDT in place: nothing here grows with the number of rows. */
  private void install(StatsLayout.Laid laid, TimelineScope scope) {
    laying = null;
    rows = laid.rows();
    RangeStatistics s = rows.stats();
    if (refining == null && running == null) { // not while the exact figures are due
      banner.showResult(s.approximate(), s.bound());
    }
    summary.setText(TimeUnits.duration(s.end() - s.start()) + "  ·  " + scope.describe() + "  ·  "
        + String.format(java.util.Locale.ROOT, "%,d", rows.totalCount()) + " drawables  ·  "
        + (s.approximate() ? "approximate" : "exact"));
    figures.show(laid, String.join(" / ", map.columnLabels()));
    revalidate();
    repaint();
    if (refining != null) {
      refine();
    }
  }

  /** Labels timelines with the names the trace gives them (line ID → name) from the next figures shown. */
  public void setTimelineNames(Map<Integer, String> names) {
    timelineNames = Map.copyOf(names);
  }

  /** The timelines the figures are of: those the axis showed, or all when so chosen or when it showed all. */
  TimelineScope scope() {
    return onlyShown.isSelected() ? shown : TimelineScope.all(map);
  }

  /** The figures last computed, before they are cut to the scope (for tests). */
  RangeStatistics computed() {
    return full;
  }

  /** The rows shown, or null while the first computation runs (for tests). */
  public StatsRows rows() {
    return rows;
  }

  /** True while figures are being computed or laid out. */
  public boolean isComputing() {
    return running != null || laying != null || refining != null;
  }
}
