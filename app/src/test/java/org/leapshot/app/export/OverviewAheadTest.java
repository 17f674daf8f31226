package org.leapshot.app.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.CanvasTheme;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.StoredOverview;
import org.leapshot.slog2.query.TraceSession;

/**
 * The stored overview's picture made ahead of the query is the one {@link StoredPicture#patch}
 * makes for the window the answer is for, whether it was made ahead, for another window, or stopped.
 */
class OverviewAheadTest {
  @TempDir
  Path dir;

  @Test
  void thePatchMadeAheadIsTheWindowsOwn() throws Exception {
    Path trace = dir.resolve("r64.slog2");
    Files.copy(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"), trace);
    try (TraceSession session = TraceSession.open(trace)) {
      StoredOverview.compute(session, StoredOverview.COLUMNS).writeBeside(trace);
    }
    try (TraceView view = TraceView.open(trace)) {
      LineIdMap map = view.lineIdMaps().get(0);
      double t0 = view.range().earliest();
      double t1 = view.range().latest();
      ExportSource src = new ExportSource(view, t0, t1, map, view.categories(), CanvasTheme.LIGHT);
      PictureOptions options = PictureOptions.ACTIVITY;

      OverviewAhead ahead = OverviewAhead.start(src, 700, options);
      ActivityRaster made = ahead.get(WindowData.empty(t0, t1, 700));
      assertThat(made).isNotNull();
      assertSame(made, expected(view, map, t0, t1, 700, options));

      double mid = (t0 + t1) / 2;
      ActivityRaster other = OverviewAhead.start(src, 700, options).get(WindowData.empty(t0, mid, 500));
      assertSame(other, expected(view, map, t0, mid, 500, options));

      OverviewAhead stopped = OverviewAhead.start(src, 700, options);
      stopped.stop();
      assertSame(stopped.get(WindowData.empty(t0, t1, 700)), expected(view, map, t0, t1, 700, options));
    }
  }

  private static ActivityRaster expected(TraceView view, LineIdMap map, double t0, double t1, int width,
      PictureOptions options) throws Exception {
    return StoredPicture.patch(view.storedOverview().orElseThrow(), view.range(), t0, t1, width, map, options,
        view.categories());
  }

  private static void assertSame(ActivityRaster a, ActivityRaster b) {
    assertThat(a.width()).isEqualTo(b.width());
    assertThat(a.startSec()).isEqualTo(b.startSec());
    assertThat(a.secPerColumn()).isEqualTo(b.secPerColumn());
    assertThat(a.rowCount()).isEqualTo(b.rowCount());
    for (int r = 0; r < a.rowCount(); r++) {
      for (int c = 0; c < a.width(); c++) {
        assertThat(a.category(r, c)).as("row %d column %d", r, c).isEqualTo(b.category(r, c));
        assertThat(a.depth(r, c)).isEqualTo(b.depth(r, c));
        assertThat(a.density(r, c)).isEqualTo(b.density(r, c));
      }
    }
  }
}
