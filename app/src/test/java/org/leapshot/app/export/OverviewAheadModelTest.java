package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.testing.OverviewCopy;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * {@code render --detail auto} draws a window at least as coarse as the stored overview's columns
 * with the overview's categories in its cells (exact there) and the answer's states and arrows; a
 * finer window as the answer has it.
 */
class OverviewAheadModelTest {
  private static final int PX = 700;
  /** The whole run this narrow is read partly as shadows (at 700 pixels it is read whole). */
  private static final int NARROW_PX = 100;

  @TempDir
  Path dir;

  @Test
  void aCoarseEnoughWindowShowsTheStoredCategoriesAFinerOneTheLiveOnes() throws Exception {
    try (TraceView trace = TraceView.open(OverviewCopy.of(dir, "reference-converted/gen-r64_2M_21.slog2"))) {
      LineIdMap map = trace.lineIdMaps().get(0);
      TimeBox run = trace.range();
      double t0 = run.earliest();
      double t1 = run.latest();
      RenderModel whole = model(trace, map, t0, t1, NARROW_PX);
      ActivityRaster stored = StoredPicture.patch(trace.storedOverview().orElseThrow(), run, t0, t1, NARROW_PX, map,
          PictureOptions.ACTIVITY, trace.categories());
      RenderModel live = RenderModelBuilder.build(trace.query(t0, t1, NARROW_PX), trace.categories(), map);
      assertThat(whole.coarse().any()).isFalse();
      int fromStored = 0;
      for (int r = 0; r < stored.rowCount(); r++) {
        for (int c = 0; c < stored.width(); c++) {
          int shown = whole.activity().category(r, c);
          assertThat(shown).isIn(stored.category(r, c), live.activity().category(r, c));
          fromStored += shown != live.activity().category(r, c) ? 1 : 0;
        }
      }
      assertThat(fromStored).isPositive();
      assertThat(whole.states()).isEqualTo(live.states());
      assertThat(whole.arrows()).isEqualTo(live.arrows());

      double mid = (t0 + t1) / 2;
      double end = mid + (t1 - t0) / 8000;
      RenderModel fine = model(trace, map, mid, end, PX);
      RenderModel fineLive = RenderModelBuilder.build(trace.query(mid, end, PX), trace.categories(), map);
      for (int r = 0; r < map.rowCount(); r++) {
        for (int c = 0; c < PX; c++) {
          assertThat(fine.activity().category(r, c)).isEqualTo(fineLive.activity().category(r, c));
        }
      }
    }
  }

  private static RenderModel model(TraceView trace, LineIdMap map, double t0, double t1, int px) throws Exception {
    ExportSource src = new ExportSource(trace, t0, t1, map, trace.categories(), CanvasTheme.LIGHT);
    WindowData data = trace.query(t0, t1, px);
    OverviewAhead ahead = OverviewAhead.start(src, px, PictureOptions.ACTIVITY);
    try {
      return ahead.model(data);
    } finally {
      ahead.stop();
    }
  }

}
