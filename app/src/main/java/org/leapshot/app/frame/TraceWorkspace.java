package org.leapshot.app.frame;

import java.awt.BorderLayout;
import java.awt.Point;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.UIManager;
import org.leapshot.app.canvas.CanvasListener;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.Hit;
import org.leapshot.app.canvas.TimelinePane;
import org.leapshot.app.export.ExportSource;
import org.leapshot.app.legend.LegendPanel;
import org.leapshot.app.preview.PreviewPanel;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.search.SearchController;
import org.leapshot.app.settings.ArrangementStore;
import org.leapshot.app.settings.StyleStore;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.view.ViewState;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.app.work.CanvasLoader;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Everything shown for one open trace: preview strip, timelines with ruler and labels, time
 * fields, legend; and the wiring between them (view changes → queries → canvas; style changes →
 * rebuild and save; clicks → info box). EDT only.
 */
final class TraceWorkspace extends JPanel implements CanvasListener, AutoCloseable {
  private final TraceView trace;
  private final ViewState view;
  private final CategoryStyles styles;
  private final StatusBar status;
  private final BackgroundQueue queue;
  private final CanvasLoader loader;
  private final PreviewPanel preview;
  private final TimelinePane timeline;
  private final LegendPanel legend;
  private final StyleStore styleStore;
  private final BackgroundQueue searchQueue;
  /** Counts the whole run for the legend once the first picture is in. */
  private final BackgroundQueue totals = new BackgroundQueue("leapshot-legend-totals", busy -> { });
  private boolean totalsAsked;
  private final SearchController search;
  private final TraceProblems problems;
  private final InfoBoxes infoBoxes;
  private final PreviewFeed feed;
  private LineIdMap map;
  private CanvasTheme theme = CanvasTheme.LIGHT;

  TraceWorkspace(TraceView trace, StyleStore styleStore, StatusBar status, Runnable onViewChange) {
    super(new BorderLayout());
    setName("workspace");
    this.trace = trace;
    this.status = status;
    this.styleStore = styleStore;
    this.view = new ViewState(trace.range());
    this.styles = new CategoryStyles(trace.categories());
    styles.replaceAll(styleStore.restore(trace.path(), trace.categories()));
    this.map = trace.lineIdMaps().get(0);
    this.queue = new BackgroundQueue("leapshot-window-query", busy -> status.setLoading(busy || !isFeedReady()));
    this.preview = new PreviewPanel(view, styles::snapshot);
    this.timeline = new TimelinePane(view, map, trace.timelineNames(), trace.timelineGroupNames(), styles::snapshot,
        this);
    this.loader = new CanvasLoader(trace, queue, timeline.canvas()::setModel, this::queryFailed);
    this.feed = new PreviewFeed(trace, map, preview, styles, timeline, status, this::redrawCoarse,
        () -> status.setLoading(queue.isBusy()));
    timeline.setSelectionListener(rows -> {
      loader.setRows(rows);
      requestModel();
      if (!feed.drawnFor(timeline.arranger().plan())) {
        feed.refresh(); // the preview's timelines follow the axis's arrangement
      }
    });
    ArrangementStore arrangements = styleStore.arrangements();
    timeline.arranger().restore(arrangements.restore(trace.path()));
    timeline.arranger().setSaveListener(all -> arrangements.save(trace.path(), all));
    this.legend = new LegendPanel(styles);
    legend.setRunSeconds(trace.range().duration());
    legend.loadTraceGroups(trace.path(), styleStore.restoreGroupColours(trace.path()), status::setItem);
    if (trace.timelineNamesProblem() != null) {
      status.setItem(trace.timelineNamesProblem());
    }
    this.searchQueue = new BackgroundQueue("leapshot-search", busy -> { });
    this.search = new SearchController(trace, view, styles, timeline.canvas(), searchQueue, status::setItem);
    this.problems = new TraceProblems(status, timeline.canvas());
    this.infoBoxes = new InfoBoxes(this, timeline.canvas(), view, status, problems, new CellLookup(trace));
    layoutParts();
    view.addListener(() -> {
      problems.show(view.window());
      requestModel();
      onViewChange.run();
    });
    styles.addListener(() -> {
      styleStore.save(trace.path(), styles.own(), styles.groupColours().colours());
      requestModel();
      preview.repaint();
      feed.refresh();
    });
    timeline.canvas().addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        requestModel();
      }
    });
    feed.showStoredProfile();
    loader.setDataListener(data -> {
      problems.loaded(data, view.window());
      feed.canvasLoaded(data);
      countWholeRun();
    });
  }

  /**
   * After the first picture, counts the whole run's figures by category in the background for the
   * legend, whose Count, Incl and Excl are the file's summary until then (its exclusive times can
   * be far off). One full read of the file at the lowest priority; closing the trace stops it, and
   * a file that cannot be counted keeps the summary.
   */
  private void countWholeRun() {
    if (totalsAsked) {
      return;
    }
    totalsAsked = true;
    totals.submit(() -> {
      Thread.currentThread().setPriority(Thread.MIN_PRIORITY);
      return trace.countWholeRun().byCategory();
    }, legend::setExactTotals, e -> { });
  }

  private boolean isFeedReady() {
    return feed != null && feed.isReady();
  }

  /** The stored overview was just kept: coarse parts hatched for want of it are drawn from it. */
  private void redrawCoarse() {
    RenderModel.Coarse shownCoarse = timeline.canvas().model().coarse();
    if (shownCoarse.any() && shownCoarse.patch() == null) {
      loader.invalidate();
      requestModel();
    }
  }

  private void layoutParts() {
    JPanel center = new JPanel(new BorderLayout());
    JPanel previewBox = new JPanel(new BorderLayout());
    previewBox.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8),
        BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor"))));
    previewBox.add(preview, BorderLayout.CENTER);
    center.add(previewBox, BorderLayout.NORTH);
    timeline.setBorder(BorderFactory.createMatteBorder(1, 0, 1, 0, UIManager.getColor("Component.borderColor")));
    center.add(timeline, BorderLayout.CENTER);
    center.add(new TimeFieldsPanel(view, () -> timeline.canvas().requestFocusInWindow()), BorderLayout.SOUTH);
    // As wide as its columns ask (names, counts, wide inclusive times), within 440..600 px, and
    // within its share of a narrow window (LegendSplit).
    int columns = legend.table().getColumnModel().getTotalColumnWidth() + 24;
    legend.setPreferredSize(new java.awt.Dimension(Math.max(440, Math.min(600, columns)), 400));
    JSplitPane split = LegendSplit.of(center, legend, legend.table());
    split.setContinuousLayout(true);
    split.setBorder(BorderFactory.createEmptyBorder());
    // The split gives each side its preferred width and the rest to the canvas; the time fields and
    // toolbar alone would ask for so much that the legend's number columns were cut.
    center.setPreferredSize(new java.awt.Dimension(480, 400));
    add(split, BorderLayout.CENTER);
  }

  void requestModel() {
    int width = timeline.canvas().getWidth();
    if (width > 0) {
      loader.setRowHeight(timeline.canvas().rows().rowHeightPx());
      loader.request(view.window(), width, map, styles.snapshot());
    }
  }

  private void queryFailed(Exception e) {
    loader.invalidate();
    problems.failed(e, view.window());
    feed.canvasFailed();
  }

  TraceView trace() {
    return trace;
  }

  ViewState view() {
    return view;
  }

  CategoryStyles styles() {
    return styles;
  }

  TimelinePane timeline() {
    return timeline;
  }

  LineIdMap map() {
    return map;
  }

  /** True when nothing is loading: the canvas shows the model for the current window. */
  boolean isIdle() {
    return feed.isReady() && !queue.isBusy();
  }

  /** True while the canvas shows the picture stored beside the file and the real one is loading. */
  boolean showsStoredPicture() {
    return loader.showsStoredPicture();
  }

  /** How many pictures came from the stored overview. */
  int storedPictures() {
    return loader.storedPictures();
  }

  /** Whether to write the stored overview beside the file after the first picture (not for the demo's copy). */
  void setKeepOverview(boolean keep) {
    feed.setKeepOverview(keep);
  }

  PreviewPanel preview() {
    return preview;
  }

  TraceProblems problems() {
    return problems;
  }

  SearchController search() {
    return search;
  }

  void setMap(LineIdMap newMap) {
    if (newMap.equals(map)) {
      return;
    }
    map = newMap;
    closePopup();
    timeline.setMap(newMap);
    requestModel();
    feed.setMap(newMap);
  }

  void setStackedShares(boolean on) {
    loader.setLook(on ? PictureOptions.Look.STACKED_SHARES : PictureOptions.Look.ACTIVITY);
    requestModel();
  }

  void setTheme(CanvasTheme theme) {
    this.theme = theme;
    timeline.setTheme(theme);
    preview.setTheme(theme);
    legend.setTheme(theme);
    feed.setTheme(theme);
  }

  /** The current view for File › Export View. */
  ExportSource exportSource() {
    // The timelines as shown: an export of a filtered or folded view drew every timeline of the map.
    return new ExportSource(trace, view.window().startSec(), view.window().endSec(), map, styles.snapshot(), theme,
        timeline.arranger().arranged() ? timeline.arranger().plan() : null);
  }

  @Override
  public void clicked(Hit hit, Point screen) {
    infoBoxes.clicked(hit, screen);
  }

  @Override
  public void hovered(double timeSec, Hit hit) {
    infoBoxes.hovered(timeSec, hit);
  }

  void closePopup() {
    infoBoxes.close();
  }

  @Override
  public void close() {
    closePopup();
    queue.close();
    feed.close();
    searchQueue.close();
    infoBoxes.stopLookups();
    totals.close();
    try {
      trace.close();
    } catch (java.io.IOException e) {
      System.err.println("leapshot: closing " + trace.path() + ": " + e.getMessage());
    }
  }
}
