package org.leapshot.app.export;

import java.awt.Rectangle;
import java.io.IOException;
import java.util.List;
import org.leapshot.app.canvas.CoarsePainter;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.StoredCells;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * The model {@code render --detail auto} draws, as the canvas's: the stored overview's picture over
 * the parts where the answer is coarse; else the live level of detail, its cells' categories from
 * the stored overview in a window at least as coarse as its columns ({@link StoredCells}: exact
 * there, where the live ones are estimated from the shadows' ratios).
 */
final class LevelOfDetailModel {
  private LevelOfDetailModel() {}

  static RenderModel of(ExportSource src, WindowData data, PictureOptions options, PaintContext ctx, int canvasH,
      OverviewAhead ahead) throws IOException {
    List<TimeBox> coarse = data.result().coarse();
    if (coarse.isEmpty()) {
      if (StoredPicture.coarserThanStored(src.trace().storedOverview().orElse(null), src.trace().range(),
          data.startSec(), data.endSec(), data.widthPx())) {
        return StoredCells.model(data, src.styles(), src.map(), options, ahead.get(data));
      }
      ahead.stop();
      return RenderModelBuilder.build(data, src.styles(), src.map(), options);
    }
    // Built while the patch is finished; the whole model only when there turns out to be no patch.
    // Where that picture covers every column, the states and raster beneath it are left out: the
    // picture is the same, and they were most of the work on 16 384 timelines.
    boolean hidden = CoarsePainter.hidesAll(ctx, coarse, new Rectangle(0, 0, data.widthPx(), canvasH));
    RenderModel model = hidden ? RenderModelBuilder.buildAbove(data, src.styles(), src.map(), options)
        : RenderModelBuilder.build(data, src.styles(), src.map(), options);
    ActivityRaster patch = ahead.get(data);
    if (patch == null) {
      return hidden ? RenderModelBuilder.build(data, src.styles(), src.map(), options) : model;
    }
    return model.withCoarsePatch(patch);
  }
}
