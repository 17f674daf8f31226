package org.leapshot.app.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PaintContext;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.RowLayout;
import org.leapshot.app.canvas.RowSelection;
import org.leapshot.app.canvas.ScenePainter;
import org.leapshot.app.canvas.StoredCells;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.canvas.TimeScale;
import org.leapshot.app.rows.RowPlan;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.WindowResult;

/**
 * The preview's miniature leaves out the states the stored overview's picture paints over (seconds
 * after every fold on 16 384 timelines): its picture must be the one made from every state, where
 * the picture covers the whole run and where it covers only a part. Where the read is nowhere
 * coarse, its cells show the stored categories.
 */
class MiniatureCoverTest {
  private static final int WIDTH = 700;

  @Test
  void coveredOrNotTheMiniatureIsTheOneMadeFromEveryState() throws Exception {
    try (TraceView trace = TraceView.open(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"))) {
      StoredOverview overview = StoredOverview.compute(trace.session(), StoredOverview.COLUMNS); // in memory only
      double start = trace.range().earliest();
      double end = trace.range().latest();
      WindowResult read = trace.query(start, end, WIDTH).result();
      RowPlan plan = RowPlan.of(trace.lineIdMaps().get(0));
      for (List<TimeBox> spans : List.of(List.of(new TimeBox(start, end)),
          List.of(new TimeBox(start, (start + end) / 2)))) {
        WindowData data = new WindowData(start, end, WIDTH, new WindowResult(read.query(), read.drawables(),
            read.shadows(), 0, 0, 0, spans), null);
        BufferedImage shown = Miniature.render(data, trace.categories(), plan, CanvasTheme.LIGHT, overview);
        assertThat(pixels(shown)).as("coarse in %s", spans)
            .isEqualTo(pixels(fromEveryState(trace, overview, data, plan)));
      }
      // Nowhere coarse: the live miniature with the stored categories in its cells (it is never wider
      // than the overview's columns), not the live estimates.
      WindowData data = trace.query(start, end, 100); // this narrow the run is read partly as shadows
      BufferedImage shown = Miniature.render(data, trace.categories(), plan, CanvasTheme.LIGHT, overview);
      PictureOptions options = PictureOptions.ACTIVITY.withRows(RowSelection.of(plan));
      RenderModel cells = StoredCells.model(data, trace.categories(), plan.map(), options, StoredPicture.patch(overview,
          trace.range(), start, end, data.widthPx(), plan.map(), options, trace.categories(), false));
      assertThat(pixels(shown)).isEqualTo(pixels(paint(trace, data, plan, cells)))
          .isNotEqualTo(pixels(paint(trace, data, plan,
              RenderModelBuilder.build(data, trace.categories(), plan.map(), options))));
    }
  }

  /** The miniature as it was made before states were left out: every state, the patch painted over them. */
  private static BufferedImage fromEveryState(TraceView trace, StoredOverview overview, WindowData data,
      RowPlan plan) {
    PictureOptions options = PictureOptions.ACTIVITY.withRows(RowSelection.of(plan));
    RenderModel all = RenderModelBuilder.build(data, trace.categories(), plan.map(), options).withCoarsePatch(
        StoredPicture.patch(overview, trace.range(), data.startSec(), data.endSec(), WIDTH, plan.map(), options,
            trace.categories(), false));
    return paint(trace, data, plan, all);
  }

  /** {@code all}'s states and cells, painted as the miniature paints them. */
  private static BufferedImage paint(TraceView trace, WindowData data, RowPlan plan, RenderModel all) {
    RenderModel statesOnly = new RenderModel(all.startSec(), all.endSec(), all.builtSecPerPx(), all.mapTitle(),
        all.states(), all.shadowStates(), List.of(), List.of(), all.drawableCount(), all.activity(), all.coarse());
    RowLayout rows = new RowLayout(plan, 4);
    int width = data.widthPx();
    BufferedImage img = new BufferedImage(width, rows.heightPx(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      ScenePainter.paint(g, new PaintContext(new TimeScale(data.startSec(), data.endSec(), width), rows,
          trace.categories(), CanvasTheme.LIGHT), statesOnly, new Rectangle(0, 0, width, rows.heightPx()), null);
    } finally {
      g.dispose();
    }
    return img;
  }

  private static int[] pixels(BufferedImage img) {
    return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
  }
}
