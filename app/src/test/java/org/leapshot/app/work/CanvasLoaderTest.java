package org.leapshot.app.work;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.leapshot.app.canvas.PictureOptions;
import org.leapshot.app.canvas.RenderModel;
import org.leapshot.app.testing.Shared;
import org.leapshot.app.trace.TraceView;
import org.leapshot.app.trace.WindowData;
import org.leapshot.app.view.ViewState.Window;
import org.leapshot.slog2.model.Category;
import org.leapshot.slog2.model.LineIdMap;
import org.leapshot.slog2.model.TimeBox;
import org.leapshot.slog2.query.ActivityRaster;
import org.leapshot.slog2.query.WindowQuery;
import org.leapshot.slog2.query.WindowResult;

/**
 * Read-ahead has one owner, the engine: the loader queries exactly the visible window once per
 * view change (never a wider one, never the neighbours), reuses what it has when the view did not
 * leave it, and the engine's read-ahead serves the next pan step from memory.
 */
class CanvasLoaderTest {
  private static final LineIdMap MAP = LineIdMap.identity(new int[] {0, 1});

  /** What the loader asked for, one entry per query. */
  private record Asked(double start, double end, int px) {}

  @Test
  void oneQueryOfTheVisibleWindowPerViewChange() throws Exception {
    List<Asked> asked = new CopyOnWriteArrayList<>();
    LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
    try (BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        asked.add(new Asked(s, e, px));
        return WindowData.empty(s, e, px);
      }, CanvasLoader.NONE, new TimeBox(0, 100), queue, models::add, e -> { });
      Map<Integer, Category> styles = new HashMap<>();

      request(loader, new Window(10, 20), 1000, styles);
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotNull();
      assertThat(asked).containsExactly(new Asked(10, 20, 1000));

      assertThat(submits(queue, loader, new Window(10, 20), 1000, styles)).as("nothing changed").isFalse();
      assertThat(submits(queue, loader, new Window(11, 19), 1000, styles)).as("inside, resolution within the slack")
          .isFalse();

      request(loader, new Window(12.5, 22.5), 1000, styles); // a pan: the new window only
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotNull();
      assertThat(asked).containsExactly(new Asked(10, 20, 1000), new Asked(12.5, 22.5, 1000));

      request(loader, new Window(12.5, 22.5), 1000, new HashMap<>(styles)); // new styles: rebuilt, not read
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotNull();
      assertThat(asked).hasSize(2);

      request(loader, new Window(95, 105), 1000, styles); // past the run's end: only the part inside
      assertThat(models.poll(10, TimeUnit.SECONDS)).isNotNull();
      assertThat(submits(queue, loader, new Window(95, 105), 1000, styles)).isFalse();
      assertThat(asked).hasSize(3);
      assertThat(asked.get(2)).isEqualTo(new Asked(95, 100, 500));
    }
  }

  @Test
  void panStepsAreServedByTheEnginesReadAhead() throws Exception {
    List<WindowData> read = new CopyOnWriteArrayList<>();
    LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
    try (TraceView trace = TraceView.open(Shared.testdata("reference-converted/gen-r64_2M_21.slog2"));
        BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> {
        WindowData d = trace.query(s, e, px);
        read.add(d);
        return d;
      }, CanvasLoader.NONE, trace.range(), queue, models::add, e -> { });
      TimeBox run = trace.range();
      double w = run.duration() / 40;
      Map<Integer, Category> styles = trace.categories();
      double start = run.earliest() + 5 * w;
      request(loader, new Window(start, start + w), 1200, styles);
      assertThat(models.poll(30, TimeUnit.SECONDS)).isNotNull();
      assertThat(read.get(0).result().nodesRead()).as("the first window is read from the file").isPositive();
      for (int step = 1; step <= 6; step++) {
        trace.session().awaitReadAhead();
        start += w / 3;
        request(loader, new Window(start, start + w), 1200, styles);
        assertThat(models.poll(30, TimeUnit.SECONDS)).isNotNull();
        assertThat(read).hasSize(step + 1);
        WindowData d = read.get(step);
        assertThat(d.widthPx()).as("the visible window only").isEqualTo(1200);
        assertThat(d.result().nodesRead()).as("nodes read from the file at pan step %d", step).isZero();
      }
    }
  }

  @Test
  void whereTheAnswerIsCoarseTheStoredOverviewsPictureOfTheWindowStandsIn() throws Exception {
    LinkedBlockingQueue<RenderModel> models = new LinkedBlockingQueue<>();
    ActivityRaster patch = ActivityRaster.build(10, 20, 100, 2, l -> l, Map.of(), List.of(), List.of());
    PatchReader stored = new PatchReader(patch);
    List<double[]> patched = stored.asked;
    try (BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> new WindowData(s, e, px, new WindowResult(
          WindowQuery.lod(s, e, px), List.of(), List.of(), 0, 0, 0, s < 30 ? List.of(new TimeBox(s + 1, s + 2))
              : List.of()), null), stored, new TimeBox(0, 100), queue, models::add, e -> { });
      request(loader, new Window(10, 20), 1000, new HashMap<>());
      RenderModel coarse = models.poll(10, TimeUnit.SECONDS);
      assertThat(coarse.coarse().spans()).containsExactly(new TimeBox(11, 12));
      assertThat(coarse.coarse().patch()).isSameAs(patch);
      assertThat(patched).singleElement().satisfies(w -> assertThat(w).containsExactly(10, 20, 1000));

      request(loader, new Window(40, 50), 1000, new HashMap<>()); // nowhere coarse: the overview is not asked
      RenderModel fine = models.poll(10, TimeUnit.SECONDS);
      assertThat(fine.coarse().any()).isFalse();
      assertThat(patched).hasSize(1);
    }
  }

  @Test
  void rowsTooLowForTheDensityBandGetStoredPicturesWithoutIt() throws Exception {
    List<Boolean> told = new CopyOnWriteArrayList<>();
    CanvasLoader.StoredReader stored = new CanvasLoader.StoredReader() {
      @Override
      public RenderModel picture(int widthPx, LineIdMap map, PictureOptions options) {
        return null;
      }

      @Override
      public void showDensity(boolean shown) {
        told.add(shown);
      }
    };
    try (BackgroundQueue queue = new BackgroundQueue("test-loader", b -> { })) {
      CanvasLoader loader = new CanvasLoader((s, e, px) -> WindowData.empty(s, e, px), stored, new TimeBox(0, 100),
          queue, m -> { }, e -> { });
      SwingUtilities.invokeAndWait(() -> {
        loader.setRowHeight(20); // as before: the band is shown
        loader.setRowHeight(1); // fit all of 16 384 timelines
        loader.setRowHeight(4);
        loader.setRowHeight(5);
      });
      assertThat(told).containsExactly(false, true);
    }
  }

  private static void request(CanvasLoader loader, Window w, int px, Map<Integer, Category> styles) throws Exception {
    SwingUtilities.invokeAndWait(() -> loader.request(w, px, MAP, styles));
  }

  /** True when the request put work on the queue (checked on the EDT right after it, so no timing). */
  private static boolean submits(BackgroundQueue queue, CanvasLoader loader, Window w, int px,
      Map<Integer, Category> styles) throws Exception {
    boolean[] busy = new boolean[1];
    SwingUtilities.invokeAndWait(() -> {
      loader.request(w, px, MAP, styles);
      busy[0] = queue.isBusy();
    });
    return busy[0];
  }
}
