package org.leapshot.app.work;

import java.util.Map;
import java.util.function.Consumer;
import org.leapshot.app.canvas.ActivityPainter;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.canvas.LevelOfDetail;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * Turns view changes into window queries and render models: one query of the visible window per
 * view change, on the {@link BackgroundQueue} (latest request wins). Reading ahead is the engine's
 * alone: after each query its read-ahead loads the neighbouring windows into the node cache, so the
 * query after a pan or zoom step is answered from memory; querying a wider window here as well
 * would triple the work of every step (and of every zoom) for the same effect. A model is reused
 * while the view stays inside the window it was built for and the resolution is within {@link
 * #RESOLUTION_SLACK}. Style or map changes rebuild the model from the last query's data without
 * touching the file. A whole-run request first shows the picture stored beside the file (see
 * {@link StoredPicture}) when it can stand for the real one, in the same job and under the same
 * latest-wins rule, and the real picture replaces it. Call on the EDT.
 */
public final class CanvasLoader {
  /** A loaded model is reused while the current sec/px is within this factor of the one it was built for. */
  static final double RESOLUTION_SLACK = 1.45;

  /** Reads one window: the trace's level-of-detail query (a counting fake in tests). */
  @FunctionalInterface
  interface WindowReader {
    WindowData read(double startSec, double endSec, int widthPx) throws java.io.IOException;
  }

  /** The whole run's picture from the stored overview, or null when there is none that fits (a fake in tests). */
  @FunctionalInterface
  interface StoredReader {
    RenderModel picture(int widthPx, LineIdMap map, PictureOptions options);

    /** The stored overview's raster of a window, for where its level of detail is coarse; null when none fits. */
    default ActivityRaster patch(double start, double end, int widthPx, LineIdMap map, PictureOptions options,
        Map<Integer, Category> styles) {
      return null;
    }

    /** True when a window on {@code widthPx} columns is at least as coarse as the stored overview's columns. */
    default boolean coarserThanStored(double start, double end, int widthPx) {
      return false;
    }

    /** Whether the canvas's rows are high enough to show message density (the pictures may leave it out). */
    default void showDensity(boolean shown) {
    }
  }

  /** No stored overview: every picture comes from a query. */
  static final StoredReader NONE = (px, map, opts) -> null;

  private final WindowReader reader;
  private final StoredReader stored;
  /** The shown model came from the stored overview; the real one is on its way. */
  private boolean provisional;
  private int storedPictures;
  private final TimeBox range;
  private final BackgroundQueue queue;
  private final Consumer<RenderModel> sink;
  private final Consumer<Exception> onError;
  private WindowData lastData;
  private RenderModel lastModel = RenderModel.EMPTY;
  private Object lastStyles;
  private LineIdMap lastMap;
  private Consumer<WindowData> dataListener = d -> { };
  private PictureOptions options = PictureOptions.ACTIVITY;
  private boolean lookChanged;
  /** The rows changed since the last request (folded, filtered, fitted): the canvas shows no picture until the next. */
  private boolean rowsChanged;
  private boolean densityShown = true;

  public CanvasLoader(TraceView trace, BackgroundQueue queue, Consumer<RenderModel> sink, Consumer<Exception> onError) {
    this(trace::query, new TraceStoredReader(trace), trace.range(), queue, sink, onError);
  }

  CanvasLoader(WindowReader reader, StoredReader stored, TimeBox range, BackgroundQueue queue,
      Consumer<RenderModel> sink, Consumer<Exception> onError) {
    this.reader = reader;
    this.stored = stored;
    this.range = range;
    this.queue = queue;
    this.sink = sink;
    this.onError = onError;
  }

  /** Makes sure a model for {@code window} on {@code widthPx} pixels is shown or on its way. */
  public void request(Window window, int widthPx, LineIdMap map, Map<Integer, Category> styles) {
    if (widthPx <= 0) {
      return;
    }
    double secPerPx = window.widthSec() / widthPx;
    boolean sameLook = styles == lastStyles && map.equals(lastMap) && !lookChanged;
    lookChanged = false;
    PictureOptions opts = options;
    boolean rowsChanged = this.rowsChanged;
    this.rowsChanged = false;
    if (lastData != null && covers(lastData, window) && resolutionFits(lastData, secPerPx)) {
      if (!sameLook) {
        WindowData data = lastData;
        lastStyles = styles;
        lastMap = map;
        // Folding or filtering rows of the whole run: until the new model is built (tenths of a
        // second on r16384, more where states are not covered) the canvas shows the old picture
        // carried over to the new rows (RearrangedPicture), one sample per pixel row; the stored
        // overview's picture of the new rows, merged properly, replaces it first, as on opening.
        boolean quickFirst = rowsChanged && data.startSec() <= range.earliest() && data.endSec() >= range.latest()
            && StoredPicture.showsAll(styles);
        queue.<RenderModel, RenderModel>submit(publish -> {
          StoredFirst quick = quickFirst ? StoredFirst.start(() -> stored.picture(data.widthPx(), map, opts), publish)
              : null;
          try {
            return model(data, styles, map, opts);
          } finally {
            if (quick != null) {
              quick.finish();
            }
          }
        }, this::applyStored, this::apply, onError);
      }
      return;
    }
    double[] part = inRun(window);
    double start = part[0];
    double end = part[1];
    int queryPx = (int) Math.max(1, Math.min(200_000, Math.round((end - start) / secPerPx)));
    lastStyles = styles;
    lastMap = map;
    // Not when a real picture of the whole run is up (a resize): it would step back to the stored one.
    boolean first = start <= range.earliest() && end >= range.latest() && StoredPicture.showsAll(styles)
        && !(lastModel != RenderModel.EMPTY && !provisional && lastModel.covers(start, end));
    queue.<RenderModel, Loaded>submit(publish -> {
      StoredFirst quick = first ? StoredFirst.start(() -> stored.picture(queryPx, map, opts), publish) : null;
      try {
        WindowData data = reader.read(start, end, queryPx);
        return new Loaded(data, model(data, styles, map, opts));
      } finally {
        if (quick != null) {
          quick.finish();
        }
      }
    }, this::applyStored, loaded -> {
      lastData = loaded.data();
      apply(loaded.model());
      dataListener.accept(loaded.data());
    }, e -> {
      lastData = null;
      onError.accept(e);
    });
  }

  /**
   * The picture of {@code data}, its stored parts chosen as everywhere ({@link LevelOfDetail}). On
   * 16 384 timelines the whole run and wide windows are coarse (their nodes are too big to read at
   * every step) and the stored picture stands in there; the whole run's model after a fold took 2-4 s,
   * and is ready in a few tenths with the states beneath it left out.
   */
  private RenderModel model(WindowData data, Map<Integer, Category> styles, LineIdMap map, PictureOptions opts) {
    // Reused for views inside the window down to RESOLUTION_SLACK times finer: the patch must cover those too.
    double finest = (data.endSec() - data.startSec()) / data.widthPx() / RESOLUTION_SLACK;
    return LevelOfDetail.model(data, styles, map, opts,
        stored.coarserThanStored(data.startSec(), data.endSec(), data.widthPx()),
        () -> stored.patch(data.startSec(), data.endSec(), data.widthPx(), map, opts, styles), finest);
  }

  /** Told on the EDT about every new query result (the preview builds its first profile from it). */
  public void setDataListener(Consumer<WindowData> listener) {
    this.dataListener = listener;
  }

  /** How previews are drawn; the next request rebuilds the model from the data already read. */
  public void setLook(PictureOptions.Look look) {
    if (look != options.look()) {
      options = new PictureOptions(look, false, options.rows());
      lookChanged = true;
    }
  }

  /** Which timelines share a row; the next request rebuilds the model from the data already read. */
  public void setRows(RowSelection rows) {
    if (!rows.equals(options.rows())) {
      options = options.withRows(rows);
      lookChanged = true;
      rowsChanged = true;
    }
  }

  /**
   * The canvas's row height: rows too low for the message density band get pictures from the stored
   * overview without it, which on 16 384 timelines is most of their work. A shown picture from it is
   * rebuilt when the rows grow high enough for the band.
   */
  public void setRowHeight(int px) {
    boolean shown = ActivityPainter.showsDensity(px);
    if (shown != densityShown) {
      densityShown = shown;
      stored.showDensity(shown);
      lookChanged |= shown && lastModel.coarse().patch() != null;
    }
  }

  /** Drops cached data so the next request queries again (e.g. after an error). */
  public void invalidate() {
    lastData = null;
  }

  /** True while the canvas shows the stored overview's picture and the real one is still loading. */
  public boolean showsStoredPicture() {
    return provisional;
  }

  /** How many pictures came from the stored overview (tests). */
  public int storedPictures() {
    return storedPictures;
  }

  /** Shows the stored overview's picture until the real one replaces it. */
  private void applyStored(RenderModel quick) {
    storedPictures++;
    apply(quick);
    provisional = true;
  }

  private void apply(RenderModel model) {
    provisional = false;
    lastModel = model;
    sink.accept(model);
  }

  private record Loaded(WindowData data, RenderModel model) {}

  /**
   * The part of {@code w} inside the run, which queries stop at; the whole window for a run of one
   * instant (a SimGrid platform trace, everything at 0), whose part would be empty and draw nothing.
   */
  private double[] inRun(Window w) {
    double start = Math.max(range.earliest(), w.startSec());
    double end = Math.min(range.latest(), w.endSec());
    return end > start ? new double[] {start, end} : new double[] {w.startSec(), w.endSec()};
  }

  /** True when {@code d} holds the part of {@code w} that lies inside the run (queries stop at its ends). */
  private boolean covers(WindowData d, Window w) {
    double[] part = inRun(w);
    double start = part[0];
    double end = part[1];
    return d.startSec() <= start + w.widthSec() * 1e-9 && end - w.widthSec() * 1e-9 <= d.endSec();
  }

  private static boolean resolutionFits(WindowData d, double secPerPx) {
    double built = (d.endSec() - d.startSec()) / d.widthPx();
    double ratio = built / secPerPx;
    return ratio <= RESOLUTION_SLACK && ratio >= 1 / RESOLUTION_SLACK;
  }
}
