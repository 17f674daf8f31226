package org.leapshot.app.canvas;

import java.util.Optional;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * What one pixel of the canvas shows where the picture comes from an {@link ActivityRaster} (the
 * level of detail) rather than from real boxes: the row's category in that column, at its depth,
 * over the column's time span, on the row's timelines. A click there must describe this, not the
 * shadow of a subtree read under it: that summary may span 27 views and other categories, and in a
 * row merging 32 timelines one timeline's state need not be what the row shows. {@code coarse} is
 * false where real states wide enough for boxes make the cell; there the cell's category is only the
 * hit test's preference among the boxes under the point.
 */
public record DrawnCell(int row, int category, int depth, double fromSec, double toSec, double timeSec,
    int[] lineIds, boolean coarse) {

  /** The cell under canvas point {@code (x, y)}, or empty where no raster paints (exact view, empty cell). */
  public static Optional<DrawnCell> at(RenderModel model, PaintContext ctx, double x, double y) {
    RowLayout rows = ctx.rows();
    int row = rows.rowAt(y);
    double t = ctx.scale().time(x);
    ActivityRaster raster = rasterAt(model, t, ctx.scale().secPerPx());
    if (row < 0 || raster == null || row >= raster.rowCount() || raster.width() <= 0) {
      return Optional.empty();
    }
    int column = (int) Math.floor((t - raster.startSec()) / raster.secPerColumn());
    if (column < 0 || column >= raster.width()) {
      return Optional.empty();
    }
    int run = raster.runIndex(row, column);
    if (run < 0 || raster.run(row, run, 1) == ActivityRaster.NONE) {
      return Optional.empty();
    }
    int category = raster.run(row, run, 1);
    int word = raster.run(row, run, 3);
    int depth = word & 0xFF;
    int frame = raster.run(row, run, 2);
    // The painter draws the frame (outer state) taller around the cell's own box: a point above or
    // below the inner box sees the frame's colour.
    double off = Math.abs(y - rows.centerY(row));
    if (off > NestingLayout.stateHeight(rows.rowHeightPx(), depth) / 2 + 0.5) {
      int frameDepth = (word >> 8) & 0xFF;
      if (frame == ActivityRaster.NONE || off > NestingLayout.stateHeight(rows.rowHeightPx(), frameDepth) / 2 + 0.5) {
        return Optional.empty(); // the raster paints nothing this far from the row's centre
      }
      category = frame;
      depth = frameDepth;
    }
    double from = raster.startSec() + column * raster.secPerColumn();
    return Optional.of(new DrawnCell(row, category, depth, from, from + raster.secPerColumn(), t,
        lineIdsOf(rows.plan(), row), (word & ActivityRaster.BOX) == 0));
  }

  /** How many timelines the row merges. */
  public int timelines() {
    return lineIds.length;
  }

  /**
   * The raster painted at time {@code t}: the stored overview's patch inside a coarse span's band
   * ({@link CoarsePainter} paints one column beyond each end), else the model's own.
   */
  private static ActivityRaster rasterAt(RenderModel model, double t, double secPerPx) {
    RenderModel.Coarse coarse = model.coarse();
    if (coarse.patch() != null) {
      for (TimeBox span : coarse.spans()) {
        if (t >= span.earliest() - secPerPx && t <= span.latest() + secPerPx) {
          return coarse.patch();
        }
      }
    }
    return model.activity();
  }

  /** The line IDs drawn in picture row {@code row} (a folded or fitted row merges several). */
  static int[] lineIdsOf(RowPlan plan, int row) {
    LineIdMap map = plan.map();
    IntList ids = new IntList();
    for (int r = 0, n = map.rowCount(); r < n; r++) {
      if (plan.pictureRowOf(r) == row) {
        ids.add(map.lineId(r));
      }
    }
    return ids.toArray();
  }
}
