package org.leapshot.app.canvas;

import java.util.List;
import java.util.Map;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * Where a window's picture comes from, chosen once for the canvas, the preview strip and {@code
 * render --detail auto}, so that the three draw the same picture of the same window:
 * <ul>
 *   <li>where the answer's level of detail is coarse (nodes too big to read at this step), the stored
 *       overview's picture of the window stands in there ({@link RenderModel#withCoarsePatch}); where
 *       it paints over every column, the states beneath it are left out and made when a click asks
 *       ({@link CoveredStates});
 *   <li>elsewhere, in a window at least as coarse as the stored overview's columns, the live model
 *       with its cells' categories from the stored picture, exact there ({@link StoredCells});
 *   <li>else the live model as the answer gives it.
 * </ul>
 */
public final class LevelOfDetail {
  private LevelOfDetail() {}

  /** The stored overview's raster of the window, or null where it cannot stand in; asked at most once. */
  @FunctionalInterface
  public interface StoredPatch {
    ActivityRaster get();
  }

  /**
   * The model of {@code data}.
   *
   * @param coarserThanStored whether the window's columns each span a stored overview column or more
   *     ({@link StoredPicture#coarserThanStored}; false without an overview)
   * @param stored the stored overview's picture of the window, asked for only when one of the first two
   *     cases holds
   * @param finestSecPerPx the finest view the model will be drawn at (the canvas reuses a model for
   *     views a little finer): where the stored picture paints over every column of it, the states
   *     beneath are left out
   */
  public static RenderModel model(WindowData data, Map<Integer, Category> categories, LineIdMap map,
      PictureOptions options, boolean coarserThanStored, StoredPatch stored, double finestSecPerPx) {
    List<TimeBox> coarse = data.result().coarse();
    if (coarse.isEmpty() || !(data.endSec() > data.startSec()) || data.widthPx() <= 0) {
      return coarserThanStored ? StoredCells.model(data, categories, map, options, stored.get())
          : RenderModelBuilder.build(data, categories, map, options);
    }
    ActivityRaster patch = stored.get();
    if (patch == null) {
      return RenderModelBuilder.build(data, categories, map, options);
    }
    if (options.look() == PictureOptions.Look.ACTIVITY && !options.exact()
        && CoveredStates.hideAll(coarse, data.startSec(), data.endSec(), finestSecPerPx)) {
      return RenderModelBuilder.buildAbove(data, categories, map, options).withCoarsePatch(patch)
          .withCovered(new CoveredStates(data, categories, map, options));
    }
    return RenderModelBuilder.build(data, categories, map, options).withCoarsePatch(patch);
  }
}
