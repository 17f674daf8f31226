package org.leapshot.app.frame;

import java.awt.BorderLayout;
import java.awt.Point;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.Map;
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
import org.leapshot.app.preview.Miniature;
import org.leapshot.app.preview.PreviewPanel;
import org.leapshot.app.preview.StoredProfileFirst;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.search.SearchController;
import org.leapshot.app.settings.ArrangementStore;
import org.leapshot.app.settings.StyleStore;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.view.ViewState;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.app.work.CanvasLoader;
import org.leapshot.app.work.OverviewWriter;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Everything shown for one open trace: preview strip, timelines with ruler and labels, time
 * fields, legend; and the wiring between them (view changes → queries → canvas; style changes →
 * rebuild and save; clicks → info box). EDT only.
 */
final class TraceWorkspace extends JPanel implements CanvasListener, AutoCloseable {
  static final int OVERVIEW_COLUMNS = 1600;
  /** The preview waits at most this long for the canvas's first picture before it starts its own work. */
  static final long FIRST_PICTURE_WAIT_MS = 2000;

  private final TraceView trace;
  private final ViewState view;
  private final CategoryStyles styles;
  private final StatusBar status;
  private final BackgroundQueue queue;
  private final BackgroundQueue overviewQueue;
  private final CanvasLoader loader;
  private final PreviewPanel preview;
  private final TimelinePane timeline;
  private final LegendPanel legend;
  private final StyleStore styleStore;
  private final BackgroundQueue searchQueue;
  private final SearchController search;
  private final TraceProblems problems;
  private final InfoBoxes infoBoxes;
  private final OverviewWriter overviewWriter = new OverviewWriter();
  private final StoredProfileFirst storedProfile = new StoredProfileFirst();
  /** Whether the overview may be written beside the file (not for the bundled demo's temporary copy). */
  private boolean keepOverview = true;
  private LineIdMap map;
  private boolean overviewReady;
  private boolean overviewRequested;
  private WindowData overviewData;
  private RowPlan miniaturePlan;
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
    this.queue = new BackgroundQueue("leapshot-window-query", busy -> status.setLoading(busy || !overviewReady));
    this.overviewQueue = new BackgroundQueue("leapshot-overview", busy -> { });
    this.preview = new PreviewPanel(view, styles::snapshot);
    this.timeline = new TimelinePane(view, map, trace.timelineNames(), trace.timelineGroupNames(), styles::snapshot,
        this);
    this.loader = new CanvasLoader(trace, queue, timeline.canvas()::setModel, this::queryFailed);
    timeline.setSelectionListener(rows -> {
      loader.setRows(rows);
      requestModel();
      if (timeline.arranger().plan() != miniaturePlan) {
        refreshMiniature(); // the preview's timelines follow the axis's arrangement
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
    this.infoBoxes = new InfoBoxes(this, timeline.canvas(), view, status, problems);
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
      refreshMiniature();
    });
    timeline.canvas().addComponentListener(new ComponentAdapter() {
      @Override
      public void componentResized(ComponentEvent e) {
        requestModel();
      }
    });
    // Until the whole run is read, the preview shows the profile kept in the stored overview.
    storedProfile.show(trace::storedOverview, trace.categories(), p -> preview.setStoredProfile(p, map.rowCount()));
    // The first canvas query shows the whole run; the preview reuses it rather than reading twice.
    loader.setDataListener(data -> {
      problems.loaded(data, view.window());
      if (overviewRequested) {
        return;
      }
      overviewRequested = true;
      boolean whole = data.startSec() <= trace.range().earliest() && data.endSec() >= trace.range().latest();
      afterFirstPicture(() -> loadOverview(whole ? data : null, whole && keepOverview));
    });
  }

  /**
   * Runs {@code then} once the canvas shows its first picture (or is not showing, or after {@link
   * #FIRST_PICTURE_WAIT_MS}): the preview's profile and miniature redo the whole run's raster and
   * model, and on two cores they slowed the first picture's rendering when started beside it.
   */
  private void afterFirstPicture(Runnable then) {
    var canvas = timeline.canvas();
    whenReady(() -> !canvas.isShowing() || canvas.isPictureSettled(), FIRST_PICTURE_WAIT_MS, then);
  }

  /** Runs {@code then} once on the EDT, as soon as {@code ready} says so or {@code maxWaitMs} passed. Call on the EDT. */
  static void whenReady(java.util.function.BooleanSupplier ready, long maxWaitMs, Runnable then) {
    long since = System.nanoTime();
    javax.swing.Timer poll = new javax.swing.Timer(10, null);
    poll.addActionListener(e -> {
      if (ready.getAsBoolean() || System.nanoTime() - since > maxWaitMs * 1_000_000L) {
        poll.stop();
        then.run();
      }
    });
    poll.setInitialDelay(0);
    poll.start();
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
    JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, center, legend);
    split.setResizeWeight(1.0);
    split.setContinuousLayout(true);
    split.setBorder(BorderFactory.createEmptyBorder());
    // As wide as its columns ask (names, counts, wide inclusive times), within 440..600 px.
    int columns = legend.table().getColumnModel().getTotalColumnWidth() + 24;
    legend.setPreferredSize(new java.awt.Dimension(Math.max(440, Math.min(600, columns)), 400));
    // The split gives each side its preferred width and the rest to the canvas; the time fields and
    // toolbar alone would ask for so much that the legend's number columns were cut.
    center.setPreferredSize(new java.awt.Dimension(480, 400));
    add(split, BorderLayout.CENTER);
  }

  /**
   * The preview's profile and miniature; then, when {@code thenKeep}, the stored overview is
   * computed and written beside the file if it has none (after the preview: both want the cores).
   */
  private void loadOverview(WindowData firstData, boolean thenKeep) {
    Runnable done = () -> {
      overviewReady = true;
      status.setLoading(queue.isBusy());
      if (thenKeep) {
        overviewWriter.writeIfMissing(trace, status::setItem, this::overviewKept);
      }
    };
    Map<Integer, Category> look = styles.snapshot();
    RowPlan m = arrangedRows();
    CanvasTheme t = theme;
    overviewQueue.submit(() -> PreviewParts.of(trace, firstData != null ? firstData
        : trace.query(trace.range().earliest(), trace.range().latest(), OVERVIEW_COLUMNS), look, m, t), parts -> {
          overviewData = parts.data();
          preview.setDamaged(parts.data().problems().damaged());
          parts.showIn(preview, map.rowCount());
          done.run();
        }, e -> done.run());
  }

  /**
   * The overview has just been kept: what was hatched for want of it is drawn from it, and a preview
   * made from a coarse whole-run read is made anew from it.
   */
  private void overviewKept() {
    RenderModel.Coarse shownCoarse = timeline.canvas().model().coarse();
    if (shownCoarse.any() && shownCoarse.patch() == null) {
      loader.invalidate();
      requestModel();
    }
    if (overviewData != null && overviewData.result().isCoarse()) {
      WindowData data = overviewData;
      Map<Integer, Category> look = styles.snapshot();
      RowPlan m = arrangedRows();
      CanvasTheme t = theme;
      overviewQueue.submit(() -> PreviewParts.of(trace, data, look, m, t), parts -> parts.showIn(preview, map.rowCount()),
          e -> { });
    }
  }

  /** Redraws the per-timeline miniature after a style, map or theme change (from the data already read). */
  private void refreshMiniature() {
    if (overviewData == null) {
      return;
    }
    WindowData data = overviewData;
    Map<Integer, Category> look = styles.snapshot();
    RowPlan m = arrangedRows();
    CanvasTheme t = theme;
    overviewQueue.submit(() -> Miniature.render(data, look, m, t, trace.storedOverview().orElse(null)),
        preview::setMiniature, e -> { });
  }

  private RowPlan arrangedRows() {
    miniaturePlan = timeline.arranger().plan();
    return miniaturePlan;
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
    if (!overviewRequested) {
      // the preview would otherwise wait for a first window forever, and "Loading…" with it
      overviewRequested = true;
      loadOverview(null, false);
    }
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
    return overviewReady && !queue.isBusy();
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
    keepOverview = keep;
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
    refreshMiniature();
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
    refreshMiniature();
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
    overviewQueue.close();
    storedProfile.close();
    overviewWriter.close();
    searchQueue.close();
    try {
      trace.close();
    } catch (java.io.IOException e) {
      System.err.println("leapshot: closing " + trace.path() + ": " + e.getMessage());
    }
  }
}
