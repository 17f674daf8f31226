package org.leapshot.app.work;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.ActivityRaster;

/** A stored overview with no first picture, whose patch of every window is one raster; notes each window asked. */
final class PatchReader implements CanvasLoader.StoredReader {
  private final ActivityRaster patch;
  /** {start, end, widthPx} of each patch asked for. */
  final List<double[]> asked = new CopyOnWriteArrayList<>();

  PatchReader(ActivityRaster patch) {
    this.patch = patch;
  }

  @Override
  public RenderModel picture(int widthPx, LineIdMap map, PictureOptions options) {
    return null;
  }

  @Override
  public ActivityRaster patch(double start, double end, int widthPx, LineIdMap map, PictureOptions options,
      Map<Integer, Category> styles) {
    asked.add(new double[] {start, end, widthPx});
    return patch;
  }
}
