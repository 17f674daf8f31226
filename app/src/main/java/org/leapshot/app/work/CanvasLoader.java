package org.leapshot.app.work;

import java.util.Map;
import java.util.function.Consumer;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;

/**
 * Turns view changes into window queries and render models. It reads one window width ahead on
 * each side (3× the visible width at the same resolution), so panning and small zooms are served
 * from the model already built; it queries again only when the view leaves the loaded range or
 * the resolution changes by more than {@link #RESOLUTION_SLACK}. Style or map changes rebuild the
 * model from the last query's data without touching the file. Call on the EDT; the work runs on
 * the {@link BackgroundQueue}.
 */
public final class CanvasLoader {
  /** A loaded model is reused while the current sec/px is within this factor of the one it was built for. */
  static final double RESOLUTION_SLACK = 1.45;

  private final TraceView trace;
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

  public CanvasLoader(TraceView trace, BackgroundQueue queue, Consumer<RenderModel> sink, Consumer<Exception> onError) {
    this.trace = trace;
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
    if (lastData != null && covers(lastData, window) && resolutionFits(lastData, secPerPx)) {
      if (!sameLook) {
        WindowData data = lastData;
        lastStyles = styles;
        lastMap = map;
        queue.submit(() -> RenderModelBuilder.build(data, styles, map, opts), this::apply, onError);
      }
      return;
    }
    double w = window.widthSec();
    double start = Math.max(trace.range().earliest(), window.startSec() - w);
    double end = Math.min(trace.range().latest(), window.endSec() + w);
    int queryPx = (int) Math.max(1, Math.min(200_000, Math.round((end - start) / secPerPx)));
    lastStyles = styles;
    lastMap = map;
    queue.submit(() -> {
      WindowData data = trace.query(start, end, queryPx);
      return new Loaded(data, RenderModelBuilder.build(data, styles, map, opts));
    }, loaded -> {
      lastData = loaded.data();
      apply(loaded.model());
      dataListener.accept(loaded.data());
    }, e -> {
      lastData = null;
      onError.accept(e);
    });
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
    }
  }

  /** Drops cached data so the next request queries again (e.g. after an error). */
  public void invalidate() {
    lastData = null;
  }

  private void apply(RenderModel model) {
    lastModel = model;
    sink.accept(model);
  }

  private record Loaded(WindowData data, RenderModel model) {}

  private static boolean covers(WindowData d, Window w) {
    return d.startSec() <= w.startSec() + w.widthSec() * 1e-9 && w.endSec() - w.widthSec() * 1e-9 <= d.endSec();
  }

  private static boolean resolutionFits(WindowData d, double secPerPx) {
    double built = (d.endSec() - d.startSec()) / d.widthPx();
    double ratio = built / secPerPx;
    return ratio <= RESOLUTION_SLACK && ratio >= 1 / RESOLUTION_SLACK;
  }
}
