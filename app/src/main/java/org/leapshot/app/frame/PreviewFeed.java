package org.leapshot.app.frame;

import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.TimelinePane;
import org.leapshot.app.preview.Miniature;
import org.leapshot.app.preview.PreviewPanel;
import org.leapshot.app.preview.StoredProfileFirst;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.CategoryStyles;
import org.leapshot.app.work.BackgroundQueue;
import org.leapshot.app.work.OverviewWriter;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * What the preview strip shows of the whole run, and when: the profile kept in the stored overview
 * until the run is read; then the profile and miniature made from the canvas's first whole-run
 * answer (read again only when that answer was not the whole run), once the canvas has its first
 * picture; then the stored overview written beside the file if it has none. Kept up with the
 * styles, the arrangement of timelines, the map and the theme. EDT only; the work runs on its own
 * background queue.
 */
final class PreviewFeed implements AutoCloseable {
  static final int OVERVIEW_COLUMNS = 1600;
  /** The preview waits at most this long for the canvas's first picture before it starts its own work. */
  static final long FIRST_PICTURE_WAIT_MS = 2000;

  private final TraceView trace;
  private final PreviewPanel preview;
  private final CategoryStyles styles;
  private final TimelinePane timeline;
  private final StatusBar status;
  /** The canvas's coarse parts were hatched for want of the stored overview, which now exists. */
  private final Runnable storedOverviewKept;
  /** The preview is ready: the status bar's "Loading…" follows the canvas's queue alone. */
  private final Runnable ready;
  private final BackgroundQueue queue = new BackgroundQueue("leapshot-overview", busy -> { });
  private final OverviewWriter overviewWriter = new OverviewWriter();
  private final StoredProfileFirst storedProfile = new StoredProfileFirst();
  /** Whether the overview may be written beside the file (not for the bundled demo's temporary copy). */
  private boolean keepOverview = true;
  private LineIdMap map;
  private CanvasTheme theme = CanvasTheme.LIGHT;
  private boolean isReady;
  private boolean requested;
  private WindowData data;
  private RowPlan plan;

  PreviewFeed(TraceView trace, LineIdMap map, PreviewPanel preview, CategoryStyles styles, TimelinePane timeline,
      StatusBar status, Runnable storedOverviewKept, Runnable ready) {
    this.trace = trace;
    this.map = map;
    this.preview = preview;
    this.styles = styles;
    this.timeline = timeline;
    this.status = status;
    this.storedOverviewKept = storedOverviewKept;
    this.ready = ready;
  }

  /** Until the whole run is read, the preview shows the profile kept in the stored overview. */
  void showStoredProfile() {
    storedProfile.show(trace::storedOverview, trace.categories(), p -> preview.setStoredProfile(p, map.rowCount()));
  }

  /** The canvas's answer arrived: the first one feeds the preview, rather than reading the run twice. */
  void canvasLoaded(WindowData first) {
    if (requested) {
      return;
    }
    requested = true;
    boolean whole = first.startSec() <= trace.range().earliest() && first.endSec() >= trace.range().latest();
    afterFirstPicture(() -> load(whole ? first : null, whole && keepOverview));
  }

  /** The canvas's query failed: without this the preview would wait for a first window forever, and "Loading…" with it. */
  void canvasFailed() {
    if (!requested) {
      requested = true;
      load(null, false);
    }
  }

  /** True once the preview has its whole-run picture (or gave up on it). */
  boolean isReady() {
    return isReady;
  }

  void setKeepOverview(boolean keep) {
    keepOverview = keep;
  }

  /** Whether the miniature was last drawn for the arrangement of timelines {@code now}. */
  boolean drawnFor(RowPlan now) {
    return now == plan;
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

  /**
   * The preview's profile and miniature; then, when {@code thenKeep}, the stored overview is
   * computed and written beside the file if it has none (after the preview: both want the cores).
   */
  private void load(WindowData first, boolean thenKeep) {
    Runnable done = () -> {
      isReady = true;
      ready.run();
      if (thenKeep) {
        overviewWriter.writeIfMissing(trace, status::setItem, this::overviewKept);
      }
    };
    // What the picture looks like is read here, on the EDT; the work runs on the queue.
    Map<Integer, Category> look = look();
    RowPlan rows = rows();
    CanvasTheme shownIn = theme;
    queue.submit(() -> PreviewParts.of(trace, first != null ? first
        : trace.query(trace.range().earliest(), trace.range().latest(), OVERVIEW_COLUMNS), look, rows, shownIn), parts -> {
          data = parts.data();
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
    storedOverviewKept.run();
    if (data != null && data.result().isCoarse()) {
      WindowData read = data;
      Map<Integer, Category> look = look();
      RowPlan rows = rows();
      CanvasTheme shownIn = theme;
      queue.submit(() -> PreviewParts.of(trace, read, look, rows, shownIn), parts -> parts.showIn(preview, map.rowCount()),
          e -> { });
    }
  }

  void setMap(LineIdMap map) {
    this.map = map;
    refresh();
  }

  void setTheme(CanvasTheme theme) {
    this.theme = theme;
    refresh();
  }

  /** Redraws the per-timeline miniature after a style, map, arrangement or theme change (from the data already read). */
  void refresh() {
    if (data == null) {
      return;
    }
    WindowData read = data;
    Map<Integer, Category> look = look();
    RowPlan rows = rows();
    CanvasTheme shownIn = theme;
    queue.submit(() -> Miniature.render(read, look, rows, shownIn, trace.storedOverview().orElse(null)),
        preview::setMiniature, e -> { });
  }

  private Map<Integer, Category> look() {
    return styles.snapshot();
  }

  private RowPlan rows() {
    plan = timeline.arranger().plan();
    return plan;
  }

  @Override
  public void close() {
    queue.close();
    storedProfile.close();
    overviewWriter.close();
  }
}
