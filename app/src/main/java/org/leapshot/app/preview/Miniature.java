package org.leapshot.app.preview;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.LevelOfDetail;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.canvas.ScenePainter;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.StoredOverview;

/**
 * The whole run drawn per timeline with the canvas's own painters, small: one image row band per
 * row of the axis's arrangement (2 px, 1 px beyond 1000 rows; hidden timelines left out, a
 * collapsed group one row), which the preview strip scales to its height. Built off the EDT from
 * the overview query's data.
 */
public final class Miniature {
  private Miniature() {}

  public static BufferedImage render(WindowData data, Map<Integer, Category> styles, LineIdMap map, CanvasTheme theme) {
    return render(data, styles, RowPlan.of(map), theme, null);
  }

  /**
   * The rows of {@code arranged}, unmerged (the strip scales the image to its height anyway), the
   * {@code stored} overview (null: none) standing in as on the canvas ({@link LevelOfDetail}).
   */
  public static BufferedImage render(WindowData data, Map<Integer, Category> styles, RowPlan arranged,
      CanvasTheme theme, StoredOverview stored) {
    RowPlan plan = arranged.withLinesPerRow(1);
    int n = plan.baseRowCount();
    int width = Math.max(1, Math.min(4096, data.widthPx()));
    int rowPx = n > 1000 ? 1 : n > 200 ? 2 : 4;
    RowLayout rows = new RowLayout(plan, rowPx);
    int height = Math.max(1, Math.min(8192, rows.heightPx()));
    PictureOptions options = PictureOptions.ACTIVITY.withRows(RowSelection.of(plan));
    TimeBox run = new TimeBox(data.startSec(), data.endSec());
    WindowData sized = new WindowData(data.startSec(), data.endSec(), width, data.result(), data.problems());
    // The whole run on at most the overview's columns: its picture is the exact one there.
    RenderModel model = LevelOfDetail.model(sized, styles, plan.map(), options,
        StoredPicture.coarserThanStored(stored, run, data.startSec(), data.endSec(), width),
        () -> StoredPicture.patch(stored, run, data.startSec(), data.endSec(), width, plan.map(), options, styles,
            false), // states only: no density band
        (data.endSec() - data.startSec()) / width);
    BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      PaintContext ctx = new PaintContext(new TimeScale(data.startSec(), Math.max(data.endSec(), data.startSec() + 1e-12),
          width), rows, styles, theme);
      // States only (the truthful per-pixel picture, as on the canvas): arrows and markers would hide them.
      RenderModel statesOnly = new RenderModel(model.startSec(), model.endSec(), model.builtSecPerPx(), model.mapTitle(),
          model.states(), model.shadowStates(), java.util.List.of(), java.util.List.of(), model.drawableCount(),
          model.activity(), model.coarse());
      ScenePainter.paint(g, ctx, statesOnly, new Rectangle(0, 0, width, height), null);
    } finally {
      g.dispose();
    }
    return img;
  }
}
