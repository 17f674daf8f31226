package org.leapshot.app.work;

import java.util.Map;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.trace.TraceView;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.ActivityRaster;

/** The trace's stored overview, with or without message density as the canvas's rows show it. */
final class TraceStoredReader implements CanvasLoader.StoredReader {
  private final TraceView trace;
  private volatile boolean density = true;

  TraceStoredReader(TraceView trace) {
    this.trace = trace;
  }

  @Override
  public RenderModel picture(int px, LineIdMap map, PictureOptions opts) {
    return StoredPicture.of(trace.storedOverview().orElse(null), trace.range(), px, map, opts, density);
  }

  @Override
  public ActivityRaster patch(double start, double end, int px, LineIdMap map, PictureOptions opts,
      Map<Integer, Category> styles) {
    return StoredPicture.patch(trace.storedOverview().orElse(null), trace.range(), start, end, px, map, opts, styles,
        density);
  }

  @Override
  public boolean coarserThanStored(double start, double end, int px) {
    return StoredPicture.coarserThanStored(trace.storedOverview().orElse(null), trace.range(), start, end, px);
  }

  @Override
  public void showDensity(boolean shown) {
    density = shown;
  }
}
