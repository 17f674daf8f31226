package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.canvas.RenderModelBuilder;
import org.leapshot.app.canvas.StoredPicture;
import org.leapshot.app.testing.OverviewCopy;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;

/**
 * A window at least as coarse as the stored overview's columns shows, when the live answer arrives,
 * the stored categories (exact there) in the cells the level of detail estimates from summaries, and keeps everything else of the live model: its real states (what a click finds),
 * arrows, events and message density. A finer window, or one with a category hidden, gets the
 * live picture as it is.
 */
class CanvasLoaderStoredTest {
  private static final int PX = 700;
  /** The whole run this narrow is read partly as shadows (at 700 pixels it is read whole). */
  private static final int NARROW_PX = 100;

  @TempDir
  Path dir;

  @Test
  void aWindowAsCoarseAsTheStoredColumnsShowsTheStoredCategories() throws Exception {
    try (TraceView trace = TraceView.open(OverviewCopy.of(dir, "reference-converted/gen-r64_2M_21.slog2"))) {
      LineIdMap map = trace.lineIdMaps().get(0);
      Map<Integer, Category> styles = trace.categories();
      TimeBox run = trace.range();
      double t0 = run.earliest();
      double t1 = run.latest();

      RenderModel whole = load(trace, new Window(t0, t1), NARROW_PX, map, styles);
      ActivityRaster stored = StoredPicture.patch(trace.storedOverview().orElseThrow(), run, t0, t1, NARROW_PX, map,
          PictureOptions.ACTIVITY, styles);
      RenderModel live = RenderModelBuilder.build(trace.query(t0, t1, NARROW_PX), styles, map);
      assertThat(live.shadowStates()).isNotEmpty();
      int fromStored = 0;
      for (int r = 0; r < map.rowCount(); r++) {
        for (int c = 0; c < NARROW_PX; c++) {
          int shown = whole.activity().category(r, c);
          int estimate = live.activity().category(r, c);
          assertThat(shown).as("row %d column %d", r, c).isIn(stored.category(r, c), estimate);
          assertThat(whole.activity().density(r, c)).isEqualTo(live.activity().density(r, c));
          fromStored += shown != estimate ? 1 : 0;
        }
      }
      assertThat(fromStored).as("cells where the stored category replaced the live estimate").isPositive();
      assertThat(whole.states()).isEqualTo(live.states()).isNotEmpty();
      assertThat(whole.arrows()).isEqualTo(live.arrows());
      assertThat(whole.events()).isEqualTo(live.events());

      // 1/8000 of the run on 700 pixels: finer than the stored columns, the live picture stays.
      double w = (t1 - t0) / 8000;
      double mid = (t0 + t1) / 2;
      assertLive(load(trace, new Window(mid, mid + w), PX, map, styles),
          RenderModelBuilder.build(trace.query(mid, mid + w, PX), styles, map));

      // A hidden category is in the stored picture all the same: the live one is drawn.
      Map<Integer, Category> hidden = new java.util.HashMap<>(styles);
      int some = hidden.keySet().iterator().next();
      hidden.put(some, hidden.get(some).withVisible(false));
      assertLive(load(trace, new Window(t0, t1), PX, map, hidden),
          RenderModelBuilder.build(trace.query(t0, t1, PX), hidden, map));
    }
  }

  private static void assertLive(RenderModel shown, RenderModel live) {
    for (int r = 0; r < live.activity().rowCount(); r++) {
      for (int c = 0; c < live.activity().width(); c++) {
        assertThat(shown.activity().category(r, c)).isEqualTo(live.activity().category(r, c));
      }
    }
  }

  /** The model the loader settles on for {@code window} (a stored first picture, if any, comes before it). */
  private static RenderModel load(TraceView trace, Window window, int px, LineIdMap map,
      Map<Integer, Category> styles) throws Exception {
    LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
    try (BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader(trace::query, new TraceStoredReader(trace), trace.range(), queue,
          models::add, e -> { });
      SwingUtilities.invokeAndWait(() -> loader.request(window, px, map, styles));
      RenderModel last = null;
      for (RenderModel m = models.poll(20, TimeUnit.SECONDS); m != null; m = models.poll(300, TimeUnit.MILLISECONDS)) {
        last = m;
        if (!m.states().isEmpty()) {
          break; // the answer's model (the stored first picture has no states)
        }
      }
      assertThat(last).isNotNull();
      return last;
    }
  }
}
